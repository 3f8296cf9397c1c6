import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  REGISTRATION_FIELDS as F,
  REGISTRATION_SECTION_FIELDS,
  type RegistrationFieldName,
  type TRegistrationFieldDescription,
} from '@playfair/contracts/registration';
import {
  type RegistrationCaseMarket,
  registrationCaseContext,
  registrationCaseInput,
} from '@playfair/contracts/registration-cases';
import type { ExtraRegistrationField } from '@playfair/domain/jurisdictions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppConfigProvider } from '../../../shared/config/app-config-context';
import { createAppConfig } from '../../../test/app-config';
import { createTestI18n } from '../../../test/i18n';
import type { FormDescription } from '../model/registration-entry';

// Test helpers of the registration feature: the form description a market gets, a fake server
// and the providers the form needs.

/** The English texts, the keys still waiting to join the catalogs included. */
export function createRegistrationI18n(): Promise<I18n> {
  return createTestI18n('en');
}

const EXTRA_FIELD_NAMES: Partial<Record<RegistrationFieldName, ExtraRegistrationField>> = {
  [F.state]: 'state',
  [F.city]: 'city',
  [F.district]: 'district',
  [F.department]: 'department',
  [F.identityDocumentType]: 'identityDocumentType',
  [F.identityDocumentNumber]: 'identityDocumentNumber',
  [F.depositLimit]: 'depositLimit',
};

/** What GET /{locale}/user/register answers a visitor from `market` (the seeded rules). */
export function createFormDescription(market: RegistrationCaseMarket): FormDescription {
  const { locale: _locale, today: _today, ...rules } = registrationCaseContext(market);
  const isAsked = (name: RegistrationFieldName) => {
    const extra = EXTRA_FIELD_NAMES[name];
    return extra === undefined || rules.requiredFields.includes(extra);
  };
  const describe = (name: RegistrationFieldName): TRegistrationFieldDescription => ({
    name,
    type: 'text',
    isRequired: name !== F.sex,
  });
  return {
    isCountryBlocked: false,
    redirect: null,
    action: '/en/user/register',
    rules,
    sections: ([1, 2, 3] as const).map((id) => ({
      id,
      progressPercent: id === 1 ? 50 : id === 2 ? 75 : 100,
      fields: (REGISTRATION_SECTION_FIELDS[id] as readonly RegistrationFieldName[])
        .filter(isAsked)
        .map(describe),
    })),
  };
}

/** A valid value of `field` for `market` (from the shared case table). */
export function caseValue(market: RegistrationCaseMarket, field: RegistrationFieldName): string {
  return registrationCaseInput({ name: 'base', market, expected: { isValid: true } })[field] ?? '';
}

export type StubAnswer = { status?: number; body: unknown };
export type StubHandler = (request: { url: string; init: RequestInit }) => StubAnswer;

/**
 * A fake server: `"METHOD /path"` → answer. Every request is recorded; an unknown call answers a
 * JSON 404, which fails the test that relied on it.
 */
export function stubServer(routes: Record<string, StubAnswer | StubHandler>) {
  const requests: { method: string; path: string; body: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    requests.push({ method, path, body: typeof init.body === 'string' ? init.body : '' });
    const route = routes[`${method} ${path}`];
    const answer: StubAnswer =
      route === undefined
        ? { status: 404, body: { unknown: `${method} ${path}` } }
        : typeof route === 'function'
          ? route({ url, init })
          : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests made to `method path`. */
    callsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}

type RenderOptions = {
  i18n: I18n;
  config?: Partial<TAppConfig>;
  path?: string;
  /** Other routes of the memory router (where a redirect lands). */
  routes?: { path: string; element: ReactNode }[];
};

/** `ui` under the providers the registration feature reads, at `path` of a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  { i18n, config = {}, path = '/en/', routes = [] }: RenderOptions,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], {
    initialEntries: [path],
  });
  const view = render(
    <AppConfigProvider config={createAppConfig(config)}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </AppConfigProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Fake timers for a test that types: Testing Library drains its async wrapper with a
 * setTimeout(0), which it advances itself only when it sees Jest's fake timers. Vitest's are the
 * same clock; this tells it so.
 */
export function useFakeTimersWithTestingLibrary(now: Date): void {
  vi.useFakeTimers();
  vi.setSystemTime(now);
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Lets fake time pass and the answers it released settle. */
export async function passTime(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
