import { CSRF_MAX_RETRIES } from '@playfair/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { postWithCsrfRetry } from './csrf-retry';

const csrfError = { type: 'csrf-error', error: 'Your session has expired.' } as const;
const accepted = { type: 'success', id: '7' } as const;

function tokens() {
  let issued = 0;
  return vi.fn(async (isRefresh: boolean) => `token-${isRefresh ? ++issued : 0}`);
}

describe('postWithCsrfRetry (spec 000 §4, §9)', () => {
  it('posts once with the known token when it is accepted', async () => {
    const send = vi.fn(async () => accepted);
    const token = tokens();

    await expect(postWithCsrfRetry({ send, token })).resolves.toEqual({
      kind: 'answer',
      answer: accepted,
    });
    expect(send.mock.calls).toEqual([['token-0']]);
  });

  it('refreshes the token and posts again after a csrf-error', async () => {
    const send = vi.fn().mockResolvedValueOnce(csrfError).mockResolvedValueOnce(accepted);
    const token = tokens();

    await expect(postWithCsrfRetry({ send, token })).resolves.toMatchObject({ kind: 'answer' });
    expect(send.mock.calls).toEqual([['token-0'], ['token-1']]);
  });

  it(`retries at most ${CSRF_MAX_RETRIES} times, then gives up`, async () => {
    const send = vi.fn(async () => csrfError);
    const token = tokens();

    await expect(postWithCsrfRetry({ send, token })).resolves.toEqual({ kind: 'csrf-exhausted' });
    expect(send).toHaveBeenCalledTimes(1 + CSRF_MAX_RETRIES);
    expect(token.mock.calls.filter(([isRefresh]) => isRefresh)).toHaveLength(CSRF_MAX_RETRIES);
  });
});
