import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import { players, sessions } from './schema';

/** A player as the rest of the server sees it: no password hash, no registration details. */
export type PlayerRow = {
  id: string;
  email: string;
  country: string;
  currency: string;
  locale: string;
  isWithinBonusCap: boolean;
  /** Whether the login-info popup was accepted since the newest login (spec 000 §2). */
  isLoginInfoAccepted: boolean;
  /** When the session before the newest one began; null before a second login. */
  previousLoginAt: Date | null;
  awaitingMigration: boolean;
  awaitingLugasDeMigration: boolean;
  awaitingPeMigration: boolean;
};

const playerColumns = {
  id: players.id,
  email: players.email,
  country: players.country,
  currency: players.currency,
  locale: players.locale,
  isWithinBonusCap: players.isWithinBonusCap,
  isLoginInfoAccepted: sql<boolean>`(${players.loginInfoAcceptedAt} is not null and (${players.lastLoginAt} is null or ${players.loginInfoAcceptedAt} >= ${players.lastLoginAt}))`,
  previousLoginAt: players.previousLoginAt,
  awaitingMigration: players.awaitingMigration,
  awaitingLugasDeMigration: players.awaitingLugasDeMigration,
  awaitingPeMigration: players.awaitingPeMigration,
};

export type NewPlayerRow = typeof players.$inferInsert;

/** Inserts the player; undefined when the email is taken. */
export async function insertPlayer(
  db: Database,
  row: NewPlayerRow,
  now: Date,
): Promise<PlayerRow | undefined> {
  const [inserted] = await db
    .insert(players)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: players.email })
    .returning(playerColumns);
  return inserted;
}

export async function findPlayerForLogin(
  db: Database,
  email: string,
): Promise<(PlayerRow & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...playerColumns, passwordHash: players.passwordHash })
    .from(players)
    .where(eq(players.email, email));
  return row;
}

export async function findPlayerEmail(db: Database, playerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: players.email })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.email;
}

export type PlayerContact = {
  email: string;
  mobilePrefix: string | null;
  mobile: string | null;
  locale: string;
};

export async function findPlayerContact(
  db: Database,
  playerId: string,
): Promise<PlayerContact | undefined> {
  const [row] = await db
    .select({
      email: players.email,
      mobilePrefix: players.mobilePrefix,
      mobile: players.mobile,
      locale: players.locale,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

/** Whether a player other than `playerId` logs in with this (normalised) email. */
export async function isEmailUsedByOtherPlayer(
  db: Database,
  email: string,
  playerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.email, email), ne(players.id, playerId)));
  return rows.length > 0;
}

export type ContactColumns = { email: string } | { mobilePrefix: string; mobile: string };

export async function updatePlayerContact(
  db: Database,
  playerId: string,
  contact: ContactColumns,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ ...contact, updatedAt: now })
    .where(eq(players.id, playerId));
}

export async function updatePasswordHash(
  db: Database,
  playerId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(players)
    .set({ passwordHash, updatedAt: now })
    .where(eq(players.id, playerId))
    .returning({ id: players.id });
  return updated.length > 0;
}

export async function markLoginInfoAccepted(
  db: Database,
  playerId: string,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ loginInfoAcceptedAt: now, updatedAt: now })
    .where(eq(players.id, playerId));
}

export async function updateReferralTag(
  db: Database,
  playerId: string,
  tag: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ referralTag: tag, referralTagExpiresAt: expiresAt, updatedAt: now })
    .where(eq(players.id, playerId));
}

export type SessionRow = {
  id: string;
  playerId: string | null;
  csrfToken: string;
  lastSeenAt: Date;
};

export type NewSession = {
  id: string;
  playerId: string | null;
  csrfToken: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
};

export async function insertSession(db: Database, session: NewSession, now: Date): Promise<void> {
  await db.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now });
}

/**
 * The live session with this id and its player, if any: not revoked, before its absolute end and
 * seen within the idle timeout.
 */
export async function findLiveSession(
  db: Database,
  id: string,
  now: Date,
  idleTimeoutMs: number,
): Promise<{ session: SessionRow; player: PlayerRow | null } | undefined> {
  const idleSince = new Date(now.getTime() - idleTimeoutMs);
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        playerId: sessions.playerId,
        csrfToken: sessions.csrfToken,
        lastSeenAt: sessions.lastSeenAt,
      },
      player: playerColumns,
    })
    .from(sessions)
    .leftJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
        sql`${sessions.lastSeenAt} > ${idleSince.toISOString()}::timestamptz`,
      ),
    );
  if (row === undefined) return undefined;
  // A session whose player row is gone is no session at all.
  if (row.session.playerId !== null && row.player === null) return undefined;
  return { session: row.session, player: row.session.playerId === null ? null : row.player };
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/**
 * Revokes one session and starts another, at once (login rotates the session). A player's session
 * is a login: the one before it becomes the previous login the login-info popup shows.
 */
export async function replaceSession(
  db: Database,
  oldId: string | undefined,
  session: NewSession,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (oldId !== undefined) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, oldId), isNull(sessions.revokedAt)));
    }
    await tx.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now });
    if (session.playerId !== null) {
      await tx
        .update(players)
        .set({ previousLoginAt: sql`${players.lastLoginAt}`, lastLoginAt: now })
        .where(eq(players.id, session.playerId));
    }
  });
}

export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every session of a player; answers how many were live. */
export async function revokePlayerSessions(
  db: Database,
  playerId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes every session of a player but one (the one that made a change); answers how many. */
export async function revokeOtherPlayerSessions(
  db: Database,
  playerId: string,
  keptSessionId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.playerId, playerId),
        ne(sessions.id, keptSessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * Deletes sessions that can no longer be used: visitor sessions past their absolute end or idle
 * since `idleSince`, player sessions that ended before `playerExpiredBefore` (kept that long for
 * the session-time limit), and sessions revoked before `revokedBefore`.
 */
export async function deleteDeadSessions(
  db: Database,
  now: Date,
  idleSince: Date,
  revokedBefore: Date,
  playerExpiredBefore: Date,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        and(
          isNull(sessions.playerId),
          sql`${sessions.expiresAt} < ${now.toISOString()}::timestamptz`,
        ),
        sql`${sessions.expiresAt} < ${playerExpiredBefore.toISOString()}::timestamptz`,
        and(
          isNull(sessions.playerId),
          sql`${sessions.lastSeenAt} < ${idleSince.toISOString()}::timestamptz`,
        ),
        sql`${sessions.revokedAt} < ${revokedBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Who a player is and where they play: what the restrictions are read with. */
export type PlayerAccount = {
  playerId: string;
  email: string;
  country: string;
  currency: string;
  /** The operator's word: false keeps the player out of bonuses whatever the market's cap. */
  isWithinBonusCap: boolean;
};

const accountColumns = {
  playerId: players.id,
  email: players.email,
  country: players.country,
  currency: players.currency,
  isWithinBonusCap: players.isWithinBonusCap,
};

/** The player with this id, inside the caller's transaction when given; undefined if none. */
export async function findPlayerAccount(
  db: Database,
  playerId: string,
): Promise<PlayerAccount | undefined> {
  const [row] = await db.select(accountColumns).from(players).where(eq(players.id, playerId));
  return row;
}

/** The players with this email (one or none: emails are unique and stored lowercased). */
export async function findPlayerAccountsByEmail(
  db: Database,
  email: string,
): Promise<PlayerAccount[]> {
  return db.select(accountColumns).from(players).where(eq(players.email, email.toLowerCase()));
}

export async function findPlayerById(
  db: Database,
  playerId: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db.select(playerColumns).from(players).where(eq(players.id, playerId));
  return row;
}

/** What identifies the person behind a player (their details as registered). */
export type PlayerPersonRow = {
  country: string;
  email: string;
  mobilePrefix: string | null;
  mobile: string | null;
  dateOfBirth: string | null;
  identityDocumentNumber: string | null;
  /** The address the player registered (spec 001 §3), read by the annual KYC review. */
  city: string | null;
  postalCode: string | null;
  registeredAt: Date;
};

/** The person behind the player, inside the caller's transaction when given; undefined if none. */
export async function findPlayerPerson(
  db: Database,
  playerId: string,
): Promise<PlayerPersonRow | undefined> {
  const [row] = await db
    .select({
      country: players.country,
      email: players.email,
      mobilePrefix: players.mobilePrefix,
      mobile: players.mobile,
      dateOfBirth: players.dateOfBirth,
      identityDocumentNumber: players.identityDocumentNumber,
      city: players.city,
      postalCode: players.postalCode,
      registeredAt: players.createdAt,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

export async function clearMarketingConsent(
  db: Database,
  playerId: string,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ marketingConsent: false, updatedAt: now })
    .where(and(eq(players.id, playerId), eq(players.marketingConsent, true)));
}

export async function updateMarketingConsent(
  db: Database,
  playerId: string,
  isConsented: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ marketingConsent: isConsented, updatedAt: now })
    .where(eq(players.id, playerId));
}

/** spec 001 §3 the Peruvian migration's details of the player. */
export type PeruvianDetailsColumns = {
  mobilePrefix: string;
  mobile: string;
  district: string;
  department: string;
  identityDocumentType: string;
  identityDocumentNumber: string;
  marketingConsent: boolean;
};

/**
 * Writes the Peruvian migration's details and clears its flag, only while the player awaits it:
 * answers whether this call did (a second submit finds it done and changes nothing).
 */
export async function completePeruvianMigration(
  db: Database,
  playerId: string,
  details: PeruvianDetailsColumns,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ ...details, awaitingPeMigration: false, updatedAt: now })
    .where(and(eq(players.id, playerId), eq(players.awaitingPeMigration, true)))
    .returning({ id: players.id });
  return rows.length === 1;
}

export async function updateMigrationFlags(
  db: Database,
  playerId: string,
  patch: {
    awaitingMigration?: boolean;
    awaitingLugasDeMigration?: boolean;
    awaitingPeMigration?: boolean;
  },
  now: Date,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(players)
    .set({ ...patch, updatedAt: now })
    .where(eq(players.id, playerId));
}

/** The player's row, locked until the caller's transaction ends (a currency migration). */
export async function lockPlayerForMigration(
  db: Database,
  playerId: string,
): Promise<{ country: string; currency: string; awaitingMigration: boolean } | undefined> {
  const [row] = await db
    .select({
      country: players.country,
      currency: players.currency,
      awaitingMigration: players.awaitingMigration,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row;
}

export async function updatePlayerCurrency(
  db: Database,
  playerId: string,
  currency: string,
  now: Date,
): Promise<void> {
  await db.update(players).set({ currency, updatedAt: now }).where(eq(players.id, playerId));
}

/**
 * Milliseconds the player was logged in since `since` (DESIGN §10 session-time limit): each player
 * session from its start (or `since`) to its end — now while it lives, else its logout, its last
 * request or its absolute end, whichever came first.
 */
export async function loggedInMsSince(
  db: Database,
  playerId: string,
  since: Date,
  now: Date,
  idleTimeoutMs: number,
): Promise<number> {
  const idleSince = new Date(now.getTime() - idleTimeoutMs);
  const [row] = await queryRows<{ ms: string | null }>(
    db,
    sql`select sum(greatest(0, extract(epoch from (
          least(
            case when ${sessions.revokedAt} is null
                   and ${sessions.expiresAt} > ${now.toISOString()}::timestamptz
                   and ${sessions.lastSeenAt} > ${idleSince.toISOString()}::timestamptz
                 then ${now.toISOString()}::timestamptz
                 else coalesce(${sessions.revokedAt}, ${sessions.lastSeenAt})
            end,
            ${sessions.expiresAt},
            ${now.toISOString()}::timestamptz
          ) - greatest(${sessions.createdAt}, ${since.toISOString()}::timestamptz)
        )) * 1000))::text as ms
        from ${sessions}
        where ${sessions.playerId} = ${playerId}
          and ${sessions.expiresAt} > ${since.toISOString()}::timestamptz
          and coalesce(${sessions.revokedAt}, ${sessions.expiresAt}) > ${since.toISOString()}::timestamptz`,
  );
  return row?.ms === null || row?.ms === undefined ? 0 : Math.round(Number(row.ms));
}
