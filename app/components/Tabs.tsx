import { useId, useRef, type KeyboardEvent } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: React.ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys (and Home/End) move
 * between tabs and select them, each panel labelled by its tab.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="inline-flex rounded-xl bg-slate-100 p-1">
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) buttons.current.set(tab.key, node);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-11 rounded-lg px-5 py-2 font-semibold transition-colors ${
                active ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className="mt-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
