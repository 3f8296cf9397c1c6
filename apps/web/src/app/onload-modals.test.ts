import { describe, expect, it } from 'vitest';
import { onloadModals } from './onload-modals';

describe('onloadModals', () => {
  it('maps the named actions and the generic modal action, in order, skipping the others', () => {
    expect(
      onloadModals([
        { action: 'notification', params: { message: 'hi' } },
        { action: 'login', params: {} },
        {
          action: 'modal',
          params: { name: 'login-info', lastLogin: '2025-01-01', count: 2, x: {} },
        },
        { action: 'modal', params: { name: 'no-such-modal' } },
        { action: 'forgotPasswordSms', params: {} },
        { action: 'deposit', params: {} },
        { action: 'rewards', params: {} },
      ]),
    ).toEqual([
      { id: 'login' },
      { id: 'login-info', params: { lastLogin: '2025-01-01', count: '2' } },
      { id: 'forgot-password-sms' },
      { id: 'deposit' },
      { id: 'rewards' },
    ]);
  });
});
