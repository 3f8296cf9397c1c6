import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import { SeoText } from './seo-text';

async function renderSeo(content: string) {
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <SeoText content={content} />
    </I18nextProvider>,
  );
}

const words = (count: number) => Array.from({ length: count }, () => 'jackpot').join(' ');

describe('SEO text (spec 000 §9)', () => {
  it('shows its paragraphs without a toggle up to 400 words', async () => {
    await renderSeo(`${words(200)}\n\n${words(200)}`);
    expect(document.querySelectorAll('p')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('folds above 400 words, with show more and show less', async () => {
    await renderSeo(`${words(300)}\n\n${words(101)}`);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show more');
  });
});
