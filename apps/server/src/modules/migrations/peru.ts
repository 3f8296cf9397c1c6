import {
  PE_MIGRATION_FIELDS as F,
  PERUVIAN_NATIONALITY,
  peMigrationErrorKey,
  type PeMigrationMobileError,
  type TPeMigrationMobileResponse,
  type TPeMigrationRequest,
  type TPeMigrationResponse,
} from '@playfair/contracts/pe-migration';
import { webPagePath } from '@playfair/contracts/web-pages';
import type { Locale } from '@playfair/domain/locales';
import { canonicalMobile, REGISTRATION_COUNTRIES } from '@playfair/domain/registration-countries';
import {
  IDENTITY_DOCUMENT_TYPES,
  isIdentityDocumentNumberValid,
  type IdentityDocumentType,
} from '@playfair/domain/validation';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import type { EventBus } from '../../platform/events/events';
import { AppError, type ErrorParams } from '../../platform/errors';
// spec 001 §4: the registration's district → department lookup, one way for both forms.
import { departmentOf, isKnownDistrict } from '../registration/service';
import type { ContactRegistry } from '../identity/service';

// spec 001 §2 / §3 / §5 / §7: the Peruvian (MINCETUR) migration. A Peruvian player who has not
// yet given what MINCETUR asks gives their mobile, identity document (DNI, or CE with their
// nationality), district and department, and answers the marketing consent; the details are
// written on the player with the flag cleared, in one transaction, exactly once.

/** The migration's modal, as the web app's modal registry names it (spec 001 §2 onload `modal`). */
export const PE_MIGRATION_MODAL = 'pe-migration';

const PERU = 'PE';

/** Nationalities a CE holder may name: the countries the platform knows (ISO 3166-1 alpha-2). */
const NATIONALITIES: ReadonlySet<string> = new Set(
  REGISTRATION_COUNTRIES.map((country) => country.iso),
);

export type PeruPlayer = { id: string; country: string; awaitingPeMigration: boolean };

export type PeruMigrationDependencies = {
  db: Database;
  identity: {
    personOf(
      playerId: string,
      tx?: Database,
    ): Promise<{ mobilePrefix: string | null; mobile: string | null } | undefined>;
    completePeruvianMigration(
      playerId: string,
      details: {
        mobilePrefix: string;
        mobile: string;
        district: string;
        department: string;
        identityDocumentType: string;
        identityDocumentNumber: string;
        marketingConsent: boolean;
      },
      tx: Database,
    ): Promise<boolean>;
  };
  /** registration: the mobile's rules and its unique record. */
  registration: ContactRegistry;
  events: Pick<EventBus, 'publish'>;
  translate: (locale: Locale, key: string, params?: ErrorParams) => string;
};

export type PeruOutcome = { status: 200 | 400; body: TPeMigrationResponse };

/** spec 001 §5: the registration statuses of a mobile, as the migration's error names. */
function mobileErrorOf(status: number): PeMigrationMobileError {
  if (status === 114) return 'mobile_taken';
  if (status === 118) return 'mobile_not_allowed';
  return 'invalid_mobile';
}

export function createPeruMigration(deps: PeruMigrationDependencies) {
  const { db, identity, registration, events, translate } = deps;

  /** The player's own mobile is theirs to keep; any other meets the registration's rules. */
  async function checkMobile(
    playerId: string,
    prefix: string,
    mobile: string,
  ): Promise<
    | { kind: 'ok'; contact: { callingCode: string; national: string; canonical: string } }
    | { kind: 'refused'; error: PeMigrationMobileError }
  > {
    if (prefix === '' || mobile === '') return { kind: 'refused', error: 'invalid_mobile' };
    const answer = await registration.contactProblems({ mobilePrefix: prefix, mobile });
    if (answer.isAcceptable && 'mobile' in answer.contact) {
      return { kind: 'ok', contact: answer.contact.mobile };
    }
    if (!answer.isAcceptable && answer.status === 114) {
      // Taken by the player themself (the number they registered with) is no problem.
      const person = await identity.personOf(playerId);
      const canonical = canonicalMobile(prefix, mobile);
      if (
        person?.mobilePrefix != null &&
        person.mobile != null &&
        canonical === `${person.mobilePrefix} ${person.mobile}`
      ) {
        return {
          kind: 'ok',
          contact: { callingCode: person.mobilePrefix, national: person.mobile, canonical },
        };
      }
    }
    return {
      kind: 'refused',
      error: mobileErrorOf(answer.isAcceptable ? 101 : answer.status),
    };
  }

  return {
    /** spec 001 §2 onload: the modal opens on every page while the migration waits. */
    onloadActions(player: PeruPlayer) {
      return player.awaitingPeMigration
        ? [{ action: 'modal', params: { name: PE_MIGRATION_MODAL } }]
        : [];
    },

    /** Real play waits for the migration (MINCETUR: the player's details first). */
    assertMayPlayForReal(player: PeruPlayer): void {
      if (player.awaitingPeMigration) {
        throw new AppError('MIGRATION_REQUIRED', { messageKey: 'pe_migration_play_blocked' });
      }
    },

    /** POST /{locale}/user/pe-migration/validate-mobile: the check before the submit. */
    async validateMobile(
      player: PeruPlayer,
      prefix: string,
      mobile: string,
      locale: Locale,
    ): Promise<TPeMigrationMobileResponse> {
      if (!player.awaitingPeMigration) throw new AppError('MIGRATION_NOT_AWAITED');
      const checked = await checkMobile(player.id, prefix.trim(), mobile.trim());
      return checked.kind === 'ok'
        ? { success: true }
        : {
            success: false,
            error: checked.error,
            message: translate(locale, peMigrationErrorKey(checked.error)),
          };
    },

    /** POST /{locale}/user/pe-migration. */
    async perform(
      player: PeruPlayer,
      body: TPeMigrationRequest,
      locale: Locale,
    ): Promise<PeruOutcome> {
      const redirectUrl = webPagePath(locale, 'casino');
      if (!player.awaitingPeMigration) {
        // Exactly once: a Peruvian player's second submit answers the success and changes nothing.
        if (player.country === PERU) return { status: 200, body: { success: true, redirectUrl } };
        throw new AppError('MIGRATION_NOT_AWAITED');
      }
      const value = (name: string) =>
        (body as Record<string, string | undefined>)[name]?.trim() ?? '';
      const issues: { field: string; key: string }[] = [];
      const type = value(F.documentType);
      const number = value(F.documentNumber);
      const isType = (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(type);
      if (!isType) issues.push({ field: F.documentType, key: 'validation_required' });
      else if (!isIdentityDocumentNumberValid(type as IdentityDocumentType, number)) {
        issues.push({
          field: F.documentNumber,
          key: type === 'DNI' ? 'validation_dni' : 'validation_ce',
        });
      }
      // spec 001 §3: a CE holder names their nationality; everyone else is Peruvian.
      const nationality = type === 'CE' ? value(F.nationality).toUpperCase() : PERUVIAN_NATIONALITY;
      if (type === 'CE' && !NATIONALITIES.has(nationality)) {
        issues.push({ field: F.nationality, key: 'pe_migration_nationality_required' });
      }
      const district = value(F.district);
      const department = value(F.department);
      if (district === '') issues.push({ field: F.district, key: 'validation_required' });
      else if (!isKnownDistrict(district)) {
        issues.push({ field: F.district, key: 'validation_district' });
      }
      if (department === '') issues.push({ field: F.department, key: 'validation_required' });
      else if (isKnownDistrict(district) && departmentOf(district) !== department) {
        issues.push({ field: F.department, key: 'validation_department' });
      }
      const mobile = await checkMobile(player.id, value(F.mobilePrefix), value(F.mobile));
      if (mobile.kind === 'refused') {
        issues.push({ field: F.mobile, key: peMigrationErrorKey(mobile.error) });
      }
      if (issues.length > 0 || mobile.kind !== 'ok') {
        return {
          status: 400,
          body: {
            success: false,
            error: translate(locale, 'error_validation'),
            errors: issues.map(({ field, key }) => ({ field, msg: translate(locale, key) })),
          },
        };
      }
      const isConsented = value(F.marketingConsented) === '1';
      try {
        await db.transaction(async (tx) => {
          const isClaimed = await identity.completePeruvianMigration(
            player.id,
            {
              mobilePrefix: mobile.contact.callingCode,
              mobile: mobile.contact.national,
              district,
              department,
              identityDocumentType: type,
              identityDocumentNumber: number,
              marketingConsent: isConsented,
            },
            tx,
          );
          if (!isClaimed) return;
          await registration.updateContact(player.id, { mobile: mobile.contact }, tx);
          await events.publish(tx, 'pe-migration.completed', {
            playerId: player.id,
            payload: { nationality, identityDocumentType: type },
          });
        });
      } catch (error) {
        // Another account took the number between the check and the write (status 114).
        if (!isUniqueViolation(error)) throw error;
        return {
          status: 400,
          body: {
            success: false,
            error: translate(locale, 'error_validation'),
            errors: [
              { field: F.mobile, msg: translate(locale, peMigrationErrorKey('mobile_taken')) },
            ],
          },
        };
      }
      return { status: 200, body: { success: true, redirectUrl } };
    },
  };
}

export type PeruMigration = ReturnType<typeof createPeruMigration>;
