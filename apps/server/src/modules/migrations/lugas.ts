import {
  LUGAS_MIGRATION_FIELDS as F,
  LUGAS_MIGRATION_MESSAGES,
  MAIDEN_NAME_MAX_LENGTH,
  PERSON_NAME_PATTERN,
  PLACE_OF_BIRTH_MAX_LENGTH,
  PLACE_OF_BIRTH_MIN_LENGTH,
  type TLugasMigrationRequest,
  type TLugasMigrationResponse,
  type TLugasUserDataResponse,
} from '@playfair/contracts/lugas-migration';
import { webPagePath } from '@playfair/contracts/web-pages';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { Locale } from '@playfair/domain/locales';
import { formatMoney } from '@playfair/domain/money';
import type { LimitPeriod } from '@playfair/domain/constants';
import type { LimitType } from '@playfair/domain/rg-limits';
import type { Database } from '../../platform/db/client';
import { AppError, type ErrorParams } from '../../platform/errors';
import { lugasPersonKey, type LugasLimitFile } from './lugas-limit-file';
import { findLugasRegistration, insertLugasRegistration } from './repo/lugas';

// spec 001 §2 / §3 / §5 / §7 / §8: the German (GGL) LUGAS migration. A German player who has not
// yet registered with LUGAS gives a monthly deposit limit, their place of birth and maiden name
// and consents to the terms and the privacy notice; the limit goes to the limit file (the lower
// of the asked one and the file's own applies) and becomes their monthly deposit limit at once.
// Everything happens in one transaction, exactly once.

/** The German market's profile code; its players are the ones LUGAS knows. */
const GERMANY = 'DE';

/**
 * GGL (GlüStV 2021 §6c): at most EUR 1,000 a month across operators unless the operator raises it;
 * the DE jurisdiction profile's monthly deposit ceiling is that number (an assumption there).
 */
const FALLBACK_MAX_MONTHLY_MINOR = 100_000;

/** The migration's modal, as the web app's modal registry names it (spec 001 §2 onload `modal`). */
export const LUGAS_MIGRATION_MODAL = 'lugas-migration';

/** Who asks: the logged-in player as identity's profile shows them. */
export type LugasPlayer = {
  id: string;
  country: string;
  awaitingLugasDeMigration: boolean;
};

export type LugasMigrationDependencies = {
  db: Database;
  file: LugasLimitFile;
  /** The key of the persons' hashes (the server's secret, as the registers' own list uses). */
  secret: string;
  jurisdictions: { profileFor(country: string | null): JurisdictionProfile };
  identity: {
    personOf(
      playerId: string,
      tx?: Database,
    ): Promise<{ email: string; dateOfBirth: string | null } | undefined>;
    lockForMigration(playerId: string, tx: Database): Promise<unknown>;
    setMigrationFlags(
      playerId: string,
      patch: { awaitingLugasDeMigration?: boolean },
      tx?: Database,
    ): Promise<void>;
  };
  /** rg: the player's monthly deposit limit, read and applied in the migration's transaction. */
  limits: {
    activeLimitAmount(
      playerId: string,
      type: LimitType,
      period: LimitPeriod,
    ): Promise<number | null>;
    applyMigrationLimit(
      tx: Database,
      playerId: string,
      request: { type: LimitType; period: LimitPeriod; amount: number },
      reason: string,
    ): Promise<void>;
  };
  translate: (locale: Locale, key: string, params?: ErrorParams) => string;
  now: () => Date;
};

/** What the form posts, as the migration reads it. */
type LugasForm = {
  monthlyLimitMinor: number;
  placeOfBirth: string;
  maidenName: string | null;
};

/** A refusal answered with the spec's shape: the HTTP status and the body. */
export type LugasOutcome = { status: 200 | 400 | 409; body: TLugasMigrationResponse };

/** Where the player goes afterwards: the casino lobby. */
export function lugasRedirect(locale: Locale): string {
  return webPagePath(locale, 'casino');
}

function isTicked(value: string | undefined): boolean {
  return value === '1' || value === 'on' || value === 'true';
}

/** "300", "300.50", "300,5" → minor units; null for anything else. */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** DESIGN §6: amounts through the one formatter per currency ("€1,000"). */
function euros(minor: number): string {
  return formatMoney(minor, 'EUR', { fractionDigits: minor % 100 === 0 ? 0 : 2 });
}

export function createLugasMigration(deps: LugasMigrationDependencies) {
  const { db, file, secret, jurisdictions, identity, limits, translate, now } = deps;

  function maxMonthlyMinor(): number {
    return (
      jurisdictions.profileFor(GERMANY).depositLimits.maxMinor?.monthly ??
      FALLBACK_MAX_MONTHLY_MINOR
    );
  }

  /** spec 001 §5: each field's problem as a catalog key; an empty map when the form is good. */
  function problemsOf(body: TLugasMigrationRequest): {
    form: LugasForm | null;
    problems: Record<string, { key: string; params?: ErrorParams }>;
  } {
    const problems: Record<string, { key: string; params?: ErrorParams }> = {};
    const limitText = body[F.monthlyLimit]?.trim() ?? '';
    const limit = parseEuros(limitText);
    const max = maxMonthlyMinor();
    if (limitText === '') problems[F.monthlyLimit] = { key: 'lugas_migration_limit_required' };
    else if (limit === null || limit <= 0) {
      problems[F.monthlyLimit] = { key: 'lugas_migration_limit_invalid' };
    } else if (limit > max) {
      problems[F.monthlyLimit] = {
        key: 'lugas_migration_limit_above_max',
        params: { amount: euros(max) },
      };
    }
    const place = body[F.placeOfBirth]?.trim() ?? '';
    if (place === '') problems[F.placeOfBirth] = { key: 'lugas_migration_place_required' };
    else if (
      [...place].length < PLACE_OF_BIRTH_MIN_LENGTH ||
      [...place].length > PLACE_OF_BIRTH_MAX_LENGTH ||
      !PERSON_NAME_PATTERN.test(place)
    ) {
      problems[F.placeOfBirth] = { key: 'lugas_migration_place_invalid' };
    }
    const maiden = body[F.maidenName]?.trim() ?? '';
    if (
      maiden !== '' &&
      ([...maiden].length > MAIDEN_NAME_MAX_LENGTH || !PERSON_NAME_PATTERN.test(maiden))
    ) {
      problems[F.maidenName] = { key: 'lugas_migration_maiden_name_invalid' };
    }
    if (!isTicked(body[F.termsConsented])) {
      problems[F.termsConsented] = { key: 'lugas_migration_consent_required' };
    }
    if (!isTicked(body[F.privacyConsented])) {
      problems[F.privacyConsented] = { key: 'lugas_migration_consent_required' };
    }
    const isGood = Object.keys(problems).length === 0 && limit !== null;
    return {
      form: isGood
        ? { monthlyLimitMinor: limit, placeOfBirth: place, maidenName: maiden || null }
        : null,
      problems,
    };
  }

  function done(locale: Locale): LugasOutcome {
    return {
      status: 200,
      body: {
        success: true,
        data: { redirect: lugasRedirect(locale) },
        message: translate(locale, 'lugas_migration_done'),
        errors: {},
      },
    };
  }

  return {
    /** spec 001 §2 onload: the modal opens on every page while the migration waits. */
    onloadActions(player: LugasPlayer) {
      return player.awaitingLugasDeMigration
        ? [{ action: 'modal', params: { name: LUGAS_MIGRATION_MODAL } }]
        : [];
    },

    /** Real play waits for the migration (GGL: no play before the LUGAS registration). */
    assertMayPlayForReal(player: LugasPlayer): void {
      if (player.awaitingLugasDeMigration) {
        throw new AppError('MIGRATION_REQUIRED', { messageKey: 'lugas_migration_play_blocked' });
      }
    },

    /** Whether the player may see the migration: a German awaiting it or already registered. */
    async isMigrationOf(player: LugasPlayer): Promise<boolean> {
      if (player.awaitingLugasDeMigration) return true;
      return (
        player.country === GERMANY && (await findLugasRegistration(db, player.id)) !== undefined
      );
    },

    /** GET /public-api/user/get-user-data-for-lugas-migration. */
    async userData(player: LugasPlayer): Promise<TLugasUserDataResponse> {
      if (player.country !== GERMANY && !player.awaitingLugasDeMigration) {
        throw new AppError('MIGRATION_NOT_AWAITED');
      }
      const [limit, registration] = await Promise.all([
        limits.activeLimitAmount(player.id, 'deposit', 'monthly'),
        findLugasRegistration(db, player.id),
      ]);
      return {
        success: true,
        data: {
          monthLimit: limit === null ? null : Math.floor(limit / 100),
          placeOfBirth: registration?.placeOfBirth ?? '',
          maidenName: registration?.maidenName ?? '',
          maxMonthLimit: Math.floor(maxMonthlyMinor() / 100),
        },
      };
    },

    /** POST /public-api/user/perform-lugas-migration. */
    async perform(
      player: LugasPlayer,
      body: TLugasMigrationRequest,
      locale: Locale,
    ): Promise<LugasOutcome> {
      if (!player.awaitingLugasDeMigration) {
        // Exactly once: a second submit after success answers the success again.
        if ((await findLugasRegistration(db, player.id)) !== undefined) return done(locale);
        throw new AppError('MIGRATION_NOT_AWAITED');
      }
      const { form, problems } = problemsOf(body);
      if (form === null) {
        return {
          status: 400,
          body: {
            success: false,
            message: LUGAS_MIGRATION_MESSAGES.validation,
            errors: Object.fromEntries(
              Object.entries(problems).map(([field, { key, params }]) => [
                field,
                translate(locale, key, params),
              ]),
            ),
          },
        };
      }
      return db.transaction(async (tx): Promise<LugasOutcome> => {
        // The player's row stays locked until the end: a second submit waits, then finds it done.
        await identity.lockForMigration(player.id, tx);
        if ((await findLugasRegistration(tx, player.id)) !== undefined) return done(locale);
        const person = await identity.personOf(player.id, tx);
        if (person === undefined) throw new AppError('USER_NOT_FOUND');
        const personKey = lugasPersonKey(secret, {
          name: person.email,
          dateOfBirth: person.dateOfBirth ?? '',
          placeOfBirth: form.placeOfBirth,
        });
        const entry = await file.entryOf(personKey, tx);
        if (entry?.isActiveElsewhere === true) {
          return {
            status: 409,
            body: {
              success: false,
              message: LUGAS_MIGRATION_MESSAGES.monthlyLimit,
              errors: { [F.monthlyLimit]: translate(locale, 'lugas_migration_active_elsewhere') },
            },
          };
        }
        // The file's lower limit wins: it holds across every operator the person plays at.
        const monthlyLimitMinor =
          entry === null
            ? form.monthlyLimitMinor
            : Math.min(entry.monthlyLimitMinor, form.monthlyLimitMinor);
        await file.register(personKey, monthlyLimitMinor, tx);
        const at = now();
        await insertLugasRegistration(tx, {
          playerId: player.id,
          personKey,
          monthlyLimitMinor: BigInt(monthlyLimitMinor),
          placeOfBirth: form.placeOfBirth,
          maidenName: form.maidenName,
          termsConsentedAt: at,
          privacyConsentedAt: at,
          registeredAt: at,
        });
        await limits.applyMigrationLimit(
          tx,
          player.id,
          { type: 'deposit', period: 'monthly', amount: monthlyLimitMinor },
          'the LUGAS migration (limit file entry)',
        );
        await identity.setMigrationFlags(player.id, { awaitingLugasDeMigration: false }, tx);
        return done(locale);
      });
    },

    /**
     * Presets a person's entry in the sandbox's file (the operator API), keyed as the migration
     * keys them.
     */
    personKeyOf(person: { email: string; dateOfBirth: string; placeOfBirth: string }): string {
      return lugasPersonKey(secret, {
        name: person.email.trim().toLowerCase(),
        dateOfBirth: person.dateOfBirth,
        placeOfBirth: person.placeOfBirth,
      });
    },
  };
}

export type LugasMigration = ReturnType<typeof createLugasMigration>;
