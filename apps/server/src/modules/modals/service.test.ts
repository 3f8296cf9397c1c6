import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { escapeHtml } from '@playfair/domain/html';
import { createModalsService, type ModalCaller } from './service';

const caller: ModalCaller = { locale: 'en', country: 'FI', brandName: 'Playfair', isPlayer: true };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('createModalsService', () => {
  it('escapes translated texts and the brand name, so neither can become markup', () => {
    const hostile = createModalsService({
      translate: (_locale, key) => `<img src=x onerror="alert(1)" alt=it's> {brand} ${key}`,
    });
    const html = hostile.render({
      name: 'mobile-casino-app-download',
      caller: { ...caller, brandName: 'A&B<script>' },
      canClose: undefined,
    });
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot; alt=it&#39;s&gt; A&amp;B&lt;script&gt;',
    );
    // Only the contract's elements remain.
    expect(html.match(/<[a-z0-9]+/g)).toEqual(['<section', '<h2', '<p', '<footer', '<a', '<a']);
  });

  it('chooses the AML buttons by country, whatever its case', () => {
    const modals = createModalsService({ translate: (_locale, key) => key });
    const actions = (country: string) =>
      [
        ...modals
          .render({ name: 'aml-error', caller: { ...caller, country }, canClose: undefined })
          .matchAll(/data-action="([a-z-]+)"/g),
      ].map((match) => match[1]);
    expect(actions('nl')).toEqual(['manual-verification']);
    expect(actions('HR')).toEqual(['contact-support']);
    expect(actions('SE')).toEqual(['deposit-skip-aml', 'manual-verification']);
  });

  it('refuses unknown names and player modals for visitors', () => {
    const modals = createModalsService({ translate: (_locale, key) => key });
    expect(codeOf(() => modals.render({ name: 'nope', caller, canClose: undefined }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(() =>
        modals.render({
          name: 'kyc-block',
          caller: { ...caller, isPlayer: false },
          canClose: true,
        }),
      ),
    ).toBe('INVALID_AUTHENTICATION_TOKEN');
  });
});
