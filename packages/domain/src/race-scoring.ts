// Race points and ranking (DESIGN §11, decision 011). One round of a race's game, at or above the
// race's minimum stake, earns win ÷ stake × 100 points, whole points rounded down, at most the
// race's cap: a round that pays back its stake earns 100, a losing round 0. Points measure luck
// relative to the stake, so a small stake races on equal terms with a large one, and the cap keeps
// one huge win from deciding a race alone. Ranking: more points first; on equal points, whoever
// reached that total first; then whoever entered first; then the entry's id (never a tie).

export const RACE_POINTS_MULTIPLIER = 100;
/** The cap a race gets when its data names none (10× the stake back). */
export const RACE_DEFAULT_POINTS_CAP = 1000;

export function roundPoints(input: { stakeMinor: bigint; winMinor: bigint; cap: number }): number {
  if (input.stakeMinor <= 0n || input.winMinor <= 0n) return 0;
  const points = (input.winMinor * BigInt(RACE_POINTS_MULTIPLIER)) / input.stakeMinor;
  return Number(points > BigInt(input.cap) ? BigInt(input.cap) : points);
}

export type RankedEntry = {
  id: string;
  points: number;
  /** Epoch ms when the entry reached its points (null: no points yet). */
  scoredAt: number | null;
  optedInAt: number;
};

/** Negative when `a` ranks above `b`. */
export function compareRaceEntries(a: RankedEntry, b: RankedEntry): number {
  if (a.points !== b.points) return b.points - a.points;
  const aScored = a.scoredAt ?? Number.POSITIVE_INFINITY;
  const bScored = b.scoredAt ?? Number.POSITIVE_INFINITY;
  if (aScored !== bScored) return aScored < bScored ? -1 : 1;
  if (a.optedInAt !== b.optedInAt) return a.optedInAt - b.optedInAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The entries with points, best first: position i + 1 is the i-th. */
export function rankRaceEntries<T extends RankedEntry>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.points > 0).sort(compareRaceEntries);
}
