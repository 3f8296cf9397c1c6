import { describe, expect, it } from 'vitest';
import { accountViewOf, accountViewSearch } from './account-view';

const view = (search: string) => accountViewOf(new URLSearchParams(search));

describe('accountViewOf', () => {
  it('reads the tab from the query string, the first tab otherwise', () => {
    expect(view('?tab=rewards-history')).toEqual({
      tab: 'rewards-history',
      isSelfExclusionOpen: false,
    });
    expect(view('?tab=nonsense')).toEqual({ tab: 'balance', isSelfExclusionOpen: false });
    expect(view('')).toEqual({ tab: 'balance', isSelfExclusionOpen: false });
  });

  it('opens the self-exclusion section of limits for a selfExclusion value', () => {
    expect(view('?selfExclusion=yes')).toEqual({ tab: 'limits', isSelfExclusionOpen: true });
    expect(view('?tab=inbox&selfExclusion')).toEqual({ tab: 'limits', isSelfExclusionOpen: true });
    expect(view('?tab=selfExclusion')).toEqual({ tab: 'limits', isSelfExclusionOpen: true });
  });

  it('chooses the duration a spec 000 §9 id names, and no other', () => {
    expect(view('?tab=limits&selfExclusion=4')).toEqual({
      tab: 'limits',
      isSelfExclusionOpen: true,
      selfExclusionId: 4,
    });
    expect(view('?selfExclusion=1')).toEqual({
      tab: 'limits',
      isSelfExclusionOpen: true,
      selfExclusionId: 1,
    });
    // 7 is no duration id; the section still opens, with nothing chosen.
    expect(view('?selfExclusion=7')).toEqual({ tab: 'limits', isSelfExclusionOpen: true });
    expect(view('?selfExclusion=4.0')).toEqual({ tab: 'limits', isSelfExclusionOpen: true });
    expect(view('?selfExclusion=-4')).toEqual({ tab: 'limits', isSelfExclusionOpen: true });
  });

  it('writes a view back as the query string it is read from', () => {
    const search = accountViewSearch({ tab: 'limits', isSelfExclusionOpen: true });
    expect(accountViewOf(search)).toEqual({ tab: 'limits', isSelfExclusionOpen: true });

    const chosen = accountViewSearch({
      tab: 'limits',
      isSelfExclusionOpen: true,
      selfExclusionId: 28,
    });
    expect(chosen.toString()).toBe('tab=limits&selfExclusion=28');
    expect(accountViewOf(chosen)).toEqual({
      tab: 'limits',
      isSelfExclusionOpen: true,
      selfExclusionId: 28,
    });
    expect(accountViewSearch({ tab: 'inbox', isSelfExclusionOpen: false }).toString()).toBe(
      'tab=inbox',
    );
  });
});
