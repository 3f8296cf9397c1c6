import { and, count, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { registrationEvents, registrations, smsVerifications } from './schema';

// ---------------------------------------------------------------------------------------------
// Registrations
// ---------------------------------------------------------------------------------------------

export type ClaimOutcome =
  { kind: 'claimed'; id: string } | { kind: 'email-taken' } | { kind: 'mobile-taken' };

export type RegistrationClaim = {
  email: string;
  mobile: string;
  countryId: number;
  currency: string;
};

/** Whether a registration (made or being made) holds this email or this mobile. */
export async function findTakenContacts(
  db: Database,
  email: string | null,
  mobile: string | null,
  staleBefore: Date,
): Promise<{ isEmailTaken: boolean; isMobileTaken: boolean }> {
  const rows = await db
    .select({ email: registrations.email, mobile: registrations.mobile })
    .from(registrations)
    .where(
      and(
        or(
          email === null ? sql`false` : eq(registrations.email, email),
          mobile === null ? sql`false` : eq(registrations.mobile, mobile),
        ),
        // A claim nobody completed in time holds nothing.
        or(sql`${registrations.playerId} is not null`, gte(registrations.createdAt, staleBefore)),
      ),
    );
  return {
    isEmailTaken: rows.some((row) => row.email === email),
    isMobileTaken: rows.some((row) => row.mobile === mobile),
  };
}

/**
 * Claims the email and the mobile for a registration about to be made; the unique indexes settle a
 * race. A stale claim (no player, older than `staleBefore`) on either is dropped first.
 */
export async function claimRegistration(
  db: Database,
  claim: RegistrationClaim,
  now: Date,
  staleBefore: Date,
): Promise<ClaimOutcome> {
  await db
    .delete(registrations)
    .where(
      and(
        isNull(registrations.playerId),
        lt(registrations.createdAt, staleBefore),
        or(eq(registrations.email, claim.email), eq(registrations.mobile, claim.mobile)),
      ),
    );
  const [row] = await db
    .insert(registrations)
    .values({ ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: registrations.id });
  if (row !== undefined) return { kind: 'claimed', id: row.id };
  const taken = await findTakenContacts(db, claim.email, claim.mobile, new Date(0));
  return taken.isEmailTaken ? { kind: 'email-taken' } : { kind: 'mobile-taken' };
}

export async function releaseClaim(db: Database, id: string): Promise<void> {
  await db
    .delete(registrations)
    .where(and(eq(registrations.id, id), isNull(registrations.playerId)));
}

export type RegistrationDetails = {
  playerId: string;
  depositLimitMinor: number | null;
  groupMarketingConsent: boolean;
  deviceFingerprint: string | null;
  emailVerificationHash: string | null;
  emailVerificationExpiresAt: Date | null;
};

export async function completeRegistration(
  db: Database,
  id: string,
  details: RegistrationDetails,
  now: Date,
): Promise<void> {
  await db
    .update(registrations)
    .set({ ...details, termsAcceptedAt: now, privacyAcceptedAt: now, completedAt: now })
    .where(eq(registrations.id, id));
}

/** A player's new email or mobile on their registration row (account settings). */
export async function updateRegisteredContact(
  db: Database,
  playerId: string,
  contact: { email: string } | { mobile: string },
): Promise<void> {
  await db.update(registrations).set(contact).where(eq(registrations.playerId, playerId));
}

/** The player no longer agrees to marketing from the group's other brands (a self-exclusion). */
export async function clearGroupMarketingConsent(db: Database, playerId: string): Promise<void> {
  await db
    .update(registrations)
    .set({ groupMarketingConsent: false })
    .where(
      and(eq(registrations.playerId, playerId), eq(registrations.groupMarketingConsent, true)),
    );
}

export type RegisteredContact = { playerId: string; email: string; mobile: string };

const contactColumns = {
  playerId: registrations.playerId,
  email: registrations.email,
  mobile: registrations.mobile,
};

function completed(rows: { playerId: string | null; email: string; mobile: string }[]) {
  const [row] = rows;
  return row?.playerId == null ? undefined : { ...row, playerId: row.playerId };
}

export async function findContactByEmail(
  db: Database,
  email: string,
): Promise<RegisteredContact | undefined> {
  return completed(
    await db.select(contactColumns).from(registrations).where(eq(registrations.email, email)),
  );
}

export async function findContactByMobile(
  db: Database,
  mobile: string,
): Promise<RegisteredContact | undefined> {
  return completed(
    await db.select(contactColumns).from(registrations).where(eq(registrations.mobile, mobile)),
  );
}

export type EmailVerificationRow = {
  id: string;
  playerId: string | null;
  hash: string | null;
  expiresAt: Date | null;
  attempts: number;
  verifiedAt: Date | null;
};

export async function findEmailVerification(
  db: Database,
  email: string,
): Promise<EmailVerificationRow | undefined> {
  const [row] = await db
    .select({
      id: registrations.id,
      playerId: registrations.playerId,
      hash: registrations.emailVerificationHash,
      expiresAt: registrations.emailVerificationExpiresAt,
      attempts: registrations.emailVerificationAttempts,
      verifiedAt: registrations.emailVerifiedAt,
    })
    .from(registrations)
    .where(eq(registrations.email, email));
  return row;
}

export async function countEmailVerificationAttempt(db: Database, id: string): Promise<void> {
  await db
    .update(registrations)
    .set({ emailVerificationAttempts: sql`${registrations.emailVerificationAttempts} + 1` })
    .where(eq(registrations.id, id));
}

/** Marks the email verified once; false when it already was. */
export async function markEmailVerified(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(registrations)
    .set({ emailVerifiedAt: now, emailVerificationHash: null, emailVerificationExpiresAt: null })
    .where(and(eq(registrations.id, id), isNull(registrations.emailVerifiedAt)))
    .returning({ id: registrations.id });
  return updated.length > 0;
}

// ---------------------------------------------------------------------------------------------
// SMS codes
// ---------------------------------------------------------------------------------------------

export type SmsCodeRow = { id: string; codeHash: string; attempts: number };

export async function insertSmsCode(
  db: Database,
  row: { id: string; mobile: string; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.insert(smsVerifications).values({ ...row, createdAt: now });
}

export async function countSmsCodesSince(
  db: Database,
  mobile: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(smsVerifications)
    .where(and(eq(smsVerifications.mobile, mobile), gte(smsVerifications.createdAt, since)));
  return row?.sent ?? 0;
}

/** The codes sent to the number that are still good: unused, unexpired, with tries left. */
export async function findLiveSmsCodes(
  db: Database,
  mobile: string,
  now: Date,
  maxAttempts: number,
): Promise<SmsCodeRow[]> {
  return db
    .select({
      id: smsVerifications.id,
      codeHash: smsVerifications.codeHash,
      attempts: smsVerifications.attempts,
    })
    .from(smsVerifications)
    .where(
      and(
        eq(smsVerifications.mobile, mobile),
        isNull(smsVerifications.consumedAt),
        gt(smsVerifications.expiresAt, now),
        lt(smsVerifications.attempts, maxAttempts),
      ),
    );
}

/** A wrong code counts against every live code of the number. */
export async function countSmsCodeAttempt(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(smsVerifications)
    .set({ attempts: sql`${smsVerifications.attempts} + 1` })
    .where(inArray(smsVerifications.id, [...ids]));
}

/** Uses the code up; false when another request used it first. */
export async function consumeSmsCode(db: Database, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(smsVerifications)
    .set({ consumedAt: now })
    .where(and(eq(smsVerifications.id, id), isNull(smsVerifications.consumedAt)))
    .returning({ id: smsVerifications.id });
  return used.length > 0;
}

/** Gives a used code back when the registration it was used for failed after all. */
export async function restoreSmsCode(db: Database, id: string): Promise<void> {
  await db.update(smsVerifications).set({ consumedAt: null }).where(eq(smsVerifications.id, id));
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export async function insertRegistrationStart(
  db: Database,
  row: { locale: string; country: string },
  now: Date,
): Promise<void> {
  await db
    .insert(registrationEvents)
    .values({ ...row, event: 'registration-start', createdAt: now });
}
