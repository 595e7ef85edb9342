/** Something happened: everyone who asked is told, with what the teller knows of it. For in-process news only. */
export function createSignal<News = void>() {
  const listeners = new Set<(news: News) => void>();
  return {
    notify: (news: News) => {
      for (const listener of listeners) listener(news);
    },
    subscribe: (listener: (news: News) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
