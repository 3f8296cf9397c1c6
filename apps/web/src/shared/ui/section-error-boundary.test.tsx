import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { SectionErrorBoundary } from './section-error-boundary';

let i18n: Awaited<ReturnType<typeof createTestI18n>>;
let shouldFail = true;

function Widget() {
  if (shouldFail) throw new Error('widget failed');
  return <p>Widget content</p>;
}

beforeAll(async () => {
  i18n = await createTestI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SectionErrorBoundary', () => {
  it('shows the generic error in place of a failing part and keeps its neighbours', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldFail = true;
    render(
      <I18nextProvider i18n={i18n}>
        <p>Neighbour</p>
        <SectionErrorBoundary>
          <Widget />
        </SectionErrorBoundary>
      </I18nextProvider>,
    );

    expect(screen.getByText('Neighbour')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care.',
    );

    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Widget content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
