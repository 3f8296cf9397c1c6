import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CACHE_TIME_SECONDS,
  compareProviders,
  demoReloginDelayMs,
  deviceForWidth,
  isNarrowScreen,
  isSelfExclusionDurationId,
  isSurveyOffered,
  LAST_LOGIN_COOKIE_LIFETIME_SECONDS,
  LIMIT_DURATION_IDS,
  modalLayerZIndex,
  NARROW_SCREEN_MAX_WIDTH,
  NOTIFICATION_DURATION_MS,
  PANIC_PROMPT_COOKIE_LIFETIME_MS,
  postalBlockedRegionCheckApplies,
  providerOrderWeight,
  REFERRAL_TAG_EXPIRY_MS,
  REGISTRATION_MODAL_LAYER,
  searchResultsCount,
  SELF_EXCLUSION_DURATIONS,
  selfExclusionDurationsByLength,
  selfExclusionEndDate,
  sessionClockIntervalMs,
  SPANISH_DEFAULT_DEPOSIT_LIMITS,
  VERTICAL_SWITCH_WAIT_MS,
} from './constants';

describe('deviceForWidth (spec 000 §9 breakpoints)', () => {
  it.each([
    [2_560, 'hddesktop'],
    [2_000, 'hddesktop'],
    [1_999, 'desktop'],
    [800, 'desktop'],
    [799, 'tablet'],
    [500, 'tablet'],
    [499, 'mobile'],
    [320, 'mobile'],
    [0, 'mobile'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('narrow screen (spec 000 §9: under 1149)', () => {
  it('is narrow strictly below 1149 px', () => {
    expect(NARROW_SCREEN_MAX_WIDTH).toBe(1_149);
    expect(isNarrowScreen(1_148)).toBe(true);
    expect(isNarrowScreen(1_149)).toBe(false);
    expect(isNarrowScreen(1_280)).toBe(false);
  });

  it('shows 12/20 search results on narrow screens and 9/18 on wide ones (spec 001 §9)', () => {
    expect(searchResultsCount(375, false)).toBe(12);
    expect(searchResultsCount(375, true)).toBe(20);
    expect(searchResultsCount(1_149, false)).toBe(9);
    expect(searchResultsCount(1_920, true)).toBe(18);
  });
});

describe('durations and units', () => {
  it('keeps cache times in seconds (spec 000 §9)', () => {
    expect(CACHE_TIME_SECONDS).toEqual({
      tickets: 30,
      allRaffles: 30,
      winners: 3_600,
      default: 86_400,
      lobbyGames: 60,
    });
  });

  it('keeps other durations in milliseconds', () => {
    expect(NOTIFICATION_DURATION_MS).toEqual({ favourite: 3_000, default: 7_000, aml: 10_000 });
    expect(REFERRAL_TAG_EXPIRY_MS).toBe(7_200_000);
    expect(VERTICAL_SWITCH_WAIT_MS).toBe(60_000);
    expect(PANIC_PROMPT_COOKIE_LIFETIME_MS).toBe(60 * 86_400_000);
    expect(LAST_LOGIN_COOKIE_LIFETIME_SECONDS).toBe(3_540);
  });

  it('ticks the session clock every second for GB only (spec 001 §9)', () => {
    expect(sessionClockIntervalMs('GB')).toBe(1_000);
    expect(sessionClockIntervalMs('gb')).toBe(1_000);
    expect(sessionClockIntervalMs('SE')).toBe(60_000);
    expect(sessionClockIntervalMs(null)).toBe(60_000);
  });

  it('asks a demo player to log in after 2 minutes, one more per repeat (spec 001 §4)', () => {
    expect(demoReloginDelayMs(0)).toBe(120_000);
    expect(demoReloginDelayMs(1)).toBe(180_000);
    expect(demoReloginDelayMs(3)).toBe(300_000);
  });
});

describe('modal layers (spec 001 §9)', () => {
  it('maps layers 0–5 to their z-indices', () => {
    expect(([0, 1, 2, 3, 4, 5] as const).map((layer) => modalLayerZIndex(layer))).toEqual([
      4, 6, 18, 24, 32, 36,
    ]);
  });

  it('puts the registration modal on layer 4', () => {
    expect(modalLayerZIndex(REGISTRATION_MODAL_LAYER)).toBe(32);
  });
});

describe('survey sampling (spec 001 §9)', () => {
  it('offers the survey to draws under 0.03', () => {
    expect(isSurveyOffered('fi', 0.029)).toBe(true);
    expect(isSurveyOffered('fi', 0.03)).toBe(false);
    expect(isSurveyOffered('en', 0.5)).toBe(false);
  });

  it('never offers it on es or hr', () => {
    expect(isSurveyOffered('es', 0)).toBe(false);
    expect(isSurveyOffered('hr', 0)).toBe(false);
    expect(isSurveyOffered('pe', 0)).toBe(true);
  });
});

describe('postal blocked-region check (spec 001 §5)', () => {
  it('fires for country 40 from the first character', () => {
    expect(postalBlockedRegionCheckApplies(40, '')).toBe(false);
    expect(postalBlockedRegionCheckApplies(40, '1')).toBe(true);
  });

  it('fires for country 83 only when longer than 4 characters', () => {
    expect(postalBlockedRegionCheckApplies(83, '1234')).toBe(false);
    expect(postalBlockedRegionCheckApplies(83, '12345')).toBe(true);
  });

  it('never fires for other countries', () => {
    expect(postalBlockedRegionCheckApplies(1, '123456')).toBe(false);
  });
});

describe('Spanish default deposit limits (spec 001 §9)', () => {
  it('are 600, 1 500 and 3 000 euros for durations 1, 2 and 3', () => {
    expect(SPANISH_DEFAULT_DEPOSIT_LIMITS.map((l) => [l.duration, l.amountMinor])).toEqual([
      [1, 60_000],
      [2, 150_000],
      [3, 300_000],
    ]);
    for (const limit of SPANISH_DEFAULT_DEPOSIT_LIMITS) {
      expect(LIMIT_DURATION_IDS[limit.period]).toBe(limit.duration);
    }
  });
});

describe('provider order (spec 001 §9)', () => {
  it.each([
    ['Netent', 1],
    ['NetEnt', 1],
    ['Play N Go', 2],
    ['PlayNGo', 2],
    ["Play'n GO", 2],
    ['nyx gaming', 3],
    ['Evolution', 4],
    ['Microgaming', 5],
    ['Quickspin', 6],
    ['Scientific Games', 7],
    ['igt', 8],
    ['Betsoft', 9],
    ['Greentube', 10],
    ['Pragmatic Play', 100],
    ['', 100],
  ] as const)('%s weighs %i', (name, weight) => {
    expect(providerOrderWeight(name)).toBe(weight);
  });

  it('sorts listed providers by weight, then the rest by name', () => {
    expect(
      ['Yggdrasil', 'Evolution', 'Amatic', 'NetEnt', 'Play N Go'].sort(compareProviders),
    ).toEqual(['NetEnt', 'Play N Go', 'Evolution', 'Amatic', 'Yggdrasil']);
  });
});

describe('self-exclusion durations (spec 000 §9)', () => {
  it('has the spec ids with their lengths', () => {
    const byId = Object.fromEntries(SELF_EXCLUSION_DURATIONS.map((d) => [d.id, [d.unit, d.count]]));
    expect(byId).toEqual({
      1: ['day', 1],
      2: ['day', 7],
      3: ['month', 1],
      4: ['month', 6],
      5: ['month', 12],
      6: ['permanent', null],
      26: ['month', 24],
      27: ['month', 36],
      28: ['month', 60],
      29: ['day', 3],
      30: ['month', 3],
    });
  });

  it('lists them shortest first, permanent last', () => {
    expect(selfExclusionDurationsByLength().map((d) => d.id)).toEqual([
      1, 29, 2, 3, 30, 4, 5, 26, 27, 28, 6,
    ]);
  });

  it('recognises only its own ids', () => {
    expect(isSelfExclusionDurationId(29)).toBe(true);
    expect(isSelfExclusionDurationId(7)).toBe(false);
  });

  it('adds whole days', () => {
    const start = new Date('2024-03-30T22:15:00Z');
    expect(selfExclusionEndDate(1, start)).toEqual(new Date('2024-03-31T22:15:00Z'));
    expect(selfExclusionEndDate(2, start)).toEqual(new Date('2024-04-06T22:15:00Z'));
    expect(selfExclusionEndDate(29, start)).toEqual(new Date('2024-04-02T22:15:00Z'));
  });

  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(selfExclusionEndDate(3, new Date('2024-01-31T10:00:00Z'))).toEqual(
      new Date('2024-02-29T10:00:00Z'),
    );
    expect(selfExclusionEndDate(3, new Date('2023-01-31T10:00:00Z'))).toEqual(
      new Date('2023-02-28T10:00:00Z'),
    );
    expect(selfExclusionEndDate(30, new Date('2024-11-30T00:00:00Z'))).toEqual(
      new Date('2025-02-28T00:00:00Z'),
    );
    expect(selfExclusionEndDate(5, new Date('2024-02-29T12:00:00Z'))).toEqual(
      new Date('2025-02-28T12:00:00Z'),
    );
    expect(selfExclusionEndDate(28, new Date('2024-06-15T08:30:00Z'))).toEqual(
      new Date('2029-06-15T08:30:00Z'),
    );
  });

  it('never ends a permanent exclusion', () => {
    expect(selfExclusionEndDate(6, new Date('2024-01-01T00:00:00Z'))).toBeNull();
  });

  it('always ends after it starts, and a longer choice never ends earlier', () => {
    const ordered = selfExclusionDurationsByLength().filter((d) => d.unit !== 'permanent');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (start) => {
          const ends = ordered.map((d) => selfExclusionEndDate(d.id, start)?.getTime() ?? NaN);
          expect(ends[0]).toBeGreaterThan(start.getTime());
          for (let i = 1; i < ends.length; i += 1) {
            expect(ends[i]).toBeGreaterThan(ends[i - 1] as number);
          }
        },
      ),
    );
  });
});
