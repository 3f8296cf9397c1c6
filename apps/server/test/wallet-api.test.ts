import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZWalletResponse } from '@playfair/contracts/wallet';
import { MONEY_SPACE } from '@playfair/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../src/modules/wallet/service';
import { createTestApp, loginAs, XHR, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /user/wallet', () => {
  it('answers a new player a zero balance in their currency, opening the account', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    const cookie = await loginAs(t.app, player);
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/wallet',
      headers: { ...XHR, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ZWalletResponse.parse(response.json())).toEqual({
      success: true,
      balanceMinor: '0',
      currency: 'EUR',
      formatted: '€0.00',
      bonusMinor: '0',
      bonusFormatted: '€0.00',
    });
  });

  it('shows what the ledger holds, formatted for the currency', async () => {
    const player = await t.createPlayer({ currency: 'PLN', country: 'PL', locale: 'pl' });
    await createWalletService(t.database.db).transfer({
      idempotencyKey: `deposit-${player.id}`,
      kind: 'deposit',
      from: { kind: 'payment_clearing' },
      to: { kind: 'player_cash', playerId: player.id },
      amountMinor: 123_456n,
      currency: 'PLN',
    });
    const cookie = await loginAs(t.app, player);
    const response = await t.app.inject({
      method: 'GET',
      url: '/pl/user/wallet',
      headers: { ...XHR, cookie },
    });
    expect(response.json()).toEqual({
      success: true,
      balanceMinor: '123456',
      currency: 'PLN',
      formatted: `1${MONEY_SPACE}234,56${MONEY_SPACE}zł`,
      bonusMinor: '0',
      bonusFormatted: `0,00${MONEY_SPACE}zł`,
    });
  });

  it('answers 401 INVALID_AUTHENTICATION_TOKEN without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/user/wallet', headers: XHR });
    expect(response.statusCode).toBe(401);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');
  });
});
