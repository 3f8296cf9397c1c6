import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../../test/fake-server';
import { ENGLISH_CATALOG } from '../../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../../test/render-app';

const t = (key: string) => ENGLISH_CATALOG[key] ?? key;

beforeAll(preloadAppModals);
afterEach(() => vi.unstubAllGlobals());

const PLAYER = {
  logged: true,
  userId: '49',
  locale: 'de',
  onloadActions: [{ action: 'modal', params: { name: 'lugas-migration' } }],
};

const PERFORM = '/de/public-api/user/perform-lugas-migration';

function server(perform: FakeHandler) {
  return stubServer({
    'GET /de/public-api/user/get-user-data-for-lugas-migration': () => ({
      body: {
        success: true,
        data: { monthLimit: 1000, placeOfBirth: '', maidenName: '', maxMonthLimit: 1000 },
      },
    }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token' } }),
    [`POST ${PERFORM}`]: perform,
  });
}

async function openModal() {
  await renderApp('/de/casino', PLAYER);
  const dialog = await screen.findByRole('dialog', { name: t('lugas_migration_title') });
  const limit = await within(dialog).findByLabelText(t('lugas_migration_limit_label'));
  return { dialog, limit };
}

function tickBoth(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByLabelText(t('lugas_migration_terms_consent')));
  fireEvent.click(within(dialog).getByLabelText(t('lugas_migration_privacy_consent')));
}

describe('the German migration modal (spec 001 §2 / §4 / §5 / §8)', () => {
  it('pre-fills the limit, cannot be dismissed, submits only with both consents', async () => {
    const requests = server(() => ({
      body: { success: true, data: { redirect: '/de/casino' }, message: 'ok', errors: {} },
    }));
    const { dialog, limit } = await openModal();
    expect(limit).toHaveValue('1000');
    expect(within(dialog).queryByRole('button', { name: t('modal_close') })).toBeNull();
    const submit = within(dialog).getByRole('button', { name: t('lugas_migration_submit') });
    expect(submit).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText(t('lugas_migration_terms_consent')));
    expect(submit).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText(t('lugas_migration_privacy_consent')));
    expect(submit).toBeEnabled();
    fireEvent.change(within(dialog).getByLabelText(t('lugas_migration_place_label')), {
      target: { value: 'Berlin' },
    });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(requests.callsTo('POST', PERFORM)).toHaveLength(1));
    expect(Object.fromEntries(requests.callsTo('POST', PERFORM)[0]!.form)).toMatchObject({
      lugas_monthly_deposit_limit: '1000',
      user_place_of_birth: 'Berlin',
      user_maidenname: '',
      terms_and_conditions_consented: '1',
      privacy_and_cookie_notice_consented: '1',
    });
  });

  it("'Validation error.' shows each field's own error text, else the server's", async () => {
    server(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Validation error.',
        errors: {
          user_place_of_birth: 'server says no',
          user_maidenname: 'Too long, says the server',
        },
      },
    }));
    const { dialog } = await openModal();
    tickBoth(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: t('lugas_migration_submit') }));
    expect(await within(dialog).findByText(t('lugas_migration_place_invalid'))).toBeVisible();
    expect(within(dialog).getByText('Too long, says the server')).toBeVisible();
    expect(within(dialog).queryByText('server says no')).toBeNull();
  });

  it('the monthly limit failure and a network failure show their messages', async () => {
    let answer: 'limit' | 'network' = 'limit';
    server(() =>
      answer === 'limit'
        ? {
            status: 409,
            body: {
              success: false,
              message: 'updateUserMonthlyLimitError',
              errors: { lugas_monthly_deposit_limit: 'You are playing elsewhere.' },
            },
          }
        : { status: 500, text: 'not json' },
    );
    const { dialog } = await openModal();
    tickBoth(dialog);
    const submit = within(dialog).getByRole('button', { name: t('lugas_migration_submit') });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t('lugas_migration_error_monthly_limit'),
    );
    expect(within(dialog).getByText('You are playing elsewhere.')).toBeVisible();
    answer = 'network';
    await vi.waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        t('lugas_migration_error_generic'),
      ),
    );
  });
});
