import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/client';
import { findLastAudit, insertAudit, lockPlayerRg, type AuditRow } from './repo';

// DESIGN §10: every responsible-gambling change — a limit set, waiting, applied, confirmed or
// declined; a break; a quiz answered; an operator's lift of a block — is one append-only row,
// chained per player by hash, so a row taken out or changed shows.

export const AUDIT_GENESIS_HASH = '0'.repeat(64);

export type AuditActor =
  | { kind: 'player'; id: string }
  | { kind: 'operator'; id: string }
  | { kind: 'system'; id: string };

export type AuditEntry = {
  playerId: string;
  actor: AuditActor;
  action: string;
  before: unknown;
  after: unknown;
  reason: string;
};

type HashedFields = Pick<
  AuditRow,
  | 'playerId'
  | 'seq'
  | 'actorKind'
  | 'actorId'
  | 'action'
  | 'before'
  | 'after'
  | 'reason'
  | 'createdAt'
  | 'prevHash'
>;

/** JSON with object keys sorted, so a jsonb round trip (which reorders keys) hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function auditHash(row: HashedFields): string {
  return createHash('sha256')
    .update(
      canonical({
        playerId: row.playerId,
        seq: row.seq,
        actorKind: row.actorKind,
        actorId: row.actorId,
        action: row.action,
        before: row.before ?? null,
        after: row.after ?? null,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        prevHash: row.prevHash,
      }),
    )
    .digest('hex');
}

/** Appends one row to the player's chain, in the caller's transaction. */
export async function appendAudit(tx: Database, entry: AuditEntry, now: Date): Promise<void> {
  await lockPlayerRg(tx, entry.playerId);
  const last = await findLastAudit(tx, entry.playerId);
  const fields: HashedFields = {
    playerId: entry.playerId,
    seq: (last?.seq ?? 0) + 1,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    // Stored as JSON: dates become strings before hashing, as they come back.
    before: JSON.parse(JSON.stringify(entry.before ?? null)) as unknown,
    after: JSON.parse(JSON.stringify(entry.after ?? null)) as unknown,
    reason: entry.reason,
    createdAt: now,
    prevHash: last?.hash ?? AUDIT_GENESIS_HASH,
  };
  await insertAudit(tx, { ...fields, hash: auditHash(fields) });
}

/** Where a player's chain breaks: the first row whose order, link or hash is wrong; null if whole. */
export function firstBrokenAuditRow(rows: readonly AuditRow[]): number | null {
  let prevHash = AUDIT_GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    if (row.seq !== index + 1 || row.prevHash !== prevHash || auditHash(row) !== row.hash) {
      return row.seq;
    }
    prevHash = row.hash;
  }
  return null;
}
