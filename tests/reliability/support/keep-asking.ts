import type { HttpsClient } from "./https-client";

/**
 * A visitor reading pages, one request after another, until stopped: what a deploy step
 * must not interrupt. Each answer that is not a 200, and each request that got none, is kept.
 */
export function keepAsking(site: HttpsClient, paths = ["/", "/projects", "/blog"]) {
  const answers = { ok: 0, failed: [] as string[] };
  const state = { asking: true };
  const loop = (async () => {
    for (let i = 0; state.asking; i++) {
      const path = paths[i % paths.length] as string;
      try {
        const answer = await site(path);
        if (answer.status === 200) answers.ok += 1;
        else answers.failed.push(`${path}: ${answer.status}`);
      } catch (error) {
        answers.failed.push(`${path}: ${String(error)}`);
      }
    }
  })();
  return {
    async stop() {
      state.asking = false;
      await loop;
      return answers;
    },
  };
}
