import { MINUTE_MS } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { Locale } from '@playfair/domain/locales';
import { registrationCountryByIso } from '@playfair/domain/registration-countries';
import { registrationRulesFor, type TRegistrationRules } from '@playfair/contracts/registration';
import type { Database } from '../../platform/db/client';
import type { BrandService } from '../brand/service';
import type { IdentityService } from '../identity/service';
import type { JurisdictionsService } from '../jurisdictions/service';
import type { NotificationsService } from '../notifications/service';
import type { RegistersService } from '../registers/service';

// What the registration operations share: their dependencies, the visitor's jurisdiction and
// rules, the age at which a registration's claim goes stale, and how a registration is refused.

/** Who is registering: the locale of the call and the country the visitor is in. */
export type Visitor = { locale: Locale; country: string };

/** A registration claim nobody completed within this time no longer holds its email and mobile. */
const CLAIM_STALE_AFTER_MS = 5 * MINUTE_MS;

/** A refusal's catalog key, the field it belongs to, and the values its text names. */
export type RegistrationIssue = {
  key: string;
  field?: string;
  params?: Record<string, string | number>;
};

export type RegistrationOutcome =
  | { kind: 'registered'; playerId: string; country: string; emailVerification: boolean }
  | { kind: 'refused'; httpStatus: RefusalHttpStatus; status: number; errors: RegistrationIssue[] };

export type RefusalHttpStatus = 400 | 403 | 409 | 422;

export type RegistrationDependencies = {
  db: Database;
  brand: Pick<BrandService, 'features'>;
  jurisdictions: Pick<JurisdictionsService, 'profileFor'>;
  identity: Pick<IdentityService, 'createPlayer'>;
  notifications: Pick<NotificationsService, 'send'>;
  /** DESIGN §10: our own exclusion list and the markets' national self-exclusion registers. */
  registers: Pick<RegistersService, 'exclusionAtRegistration'>;
  /** DESIGN §10: the deposit limit asked at registration becomes the player's real limit. */
  limits: { recordRegistrationLimit(playerId: string, amountMinor: number | null): Promise<void> };
  /**
   * spec 001 §3 form_user_marketing_consent: the registration's answer is the player's first
   * marketing consents (the consents module's history); none kept unless app.ts gives it.
   */
  consents?: { recordRegistration(playerId: string, isConsented: boolean): Promise<void> };
  now?: () => Date;
};

export function refused(
  httpStatus: RefusalHttpStatus,
  status: number,
  errors: RegistrationIssue[],
): RegistrationOutcome {
  return { kind: 'refused', httpStatus, status, errors };
}

export type RegistrationContext = Required<RegistrationDependencies> & {
  profileOf(visitor: Visitor): JurisdictionProfile;
  rulesFor(visitor: Visitor): TRegistrationRules;
  isCountryBlocked(visitor: Visitor): boolean;
  /** Claims made before this no longer hold their email and mobile. */
  staleBefore(): Date;
};

export function createRegistrationContext({
  db,
  brand,
  jurisdictions,
  identity,
  notifications,
  registers,
  limits,
  consents = { recordRegistration: async () => undefined },
  now = () => new Date(),
}: RegistrationDependencies): RegistrationContext {
  function profileOf(visitor: Visitor): JurisdictionProfile {
    return jurisdictions.profileFor(visitor.country);
  }

  function rulesFor(visitor: Visitor): TRegistrationRules {
    return registrationRulesFor({
      profile: profileOf(visitor),
      features: brand.features(visitor.country),
      country: visitor.country,
      profileCodeFor: (iso) => jurisdictions.profileFor(iso).code,
    });
  }

  /** Only residents of the markets we hold a licence for may register. */
  function isCountryBlocked(visitor: Visitor): boolean {
    return registrationCountryByIso(visitor.country) === undefined;
  }

  function staleBefore(): Date {
    return new Date(now().getTime() - CLAIM_STALE_AFTER_MS);
  }

  return {
    db,
    brand,
    jurisdictions,
    identity,
    notifications,
    registers,
    limits,
    consents,
    now,
    profileOf,
    rulesFor,
    isCountryBlocked,
    staleBefore,
  };
}
