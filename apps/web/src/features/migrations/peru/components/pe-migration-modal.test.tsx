import { MIGRATION_ERROR_MESSAGE_MS } from '@playfair/domain/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../../test/fake-timers';
import { stubServer } from '../../../../test/fake-server';
import { ENGLISH_CATALOG } from '../../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../../test/render-app';

const t = (key: string) => ENGLISH_CATALOG[key] ?? key;

beforeAll(preloadAppModals);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PLAYER = {
  logged: true,
  userId: '51',
  onloadActions: [{ action: 'modal', params: { name: 'pe-migration' } }],
};

function server(mobileAnswer: { success: boolean; error?: string; message?: string }) {
  return stubServer({
    'GET /get-subdivisions/district/PE': () => ({
      body: { 'Barranco (Lima)': '150104', 'Ate (Lima)': '150103' },
    }),
    'GET /get-subdivisions/department/150104': () => ({ body: { Lima: '15' } }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token' } }),
    'POST /en/user/pe-migration/validate-mobile': () => ({ body: mobileAnswer }),
    'POST /en/user/pe-migration': () => ({ body: { success: true, redirectUrl: '/en/casino' } }),
  });
}

async function fillValidForm(dialog: HTMLElement) {
  const field = (name: string) => within(dialog).getByLabelText(t(name));
  fireEvent.change(field('pe_migration_mobile_label'), { target: { value: '912345678' } });
  fireEvent.change(field('pe_migration_document_type_label'), { target: { value: 'DNI' } });
  fireEvent.change(field('pe_migration_document_number_label'), {
    target: { value: '12345678' },
  });
  await within(dialog).findByRole('option', { name: 'Barranco (Lima)' });
  fireEvent.change(field('pe_migration_district_label'), { target: { value: '150104' } });
  // spec 001 §4: the district leads to its department.
  await within(dialog).findByRole('option', { name: 'Lima' });
}

describe('the Peruvian migration modal (spec 001 §2 / §3 / §4 / §5 / §9)', () => {
  it('opens on load, cannot be dismissed, enables submit only with every field valid', async () => {
    server({ success: true });
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: t('pe_migration_title') });
    expect(within(dialog).queryByRole('button', { name: t('modal_close') })).toBeNull();
    const submit = within(dialog).getByRole('button', { name: t('pe_migration_submit') });
    expect(submit).toBeDisabled();
    await fillValidForm(dialog);
    expect(within(dialog).getByLabelText(t('pe_migration_department_label'))).toHaveValue('15');
    expect(submit).toBeEnabled();

    // A CE shows the nationality and needs it (and 9 digits).
    expect(within(dialog).queryByLabelText(t('pe_migration_nationality_label'))).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(t('pe_migration_document_type_label')), {
      target: { value: 'CE' },
    });
    expect(within(dialog).getByLabelText(t('pe_migration_nationality_label'))).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it("shows the server's mobile refusal as inkabet.migration.{error}, gone after 15 s", async () => {
    const requests = server({ success: false, error: 'mobile_taken', message: 'taken' });
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: t('pe_migration_title') });
    await fillValidForm(dialog);
    useFakeTimersWithTestingLibrary();
    fireEvent.click(within(dialog).getByRole('button', { name: t('pe_migration_submit') }));
    await passTime();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      t('pe_migration_error_mobile_taken'),
    );
    expect(requests.callsTo('POST', '/en/user/pe-migration')).toHaveLength(0);
    await passTime(MIGRATION_ERROR_MESSAGE_MS - 1_000);
    expect(within(dialog).getByRole('alert')).toBeVisible();
    await passTime(1_000);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('posts the spec fields with the nationality forced to PE and the hidden consent', async () => {
    const requests = server({ success: true });
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: t('pe_migration_title') });
    await fillValidForm(dialog);
    fireEvent.click(within(dialog).getByLabelText(t('pe_migration_marketing_consent')));
    fireEvent.click(within(dialog).getByRole('button', { name: t('pe_migration_submit') }));
    await vi.waitFor(() =>
      expect(requests.callsTo('POST', '/en/user/pe-migration')).toHaveLength(1),
    );
    const form = requests.callsTo('POST', '/en/user/pe-migration')[0]!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      user_mobile_prefix: '+51',
      user_mobile: '912345678',
      IdentityDocumentType: 'DNI',
      IdentityDocumentNumber: '12345678',
      user_nationality: 'PE',
      user_migration_district: '150104',
      user_migration_department: '15',
      user_marketing_consented: '1',
    });
  });
});
