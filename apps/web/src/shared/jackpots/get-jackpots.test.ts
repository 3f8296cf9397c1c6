import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test/fake-server';
import { formatJackpotAmount } from './jackpot-amount';
import { jackpotFeedCurrency, jackpotsQueryOptions, topJackpots } from './get-jackpots';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const jackpot = (GameName: string, Amount: number) => ({
  GameName,
  GameId: GameName.toLowerCase(),
  Amount,
  Currency: 'EUR',
});

describe('jackpot feed', () => {
  it('asks in EUR for HRK and ISK, and in the currency itself otherwise', () => {
    expect(jackpotFeedCurrency('HRK')).toBe('EUR');
    expect(jackpotFeedCurrency('ISK')).toBe('EUR');
    expect(jackpotFeedCurrency('SEK')).toBe('SEK');
  });

  it('calls GET /{locale}/jackpots/{currency} with the replaced currency', async () => {
    const server = stubServer({
      'GET /is/jackpots/EUR': () => ({ body: { success: true, Data: [jackpot('Mega', 10)] } }),
    });
    const data = await new QueryClient().fetchQuery(
      jackpotsQueryOptions({ locale: 'is', currency: 'ISK' }),
    );

    expect(data.Data).toHaveLength(1);
    expect(server.callsTo('GET', '/is/jackpots/EUR')).toHaveLength(1);
    expect(server.requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('only logs a failure (spec 000 §8) and does not retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = stubServer({ 'GET /en/jackpots/EUR': () => ({ status: 500, body: {} }) });

    await expect(
      new QueryClient().fetchQuery(jackpotsQueryOptions({ locale: 'en', currency: 'EUR' })),
    ).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('The jackpots could not be loaded', expect.anything());
    expect(server.callsTo('GET', '/en/jackpots/EUR')).toHaveLength(1);
  });

  it('orders the top jackpots by amount', () => {
    const top = topJackpots([jackpot('A', 5), jackpot('B', 50), jackpot('C', 20)], 2);
    expect(top.map((entry) => entry.GameName)).toEqual(['B', 'C']);
  });

  it('formats amounts in groups of three digits', () => {
    expect(formatJackpotAmount(123_456_789, 'EUR')).toBe('€1,234,567.89');
    expect(formatJackpotAmount(123_456_789, 'RSD')).toBe('1.234.567,89\u00a0RSD');
  });
});
