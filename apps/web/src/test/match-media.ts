import { vi } from 'vitest';

/**
 * A window.matchMedia that answers `(min-width: Npx)` queries for a viewport width the test sets
 * (jsdom has no layout), firing `change` on the lists whose answer flips.
 */
export function installViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<() => void> }>();
  const evaluate = (query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    return minWidth === null ? false : width >= Number(minWidth[1]);
  };

  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: 'change', listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) =>
        entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  });

  return {
    resize(nextWidth: number) {
      width = nextWidth;
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        for (const listener of entry.listeners) listener();
      }
    },
  };
}
