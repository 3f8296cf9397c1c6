import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppConfig } from '../../test/app-config';
import { passTime, useFakeTimersWithTestingLibrary } from '../../test/fake-timers';
import { createTestI18n } from '../../test/i18n';
import { AppConfigProvider } from '../config/app-config-context';
import { NotificationHost } from './notification-host';
import { notifications, notify } from './notification-queue';

async function renderHost(locale = 'en') {
  const i18n = await createTestI18n('en');
  render(
    <AppConfigProvider config={createAppConfig({ locale })}>
      <I18nextProvider i18n={i18n}>
        <NotificationHost />
      </I18nextProvider>
    </AppConfigProvider>,
  );
  return screen.getByRole('status', { name: 'Notifications' });
}

afterEach(() => {
  act(() => notifications.clear());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notification host', () => {
  it('announces the notification in front in a live region, then the next', async () => {
    const region = await renderHost();
    // The texts load on real timers; the notifications' own run on fake ones.
    useFakeTimersWithTestingLibrary();
    expect(region).toBeEmptyDOMElement();

    act(() => {
      notify({ message: 'Added to your favourites', kind: 'favourite' });
      notify({ message: 'Your deposit arrived' });
    });
    expect(region).toHaveTextContent('Added to your favourites');
    expect(region).not.toHaveTextContent('Your deposit arrived');

    await passTime(3_000);
    expect(region).toHaveTextContent('Your deposit arrived');
    await passTime(7_000);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the player’s language, falling back to English', async () => {
    const region = await renderHost('fi');
    useFakeTimersWithTestingLibrary();

    act(() => {
      notify({ messages: { en: 'Hello', fi: 'Hei' } });
      notify({ messages: { en: 'Only English' } });
    });
    expect(region).toHaveTextContent('Hei');
    await passTime(7_000);
    expect(region).toHaveTextContent('Only English');
  });

  it('closes at once with its dismiss button', async () => {
    const region = await renderHost();
    // The texts load on real timers; the notifications' own run on fake ones.
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    act(() => {
      notify({ message: 'AML notice', kind: 'aml' });
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region).toBeEmptyDOMElement();
  });
});
