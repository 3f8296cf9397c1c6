type Handler<TPayload> = (payload: TPayload) => void;

export type EventBus<TEvents extends Record<string, unknown>> = {
  /** Subscribes; the returned function unsubscribes. */
  on: <TType extends keyof TEvents>(type: TType, handler: Handler<TEvents[TType]>) => () => void;
  emit: <TType extends keyof TEvents>(type: TType, payload: TEvents[TType]) => void;
};

/** A tiny typed publish/subscribe channel, for signals that cross layers without importing them. */
export function createEventBus<TEvents extends Record<string, unknown>>(): EventBus<TEvents> {
  const handlers = new Map<keyof TEvents, Set<Handler<never>>>();

  return {
    on(type, handler) {
      const forType = handlers.get(type) ?? new Set();
      forType.add(handler as Handler<never>);
      handlers.set(type, forType);
      return () => {
        forType.delete(handler as Handler<never>);
      };
    },
    emit(type, payload) {
      // A copy, so a handler that unsubscribes while running does not skip its neighbour.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        (handler as Handler<typeof payload>)(payload);
      }
    },
  };
}
