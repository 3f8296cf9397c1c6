import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asksDepositCountUpdate, onloadNavigation, refreshDepositCount } from './onload-actions';

describe('onloadNavigation (spec 001 §2 account and game)', () => {
  it('account opens the account page, on the tab the params name', () => {
    expect(onloadNavigation([{ action: 'account', params: {} }], 'en')).toBe('/en/account');
    expect(onloadNavigation([{ action: 'account', params: { tab: 'limits' } }], 'en')).toBe(
      '/en/account?tab=limits',
    );
    expect(onloadNavigation([{ action: 'account', params: { tab: 'nope' } }], 'sr')).toBe(
      '/sr/moj-nalog',
    );
  });

  it('game opens the game by its slug; an error or a bad slug goes nowhere', () => {
    expect(onloadNavigation([{ action: 'game', params: { slug: 'golden-reels' } }], 'fi')).toBe(
      '/fi/game/golden-reels',
    );
    expect(onloadNavigation([{ action: 'game', params: { error: 'pending-consent' } }], 'en')).toBe(
      null,
    );
    expect(onloadNavigation([{ action: 'game', params: { slug: '../x' } }], 'en')).toBe(null);
    expect(onloadNavigation([{ action: 'races', params: {} }], 'en')).toBe(null);
  });
});

describe('updateDepositCount', () => {
  it('reads the deposits the page keeps again', async () => {
    expect(asksDepositCountUpdate([{ action: 'updateDepositCount', params: {} }])).toBe(true);
    expect(asksDepositCountUpdate([{ action: 'deposit', params: {} }])).toBe(false);

    const queryClient = new QueryClient();
    const keys = [['wallet', 'p1'], ['user-status', 'p1'], ['quick-deposit', 'p1'], ['other']];
    for (const queryKey of keys) queryClient.setQueryData(queryKey, { value: 1 });
    await refreshDepositCount(queryClient, { locale: 'en', userId: 'p1' });
    const isStale = (queryKey: string[]) =>
      queryClient.getQueryCache().find({ queryKey, exact: true })?.state.isInvalidated;
    expect(isStale(['wallet', 'p1'])).toBe(true);
    expect(isStale(['user-status', 'p1'])).toBe(true);
    expect(isStale(['quick-deposit', 'p1'])).toBe(true);
    expect(isStale(['other'])).toBe(false);
  });
});
