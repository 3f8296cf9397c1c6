import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_NAMES,
  type FeatureFlag,
  isFeatureEnabled,
  resolveFeatures,
  ZFeatureFlag,
  ZFeatureFlags,
} from './feature-flags';

describe('feature names (spec 001 §6, spec 000 §5–§6)', () => {
  it('keeps the spec spellings', () => {
    expect(FEATURE_NAMES).toEqual(
      expect.arrayContaining([
        'MINCETUR',
        'emailVerification',
        'registration_static_v3',
        'gamelimits',
        'rizkrace',
      ]),
    );
    expect(new Set(FEATURE_NAMES).size).toBe(18);
  });

  it('has a valid default for every flag', () => {
    expect(Object.keys(DEFAULT_FEATURE_FLAGS).sort()).toEqual([...FEATURE_NAMES].sort());
    for (const flag of Object.values(DEFAULT_FEATURE_FLAGS))
      expect(ZFeatureFlag.parse(flag)).toEqual(flag);
  });
});

describe('isFeatureEnabled (spec 001 §2: "enabled for ALL or a list of countries")', () => {
  const everywhere: FeatureFlag = { enabled: true, countries: 'ALL' };
  const listed: FeatureFlag = { enabled: true, countries: ['DE', 'PE'] };

  it('is on for every country when enabled for ALL', () => {
    expect(isFeatureEnabled(everywhere, 'FI')).toBe(true);
    expect(isFeatureEnabled(everywhere, null)).toBe(true);
  });

  it('is on only for listed countries, in any case', () => {
    expect(isFeatureEnabled(listed, 'DE')).toBe(true);
    expect(isFeatureEnabled(listed, 'pe')).toBe(true);
    expect(isFeatureEnabled(listed, 'SE')).toBe(false);
    expect(isFeatureEnabled(listed, null)).toBe(false);
  });

  it('is off everywhere when disabled, whatever the list', () => {
    expect(isFeatureEnabled({ enabled: false, countries: 'ALL' }, 'DE')).toBe(false);
    expect(isFeatureEnabled({ enabled: false, countries: ['DE'] }, 'DE')).toBe(false);
  });

  it('is off for an empty country list', () => {
    expect(isFeatureEnabled({ enabled: true, countries: [] }, 'DE')).toBe(false);
  });
});

describe('resolveFeatures', () => {
  it('resolves the demo defaults per market', () => {
    const germany = resolveFeatures(DEFAULT_FEATURE_FLAGS, 'DE');
    expect(germany['panic-button']).toBe(true);
    expect(germany['show-live-stats']).toBe(false);
    expect(germany.MINCETUR).toBe(false);

    const peru = resolveFeatures(DEFAULT_FEATURE_FLAGS, 'PE');
    expect(peru.MINCETUR).toBe(true);
    expect(peru['panic-button']).toBe(false);

    const britain = resolveFeatures(DEFAULT_FEATURE_FLAGS, 'GB');
    expect(britain['show-live-stats']).toBe(true);
    expect(britain.emailVerification).toBe(false);
    expect(britain['demo-play']).toBe(true);
  });

  it('answers every flag', () => {
    expect(Object.keys(resolveFeatures({}, 'FI')).sort()).toEqual([...FEATURE_NAMES].sort());
  });

  it('lets stored flags override the defaults and fills the missing ones from them', () => {
    const stored = ZFeatureFlags.parse({
      'panic-button': { enabled: false, countries: ['DE'] },
      emailVerification: { enabled: true, countries: ['NZ'] },
    });
    const germany = resolveFeatures(stored, 'DE');
    expect(germany['panic-button']).toBe(false);
    expect(germany.emailVerification).toBe(false);
    expect(germany.migrations).toBe(true);
    expect(resolveFeatures(stored, 'NZ').emailVerification).toBe(true);
  });

  it('refuses stored flags with unknown names or malformed countries', () => {
    expect(
      ZFeatureFlags.safeParse({ 'no-such-flag': { enabled: true, countries: 'ALL' } }).success,
    ).toBe(false);
    expect(
      ZFeatureFlags.safeParse({ rizkrace: { enabled: true, countries: ['germany'] } }).success,
    ).toBe(false);
    expect(
      ZFeatureFlags.safeParse({ rizkrace: { enabled: 'yes', countries: 'ALL' } }).success,
    ).toBe(false);
  });
});
