import { LEADERBOARD_NAME_MASK_MAX_LENGTH } from './constants';

// DESIGN §11: prize draws are commit-reveal and verifiable by anyone. At creation the server
// draws a secret seed and publishes its SHA-256 (the commitment); at close it publishes the hash
// of the ticket snapshot; after the draw it reveals the seed. Anyone can then check the seed
// against the commitment and re-run the draw below from the snapshot and the seed — the server
// and the public verification page run this same code, each with its own HMAC-SHA256.

/** One entrant of the snapshot: an opaque reference (not the player's id) and their tickets. */
export type DrawEntry = { entrant: string; tickets: number };

/** A winning ticket: the prize position it won (1 first), the entrant and the ticket drawn. */
export type DrawnWinner = { position: number; entrant: string; ticket: number };

/** HMAC-SHA256(key, message): Node's crypto on the server, WebCrypto in the browser. */
export type HmacSha256 = (keyHex: string, message: string) => Promise<Uint8Array>;

/**
 * The snapshot as text, the one the hash is taken of: entrants with at least one ticket, sorted by
 * their reference, one `reference:tickets` line each.
 */
export function snapshotText(entries: readonly DrawEntry[]): string {
  return [...entries]
    .filter((entry) => entry.tickets > 0)
    .sort((a, b) => (a.entrant < b.entrant ? -1 : a.entrant > b.entrant ? 1 : 0))
    .map((entry) => `${entry.entrant}:${entry.tickets}\n`)
    .join('');
}

/** 2^48: six bytes of the HMAC make one draw, exact in a JavaScript number. */
const RANGE = 2 ** 48;

function sixBytes(bytes: Uint8Array): number {
  let value = 0;
  for (let index = 0; index < 6; index += 1) value = value * 256 + (bytes[index] ?? 0);
  return value;
}

/**
 * The draw: prizes from the first (largest) down, one prize per entrant. For each prize, tickets
 * are numbered 0..total−1 in snapshot order; the HMAC of `{snapshotHash}:{position}:{attempt}`
 * under the seed gives a number below 2^48, kept only below the largest multiple of the total
 * (rejection sampling, so no ticket is likelier than another: no modulo bias) and taken modulo the
 * total. The winner's tickets leave the draw for the later prizes. Fewer entrants than prizes
 * leave the last prizes undrawn.
 */
export async function drawWinners({
  entries,
  seedHex,
  snapshotHash,
  prizeCount,
  hmac,
}: {
  entries: readonly DrawEntry[];
  seedHex: string;
  snapshotHash: string;
  prizeCount: number;
  hmac: HmacSha256;
}): Promise<DrawnWinner[]> {
  let remaining = snapshotText(entries)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(':');
      return { entrant: line.slice(0, at), tickets: Number(line.slice(at + 1)) };
    });
  const winners: DrawnWinner[] = [];
  for (let position = 1; position <= prizeCount && remaining.length > 0; position += 1) {
    const total = remaining.reduce((sum, entry) => sum + entry.tickets, 0);
    const limit = RANGE - (RANGE % total);
    let ticket = -1;
    for (let attempt = 0; ticket < 0; attempt += 1) {
      const value = sixBytes(await hmac(seedHex, `${snapshotHash}:${position}:${attempt}`));
      if (value < limit) ticket = value % total;
    }
    let counted = 0;
    const winner = remaining.find((entry) => {
      counted += entry.tickets;
      return ticket < counted;
    });
    if (winner === undefined) throw new Error('a drawn ticket has no entrant');
    winners.push({ position, entrant: winner.entrant, ticket });
    remaining = remaining.filter((entry) => entry !== winner);
  }
  return winners;
}

/**
 * spec 000 §5: a leaderboard name is masked — names shorter than 2 characters stay as they are;
 * otherwise the first and last characters are kept and the middle becomes asterisks, at most 8
 * characters in all.
 */
export function maskName(name: string): string {
  const characters = [...name];
  if (characters.length < 2) return name;
  const length = Math.min(characters.length, LEADERBOARD_NAME_MASK_MAX_LENGTH);
  return `${characters[0]}${'*'.repeat(length - 2)}${characters.at(-1)}`;
}
