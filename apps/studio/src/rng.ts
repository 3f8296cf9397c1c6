import { randomBytes } from 'node:crypto';

// DESIGN §7: crypto-grade RNG. Every random decision of a game is one draw of an unbiased integer
// in [0, n); a round records its draws so an audit can replay it and get the same outcome.

/** A source of uniform integers: `int(n)` is in [0, n), each value with probability 1/n. */
export type Rng = {
  int(n: number): number;
};

/** One draw as recorded in a round: the range asked for and the value answered. */
export type RngDraw = { n: number; value: number };

const UINT32_RANGE = 0x1_0000_0000;
const DEFAULT_POOL_BYTES = 64 * 1024;

function assertRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) {
    throw new RangeError(`An RNG range must be a whole number from 1 to 2^32; got ${n}`);
  }
}

/**
 * node:crypto bytes read from a pool refilled in blocks (one randomBytes call per 64 KiB instead
 * of one per draw), turned into integers by rejection: a 32-bit word at or above the largest
 * multiple of n below 2^32 is thrown away, so no value of [0, n) is favoured (no modulo bias).
 */
export function createCryptoRng(poolBytes = DEFAULT_POOL_BYTES): Rng {
  if (!Number.isInteger(poolBytes) || poolBytes < 4 || poolBytes % 4 !== 0) {
    throw new RangeError('The pool size must be a positive multiple of 4 bytes');
  }
  let pool = randomBytes(poolBytes);
  let offset = 0;
  function nextWord(): number {
    if (offset === pool.length) {
      pool = randomBytes(poolBytes);
      offset = 0;
    }
    const word = pool.readUInt32LE(offset);
    offset += 4;
    return word;
  }
  return {
    int(n) {
      assertRange(n);
      if (n === 1) return 0;
      const limit = UINT32_RANGE - (UINT32_RANGE % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

/** Wraps an RNG and keeps every draw, in order, for the round record. */
export function createRecordingRng(source: Rng): Rng & { draws: RngDraw[] } {
  const draws: RngDraw[] = [];
  return {
    draws,
    int(n) {
      const value = source.int(n);
      draws.push({ n, value });
      return value;
    },
  };
}

export class ReplayMismatchError extends Error {
  override name = 'ReplayMismatchError';
}

/**
 * Answers the recorded draws in order. A draw asked with another range than recorded, or one more
 * than recorded, means the code no longer plays the round as it was played: that is an error, not
 * a different outcome.
 */
export function createReplayRng(draws: readonly RngDraw[]): Rng & { isExhausted(): boolean } {
  let index = 0;
  return {
    int(n) {
      assertRange(n);
      const draw = draws[index];
      if (draw === undefined) {
        throw new ReplayMismatchError(
          `Replay asked for draw ${index + 1}; only ${draws.length} were recorded`,
        );
      }
      if (draw.n !== n || !Number.isInteger(draw.value) || draw.value < 0 || draw.value >= n) {
        throw new ReplayMismatchError(
          `Draw ${index + 1} was recorded as ${draw.value} of ${draw.n}; replay asked for a value of ${n}`,
        );
      }
      index += 1;
      return draw.value;
    },
    isExhausted() {
      return index === draws.length;
    },
  };
}
