/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import { OPERATOR, playerIdOf, registerThroughApi, setCompliance, shot } from './players';

// Verification documents (issue "Market flows"; spec 000 §6, spec 001 §6): a player the compliance
// team put under scan verification gets the block instead of real play, uploads a passport scan on
// the account's verification tab, is told it is being checked while it waits, and once the operator
// approves it the game opens for real.

const t = textsFor('en');
const SLOT = 'eternal-sea-rush';

/** A real JPEG, drawn and encoded by the browser itself. */
async function passportJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 220;
    const context = canvas.getContext('2d');
    if (context === null) return '';
    context.fillStyle = '#1f3b73';
    context.fillRect(0, 0, 320, 220);
    context.fillStyle = '#f4f1e8';
    context.fillRect(16, 16, 288, 188);
    context.fillStyle = '#1f3b73';
    context.font = 'bold 20px sans-serif';
    context.fillText('PASSPORT', 120, 50);
    context.fillRect(32, 70, 72, 96);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
}

/** The documents' list in the middle of the screen, for the screenshot. */
async function centre(page: Page): Promise<void> {
  await page
    .getByTestId('kyc-documents')
    .evaluate((list) => list.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

test('a player under scan verification uploads a passport and plays once it is approved', async ({
  page,
}, info) => {
  const player = await registerThroughApi(page, 'GB', 'kyc');
  const playerId = await playerIdOf(page, player.email);
  await setCompliance(page, player.email, { hasScanVerification: true });

  // The block stands between the player and real play.
  await page.goto(`/en/game/${SLOT}`);
  const block = page.getByRole('dialog', { name: t('server_modal_gameplay_block_title') });
  await expect(block).toBeVisible();
  await expect(page.locator('iframe[src*="mode=real"]')).toHaveCount(0);

  // The verification tab: choose the kind, pick the scan, upload.
  await page.goto('/en/account?tab=verification');
  await expect(page.getByRole('heading', { name: t('kyc_documents_title') })).toBeVisible();
  await expect(page.getByText(t('kyc_list_empty_title'))).toBeVisible();
  // The scan verification is why the account asks for documents.
  await expect(page.getByText(t('account_verification_needed_title'))).toBeVisible();
  await shot(page, 'kyc-verification-empty', info.project.name);
  await page.getByRole('radio', { name: new RegExp(t('kyc_document_kind_identity')) }).check();
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: await passportJpeg(page),
  });
  await expect(page.getByTestId('kyc-file-name')).toHaveText('passport.jpg');
  await page.getByRole('button', { name: t('kyc_upload_submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('kyc_document_uploaded') }),
  ).toBeVisible();
  const item = page.getByTestId('kyc-document').first();
  await expect(item).toHaveAttribute('data-status', 'pending');
  await expect(item).toContainText(t('kyc_status_pending'));
  await centre(page);
  await shot(page, 'kyc-verification-pending', info.project.name);

  // While the passport awaits review, the game says it is being checked (spec 001 §2 doc-pending).
  await page.goto(`/en/game/${SLOT}`);
  const checking = page.getByRole('dialog', { name: t('server_modal_doc_pending_title') });
  await expect(checking).toBeVisible();
  await expect(block).toHaveCount(0);
  await expect(page.locator('iframe[src*="mode=real"]')).toHaveCount(0);
  await shot(page, 'kyc-doc-pending', info.project.name);
  await page.goto('/en/account?tab=verification');

  // The compliance team approves it through the operator API.
  const pending = await page.request.get(
    `/operator-api/v1/documents?status=pending&playerId=${playerId}`,
    { headers: OPERATOR },
  );
  expect(pending.status()).toBe(200);
  const { items } = (await pending.json()) as {
    items: { id: string; kind: string; contentType: string }[];
  };
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ kind: 'identity', contentType: 'image/jpeg' });
  const approved = await page.request.post(`/operator-api/v1/documents/${items[0]?.id}/approve`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('kyc-document').first()).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('kyc-document').first()).toContainText(t('kyc_status_approved'));
  await expect(page.getByText(t('account_verification_verified_title'))).toBeVisible();
  await centre(page);
  await shot(page, 'kyc-verification-approved', info.project.name);

  // The game now opens for real money.
  await page.goto(`/en/game/${SLOT}`);
  await expect(page.locator('iframe')).toHaveAttribute('src', /mode=real/);
  await expect(block).toBeHidden();
});

test('a refused file is explained on the verification tab, and a rejection shows its reason', async ({
  page,
}, info) => {
  const player = await registerThroughApi(page, 'GB', 'kycreject');
  const playerId = await playerIdOf(page, player.email);
  await page.goto('/en/account?tab=verification');
  await page.getByRole('radio', { name: new RegExp(t('kyc_document_kind_address')) }).check();
  // Text named like a JPEG: refused by its bytes.
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'bill.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a picture of a bill'),
  });
  await page.getByRole('button', { name: t('kyc_upload_submit') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('kyc_document_error_type') }),
  ).toBeVisible();

  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'bill.jpg',
    mimeType: 'image/jpeg',
    buffer: await passportJpeg(page),
  });
  await page.getByRole('button', { name: t('kyc_upload_submit') }).click();
  await expect(page.getByTestId('kyc-document')).toHaveCount(1);
  const pending = await page.request.get(`/operator-api/v1/documents?playerId=${playerId}`, {
    headers: OPERATOR,
  });
  const { items } = (await pending.json()) as { items: { id: string }[] };
  const rejected = await page.request.post(`/operator-api/v1/documents/${items[0]?.id}/reject`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: { reason: 'The bill is older than three months.' },
  });
  expect(rejected.status()).toBe(200);
  await page.reload();
  const item = page.getByTestId('kyc-document').first();
  await expect(item).toHaveAttribute('data-status', 'rejected');
  await expect(item).toContainText('The bill is older than three months.');
  await item.getByRole('button', { name: t('kyc_upload_again') }).click();
  await expect(
    page.getByRole('radio', { name: new RegExp(t('kyc_document_kind_address')) }),
  ).toBeChecked();
  await shot(page, 'kyc-verification-rejected', info.project.name);
});

test('a German player confirms their details in the annual KYC modal', async ({ page }, info) => {
  await registerThroughApi(page, 'DE', 'jahr');
  // The modal the onload action deAnnualKycModal opens, opened by its address.
  await page.goto('/en/casino?modal=annual-kyc');
  const dialog = page.getByRole('dialog', { name: t('annual_kyc_title') });
  const form = dialog.getByTestId('annual-kyc-form');
  await expect(form).toBeVisible();
  await expect(dialog.getByLabel(t('annual_kyc_city'))).toHaveValue('Berlin');
  await expect(dialog.getByLabel(t('annual_kyc_postal_code'))).toHaveValue('10115');

  // spec 001 §8: the server marks what is missing with each field's data-error text.
  await dialog.getByRole('button', { name: t('annual_kyc_submit') }).click();
  await expect(dialog.getByText(t('annual_kyc_error_address'))).toBeVisible();
  await expect(dialog.getByText(t('annual_kyc_error_occupation'))).toBeVisible();
  await shot(page, 'annual-kyc-modal-errors', info.project.name);

  await dialog.getByLabel(t('annual_kyc_address')).fill('Unter den Linden 5');
  await dialog.getByLabel(t('annual_kyc_occupation')).fill('Architect');
  await shot(page, 'annual-kyc-modal', info.project.name);
  await dialog.getByRole('button', { name: t('annual_kyc_submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('annual_kyc_success'))).toBeVisible();
});
