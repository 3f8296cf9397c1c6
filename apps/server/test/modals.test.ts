import { ZErrorResponse } from '@playfair/contracts/errors';
import { MODAL_ACTIONS, SERVER_MODAL_NAMES, type ServerModalName } from '@playfair/contracts/lobby';
import type { Locale } from '@playfair/domain/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import {
  createPlayer,
  FIXTURE_WEB_DIST,
  loginAs,
  openTestDatabase,
  type TestDatabase,
} from './helper';

// GET /{locale}/modal/{name} (spec 001 §2, §6, §7; the fragment of contracts/lobby.ts).

const COUNTRY_HEADER = 'x-test-country';
const PLAYER_MODALS: readonly ServerModalName[] = [
  'unverified-block',
  'pep-block',
  'kyc-block',
  'doc-pending',
  'confirm-deposit',
  'gameplay-block',
  'aml-error',
];
const VISITOR_MODALS = SERVER_MODAL_NAMES.filter((name) => !PLAYER_MODALS.includes(name));

let app: FastifyInstance;
let database: TestDatabase;
let cookies: Record<'FI' | 'NL' | 'HR' | 'RS', string>;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: FIXTURE_WEB_DIST,
    GEO_COUNTRY_HEADER: COUNTRY_HEADER,
  });
  app = await buildApp({ config, database, seed: !database.isSeeded });
  await app.ready();
  const playerIn = async (country: string, locale: Locale) =>
    loginAs(app, await createPlayer(database.db, { country, locale, amlStatus: '2' }));
  cookies = {
    FI: await playerIn('FI', 'fi'),
    NL: await playerIn('NL', 'nl'),
    HR: await playerIn('HR', 'hr'),
    RS: await playerIn('RS', 'sr'),
  };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

type Fragment = {
  name: string;
  canClose: string;
  title: string;
  paragraphs: string[];
  buttons: { action: string; href: string; label: string }[];
};

const FRAGMENT =
  /^<section data-modal="([a-z-]+)" data-can-close="(true|false)"><h2>([^<]+)<\/h2>((?:<p>[^<]+<\/p>)+)<footer>((?:<a data-action="[a-z-]+" href="[^"<>]*">[^<]+<\/a>)+)<\/footer><\/section>$/;

/** Reads the fragment the way the web does, failing on anything beyond the contract's shape. */
function parseFragment(html: string): Fragment {
  const match = FRAGMENT.exec(html);
  if (match === null) throw new Error(`not a modal fragment: ${html}`);
  const [, name = '', canClose = '', title = '', paragraphs = '', footer = ''] = match;
  return {
    name,
    canClose,
    title,
    paragraphs: [...paragraphs.matchAll(/<p>([^<]+)<\/p>/g)].map((p) => p[1]!),
    buttons: [...footer.matchAll(/<a data-action="([a-z-]+)" href="([^"]*)">([^<]+)<\/a>/g)].map(
      ([, action = '', href = '', label = '']) => ({ action, href, label }),
    ),
  };
}

async function modal(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; fragment: Fragment; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return {
    status: response.statusCode,
    fragment: parseFragment(response.body),
    headers: response.headers,
  };
}

describe('GET /{locale}/modal/{name}', () => {
  it('answers every modal as the contract fragment, translated, never stored', async () => {
    for (const name of SERVER_MODAL_NAMES) {
      const headers = { cookie: cookies.FI };
      const en = await modal(`/en/modal/${name}`, headers);
      const fi = await modal(`/fi/modal/${name}`, headers);
      expect(en.fragment.name).toBe(name);
      expect(en.headers['cache-control']).toBe('private, no-store');
      expect(en.fragment.buttons.length).toBeGreaterThan(0);
      for (const button of en.fragment.buttons) {
        expect(MODAL_ACTIONS).toContain(button.action);
      }
      // Every text is a translation, not a key, and Finnish differs from English.
      for (const text of [en.fragment.title, ...en.fragment.paragraphs]) {
        expect(text).not.toMatch(/server_modal_/);
      }
      expect(fi.fragment.title).not.toBe(en.fragment.title);
      expect(fi.fragment.paragraphs).not.toEqual(en.fragment.paragraphs);
      expect(fi.fragment.buttons.map((button) => button.action)).toEqual(
        en.fragment.buttons.map((button) => button.action),
      );
    }
  });

  it('says what the login modal says, in English and in Finnish', async () => {
    const en = (await modal('/en/modal/login')).fragment;
    expect(en.title).toBe('Log in to play');
    expect(en.buttons).toEqual([
      { action: 'login', href: '/en/login', label: 'Log in' },
      { action: 'register', href: '/en/register', label: 'Register' },
      { action: 'forgot-password', href: '/en/forgot-password', label: 'Forgot your password?' },
    ]);
    const fi = (await modal('/fi/modal/login')).fragment;
    expect(fi.title).toBe('Kirjaudu sisään ja pelaa');
    expect(fi.buttons.map((button) => button.label)).toEqual([
      'Kirjaudu sisään',
      'Rekisteröidy',
      'Unohditko salasanasi?',
    ]);
  });

  it('fills the brand into the app download modal', async () => {
    const { fragment } = await modal('/en/modal/mobile-casino-app-download');
    expect(fragment.title).toBe('Playfair on your phone');
  });

  it("links verification to the account's verification tab under its translated slug", async () => {
    const cases = [
      ['en', cookies.FI, '/en/account?tab=verification'],
      ['sr', cookies.RS, '/sr/moj-nalog?tab=verification'],
      ['pe', cookies.FI, '/pe/cuenta?tab=verification'],
      ['no', cookies.FI, '/no/konto?tab=verification'],
    ] as const;
    for (const [locale, cookie, href] of cases) {
      const { fragment } = await modal(`/${locale}/modal/unverified-block`, { cookie });
      const verify = fragment.buttons.find((button) => button.action === 'manual-verification');
      expect(verify?.href).toBe(href);
    }
  });

  it("gives the AML modal its buttons by the player's country (spec 001 §6)", async () => {
    const actionsFor = async (cookie: string, locale: string) =>
      (await modal(`/${locale}/modal/aml-error`, { cookie })).fragment.buttons.map(
        (button) => button.action,
      );
    expect(await actionsFor(cookies.NL, 'nl')).toEqual(['manual-verification']);
    expect(await actionsFor(cookies.HR, 'hr')).toEqual(['contact-support']);
    expect(await actionsFor(cookies.FI, 'fi')).toEqual(['deposit-skip-aml', 'manual-verification']);
    // The country is the player's own, whatever locale the page is in.
    expect(await actionsFor(cookies.HR, 'en')).toEqual(['contact-support']);
  });

  it('closes the gameplay block only when asked, leaving the lobby as the way out', async () => {
    const headers = { cookie: cookies.FI };
    const closable = (await modal('/en/modal/gameplay-block?can-close=1', headers)).fragment;
    expect(closable.canClose).toBe('true');
    expect(closable.buttons.map((button) => button.action)).toContain('close');
    for (const path of ['/en/modal/gameplay-block?can-close=0', '/en/modal/gameplay-block']) {
      const locked = (await modal(path, headers)).fragment;
      expect(locked.canClose).toBe('false');
      expect(locked.buttons).toEqual([
        { action: 'lobby', href: '/en/casino', label: 'Back to the lobby' },
      ]);
    }
    const bad = await app.inject({
      method: 'GET',
      url: '/en/modal/gameplay-block?can-close=yes',
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers the player's modals to visitors with 401 INVALID_AUTHENTICATION_TOKEN", async () => {
    for (const name of PLAYER_MODALS) {
      const response = await app.inject({ method: 'GET', url: `/en/modal/${name}` });
      expect([name, response.statusCode]).toEqual([name, 401]);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    for (const name of VISITOR_MODALS) {
      await modal(`/en/modal/${name}`, { [COUNTRY_HEADER]: 'NL' });
    }
  });

  it('answers an unknown name with a JSON 404 that does not echo it', async () => {
    for (const name of ['nope', '<script>alert(1)<%2Fscript>', 'LOGIN']) {
      const response = await app.inject({ method: 'GET', url: `/en/modal/${name}` });
      expect([name, response.statusCode]).toEqual([name, 404]);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('<script>');
    }
  });

  it('reflects nothing of the request into the fragment', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/en/modal/play-for-real-please?x=%3Cimg%20src%3Dx%3E&can-close=1',
      headers: { 'user-agent': '<script>alert(1)</script>', [COUNTRY_HEADER]: 'N"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script|<img|alert/);
    parseFragment(response.body);
  });
});
