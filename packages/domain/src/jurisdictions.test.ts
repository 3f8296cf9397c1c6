import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JURISDICTION_PROFILE,
  JURISDICTION_CODES,
  JURISDICTION_PROFILES,
  type JurisdictionProfile,
  profileForCode,
  profileForCountry,
  slotStakeCapMinor,
  ZJurisdictionProfile,
} from './jurisdictions';

function withChanges(code: string, changes: Record<string, unknown>): unknown {
  const profile = JURISDICTION_PROFILES.find((p) => p.code === code);
  return JSON.parse(JSON.stringify({ ...profile, ...changes })) as unknown;
}

describe('jurisdiction profiles (DESIGN §8)', () => {
  it('has exactly one profile per code', () => {
    expect(JURISDICTION_PROFILES.map((p) => p.code).sort()).toEqual([...JURISDICTION_CODES].sort());
  });

  it('governs each country at most once', () => {
    const countries = JURISDICTION_PROFILES.map((p) => p.country).filter((c) => c !== null);
    expect(new Set(countries).size).toBe(countries.length);
  });

  it('survives a JSON round trip through the schema unchanged', () => {
    for (const profile of JURISDICTION_PROFILES) {
      const stored = JSON.parse(JSON.stringify(profile)) as unknown;
      expect(ZJurisdictionProfile.parse(stored)).toEqual(profile);
    }
  });

  it('refuses stored profiles that break the rules', () => {
    expect(ZJurisdictionProfile.safeParse(withChanges('GB', { minimumAge: 16 })).success).toBe(
      false,
    );
    expect(ZJurisdictionProfile.safeParse(withChanges('GB', { country: 'gbr' })).success).toBe(
      false,
    );
    expect(ZJurisdictionProfile.safeParse(withChanges('GB', { country: null })).success).toBe(
      false,
    );
    expect(ZJurisdictionProfile.safeParse(withChanges('default', { country: 'MT' })).success).toBe(
      false,
    );
    expect(ZJurisdictionProfile.safeParse(withChanges('GB', { unknownRule: true })).success).toBe(
      false,
    );
    expect(
      ZJurisdictionProfile.safeParse(
        withChanges('ES', {
          depositLimits: {
            periods: ['daily'],
            defaultsMinor: { daily: 60_000, monthly: 300_000 },
            isRequired: true,
            maxMinor: null,
            registrationPeriod: 'daily',
          },
        }),
      ).success,
    ).toBe(false);
    expect(
      ZJurisdictionProfile.safeParse(
        withChanges('GB', {
          slotStakeCap: { amountMinor: 200, youngAdult: { belowAge: 25, amountMinor: 500 } },
        }),
      ).success,
    ).toBe(false);
  });
});

describe('Spain (spec 001 §9, §6)', () => {
  const spain = profileForCountry('ES');

  it('starts every player with 600 / 1 500 / 3 000 euro deposit limits', () => {
    expect(spain.depositLimits.defaultsMinor).toEqual({
      daily: 60_000,
      weekly: 150_000,
      monthly: 300_000,
    });
    expect(spain.depositLimits.periods).toEqual(['daily', 'weekly', 'monthly']);
  });

  it('needs the quiz before a raise and shows live stats', () => {
    expect(spain.limitRaise.isQuizRequired).toBe(true);
    expect(spain.hasLiveStats).toBe(true);
  });

  it('is the only market with default limits', () => {
    const withDefaults = JURISDICTION_PROFILES.filter(
      (p) => p.depositLimits.defaultsMinor !== null,
    );
    expect(withDefaults.map((p) => p.code)).toEqual(['ES']);
  });
});

describe('market rules from the spec', () => {
  it('shows live stats in GB and ES only (spec 001 §6)', () => {
    expect(
      JURISDICTION_PROFILES.filter((p) => p.hasLiveStats)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['ES', 'GB']);
  });

  it('uses bank ID in Sweden and the panic button in Germany', () => {
    expect(JURISDICTION_PROFILES.filter((p) => p.hasBankId).map((p) => p.code)).toEqual(['SE']);
    expect(JURISDICTION_PROFILES.filter((p) => p.hasPanicButton).map((p) => p.code)).toEqual([
      'DE',
    ]);
  });

  it('asks the German state and the Peruvian identity document', () => {
    expect(profileForCountry('DE').registrationFields).toContain('state');
    expect(profileForCountry('PE').registrationFields).toEqual(
      expect.arrayContaining([
        'identityDocumentType',
        'identityDocumentNumber',
        'district',
        'department',
      ]),
    );
    expect(profileForCountry('FI').registrationFields).toEqual([]);
  });

  it('sends Serbian registration to /sr/registracija under SGCA (spec 001 §2)', () => {
    const serbia = profileForCountry('RS');
    expect(serbia.authority).toBe('SGCA');
    expect(serbia.registrationPath).toBe('/sr/registracija');
  });

  it('skips SMS verification for TOBIQUE only (spec 001 §4)', () => {
    expect(
      JURISDICTION_PROFILES.filter((p) => !p.isSmsVerificationRequired).map((p) => p.authority),
    ).toEqual(['TOBIQUE']);
  });

  it('waits 60 s between verticals in Germany', () => {
    expect(profileForCountry('DE').verticalSwitchWaitSeconds).toBe(60);
    expect(profileForCountry('GB').verticalSwitchWaitSeconds).toBeNull();
  });

  it('checks reality hourly everywhere and admits no one under 18', () => {
    for (const profile of JURISDICTION_PROFILES) {
      expect(profile.realityCheckIntervalMinutes).toBe(60);
      expect(profile.minimumAge).toBeGreaterThanOrEqual(18);
    }
  });
});

describe('slot stake caps', () => {
  it('caps GB at £5, £2 under 25', () => {
    const gb = profileForCountry('GB');
    expect(slotStakeCapMinor(gb, 24)).toBe(200);
    expect(slotStakeCapMinor(gb, 25)).toBe(500);
  });

  it('caps DE at €1 for everyone and leaves other markets uncapped', () => {
    expect(slotStakeCapMinor(profileForCountry('DE'), 19)).toBe(100);
    expect(slotStakeCapMinor(profileForCountry('DE'), 60)).toBe(100);
    expect(slotStakeCapMinor(profileForCountry('SE'), 19)).toBeNull();
  });
});

describe('profileForCountry', () => {
  it.each([
    ['GB', 'GB'],
    ['gb', 'GB'],
    [' se ', 'SE'],
    ['DE', 'DE'],
    ['NL', 'NL'],
    ['PE', 'PE'],
    ['HR', 'HR'],
    ['RS', 'SR'],
    ['NZ', 'NZ'],
    ['CA', 'TOBIQUE'],
  ] as const)('%s → %s', (country, code) => {
    expect(profileForCountry(country).code).toBe(code);
  });

  it.each([['FI'], ['MT'], [''], ['SR'], ['default']])(
    'falls back to the default profile for %j',
    (country) => {
      expect(profileForCountry(country)).toBe(DEFAULT_JURISDICTION_PROFILE);
    },
  );

  it('falls back to the default profile without a country', () => {
    const fallback = profileForCountry(null);
    expect(fallback.code).toBe('default');
    expect(fallback.country).toBeNull();
    expect(fallback.isDemoPlayAllowed).toBe(true);
  });

  it('looks up in stored profiles when given them', () => {
    const stored: JurisdictionProfile[] = JURISDICTION_PROFILES.map((p) =>
      p.code === 'ES' ? { ...p, realityCheckIntervalMinutes: 30 } : p,
    );
    expect(profileForCountry('ES', stored).realityCheckIntervalMinutes).toBe(30);
    expect(profileForCode('ES', stored).realityCheckIntervalMinutes).toBe(30);
    expect(profileForCode('ES').realityCheckIntervalMinutes).toBe(60);
  });
});
