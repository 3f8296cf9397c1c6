import { useEffect, useRef } from 'react';

// DESIGN §3 live push: the server's event stream for the logged-in player (GET
// /{locale}/user/events, Server-Sent Events) names each message's kind (`balance`, `limits`, …).
// The browser's EventSource reconnects by itself and sends the last id it saw.

/** The stream's address for a locale. */
export function eventStreamUrl(locale: string): string {
  return `/${encodeURIComponent(locale)}/user/events`;
}

/** What to do with each kind of message; `data` is the message's text as sent. */
export type PlayerEventListeners = Readonly<Record<string, (data: unknown) => void>>;

/**
 * Listens to the player's stream while the component is shown. Listeners may change between
 * renders without reopening the stream; the kinds listened to are the first render's.
 */
export function usePlayerEvents(locale: string, listeners: PlayerEventListeners): void {
  const current = useRef(listeners);
  useEffect(() => {
    current.current = listeners;
  });
  const kinds = Object.keys(listeners).sort().join(',');
  useEffect(() => {
    // Browsers without EventSource keep the refetch on focus.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(eventStreamUrl(locale));
    for (const kind of kinds.split(',')) {
      source.addEventListener(kind, (event) =>
        current.current[kind]?.((event as MessageEvent).data),
      );
    }
    return () => source.close();
  }, [locale, kinds]);
}
