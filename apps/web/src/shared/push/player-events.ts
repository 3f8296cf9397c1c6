import { useEffect, useRef } from 'react';

// DESIGN §3 live push: the server's event stream for the logged-in player (GET
// /{locale}/user/events, Server-Sent Events) names each message's kind (`balance`, `limits`,
// `session-stats`, …). The browser's EventSource reconnects by itself and sends the last id it saw.

/** The stream's address for a locale. */
export function eventStreamUrl(locale: string): string {
  return `/${encodeURIComponent(locale)}/user/events`;
}

/** What to do with each kind of message; `data` is the message's text as sent. */
export type PlayerEventListeners = Readonly<Record<string, (data: unknown) => void>>;

type Listener = (data: unknown) => void;

/**
 * One stream per address, whoever listens: the header's balance and the game view's session
 * figures share a connection (a browser keeps few open to one host). It closes when the last
 * listener goes.
 */
type SharedStream = {
  source: EventSource;
  listeners: Map<string, Set<Listener>>;
  users: number;
};

const streams = new Map<string, SharedStream>();

function openStream(url: string): SharedStream {
  const known = streams.get(url);
  if (known !== undefined) return known;
  const stream: SharedStream = { source: new EventSource(url), listeners: new Map(), users: 0 };
  streams.set(url, stream);
  return stream;
}

function listen(stream: SharedStream, kind: string, listener: Listener): () => void {
  let kindListeners = stream.listeners.get(kind);
  if (kindListeners === undefined) {
    const created = new Set<Listener>();
    kindListeners = created;
    stream.listeners.set(kind, created);
    stream.source.addEventListener(kind, (event) => {
      for (const each of [...created]) each((event as MessageEvent).data);
    });
  }
  kindListeners.add(listener);
  return () => kindListeners.delete(listener);
}

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
    const url = eventStreamUrl(locale);
    const stream = openStream(url);
    stream.users += 1;
    const stops = kinds
      .split(',')
      .map((kind) => listen(stream, kind, (data) => current.current[kind]?.(data)));
    return () => {
      for (const stop of stops) stop();
      stream.users -= 1;
      if (stream.users > 0) return;
      stream.source.close();
      streams.delete(url);
    };
  }, [locale, kinds]);
}
