export type AttemptKeys = {
  /**
   * The idempotency key of the attempt to send `fingerprint` (what the form would post): the same
   * key again while that attempt has no answer (a double submit, a retry after a lost answer), a
   * new one for anything else.
   */
  keyFor: (fingerprint: string) => string;
  /** The attempt has its answer: the next submit is a new attempt with a new key. */
  settle: () => void;
};

/**
 * DESIGN §4: every movement carries the client's idempotency key, made once per attempt, so the
 * server moves the money once however often the attempt reaches it.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (fingerprint) => {
      if (current === null || current.fingerprint !== fingerprint) {
        current = { fingerprint, key: newKey() };
      }
      return current.key;
    },
    settle: () => {
      current = null;
    },
  };
}
