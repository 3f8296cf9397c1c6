import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_DOCUMENT_MAX_BYTES } from '@playfair/domain/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);
afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42', hasScanVerification: true } as const;

const REJECTED = {
  id: '5a1f6c0e-0000-4000-8000-000000000001',
  kind: 'address',
  status: 'rejected',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  reason: 'The bill is older than three months.',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-21T10:00:00.000Z',
};

function server(documents: unknown[], upload?: FakeHandler) {
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /en/user/kyc/status': () => ({ body: { success: true, amlStatus: '0' } }),
    'GET /en/user/documents': () => ({ body: { success: true, documents } }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token' } }),
    ...(upload === undefined ? {} : { 'POST /en/user/documents': upload }),
  });
}

async function openTab() {
  await renderApp('/en/account?tab=verification', PLAYER);
  return screen.findByRole('form', { name: 'Upload a document' });
}

describe('the verification tab’s documents', () => {
  it('asks for documents while under scan verification, and shows a rejection with its reason', async () => {
    server([REJECTED]);
    const form = await openTab();
    expect(screen.getByText('We need to verify your account')).toBeVisible();
    const item = await screen.findByTestId('kyc-document');
    expect(item).toHaveAttribute('data-status', 'rejected');
    expect(within(item).getByText('Rejected')).toBeVisible();
    expect(within(item).getByText(/older than three months/)).toBeVisible();
    // "Upload again" chooses the kind in the form.
    await userEvent.click(within(item).getByRole('button', { name: 'Upload again' }));
    expect(within(form).getByRole('radio', { name: /Proof of address/ })).toBeChecked();
  });

  it('states the accepted types and size, and refuses a file over the limit before sending it', async () => {
    const requests = server([]);
    const form = await openTab();
    expect(within(form).getByText('JPEG, PNG, WebP or PDF, up to 10 MB')).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: /Identity document/ }));
    const big = new File([new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(within(form).getByLabelText('File'), big);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('larger than 10 MB');
    expect(requests.callsTo('POST', '/en/user/documents')).toHaveLength(0);
  });

  it('asks for the kind first, then uploads and shows the server’s refusal in the player’s words', async () => {
    const requests = server([], () => ({
      status: 415,
      body: {
        success: false,
        error: {
          code: 'DOCUMENT_TYPE_NOT_ALLOWED',
          codeId: null,
          messageKey: 'kyc_document_error_type',
          message: 'This file is not a JPEG, PNG, WebP or PDF.',
        },
        requestId: 'r1',
      },
    }));
    const form = await openTab();
    const file = new File(['not a picture'], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('File'), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the document type.');
    await userEvent.click(within(form).getByRole('radio', { name: /Identity document/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('not a JPEG, PNG, WebP or PDF'),
    );
    const [posted] = requests.callsTo('POST', '/en/user/documents');
    expect(posted?.form.get('kind')).toBe('identity');
    expect(posted?.form.get('csrf_token')).toBe('token');
  });
});
