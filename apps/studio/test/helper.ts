import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER } from '@playfair/contracts/provider-api';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import { buildStudio, type Studio } from '../src/app';
import type { TBootData } from '../src/api-contract';
import { createCasinoClient } from '../src/casino-client';
import { loadConfig } from '../src/config';
import { createCryptoRng, type Rng } from '../src/rng';
import { startProviderDouble, type ProviderDouble } from './provider-double';

export const PROVIDER_ID = 'studio';
export const SECRET = 'test-secret-of-the-studio';
export const CASINO_ORIGIN = 'https://casino.example.com';

/** An RNG answering `script` first (each value modulo the range asked), then crypto draws. */
export function scriptedRng(script: number[]): Rng & { script: number[] } {
  const fallback = createCryptoRng();
  return {
    script,
    int: (n) => {
      const next = script.shift();
      return next === undefined ? fallback.int(n) : next % n;
    },
  };
}

export type TestStudio = Studio & {
  casino: ProviderDouble;
  dataDir: string;
  clock: { now: number };
  rng: ReturnType<typeof scriptedRng>;
  close(): Promise<void>;
};

export async function createTestStudio(
  options: { dataDir?: string; casino?: ProviderDouble } = {},
): Promise<TestStudio> {
  const casino =
    options.casino ?? (await startProviderDouble({ providerId: PROVIDER_ID, secret: SECRET }));
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'studio-test-')));
  const clock = { now: Date.UTC(2026, 0, 1) };
  const rng = scriptedRng([]);
  const config = loadConfig({
    CASINO_API_URL: casino.url,
    STUDIO_PROVIDER_ID: PROVIDER_ID,
    STUDIO_PROVIDER_SECRET: SECRET,
    CASINO_ORIGINS: `${CASINO_ORIGIN},http://localhost:3000`,
    STUDIO_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const studio = await buildStudio({
    config,
    logger: false,
    now: () => clock.now,
    rng,
    distDir: join(dataDir, 'no-dist'),
    // Retries without waiting: the tests decide when time passes.
    client: createCasinoClient({
      baseUrl: casino.url,
      providerId: PROVIDER_ID,
      secret: SECRET,
      timeoutMs: 2_000,
      retryDelaysMs: [0, 0],
      sleep: () => Promise.resolve(),
    }),
    settlementDelaysMs: [3_600_000],
  });
  await studio.app.ready();
  return {
    ...studio,
    casino,
    dataDir,
    clock,
    rng,
    async close() {
      await studio.app.close();
      if (!options.casino) await casino.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchUrl(
  engine: string,
  skin: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  const merged = {
    game: 'casino-game-1',
    mode: 'real',
    locale: 'en',
    currency: 'EUR',
    minCycleMs: 0,
    origin: CASINO_ORIGIN,
    ...query,
  };
  for (const [key, value] of Object.entries(merged)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `/play/${engine}/${skin}?${params.toString()}`;
}

export function readBoot(html: string): TBootData {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]!) as TBootData;
}

/** Launches a game and answers its boot data. */
export async function launch(
  studio: TestStudio,
  engine: string,
  query: Record<string, string | number | undefined> = {},
): Promise<TBootData> {
  const response = await studio.app.inject({
    method: 'GET',
    url: launchUrl(engine, 'book-of-pharaoh', query),
  });
  if (response.statusCode !== 200)
    throw new Error(`launch answered ${response.statusCode}: ${response.body}`);
  return readBoot(response.body);
}

export async function journalLines(dataDir: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(dataDir, 'rounds.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A JSON post of the game client, with its session's bearer id. */
export function postAs(studio: TestStudio, sessionId: string, url: string, payload: unknown) {
  return studio.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${sessionId}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** The casino calls that move money (every call but the launch's authenticate). */
export function moneyCallsOf(studio: TestStudio) {
  return studio.casino.calls.filter((call) => call.path !== 'authenticate');
}

/**
 * A call of the casino to the studio (the free-rounds API), signed as the casino signs it: the
 * studio's provider id and the HMAC of the body with the shared secret. `payload` is sent as is
 * when it is a string; `signature: null` leaves the header out.
 */
export function casinoCall(
  studio: TestStudio,
  url: string,
  payload: unknown,
  options: { providerId?: string; secret?: string; signature?: string | null } = {},
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature =
    options.signature === undefined
      ? signProviderBody(options.secret ?? SECRET, body)
      : options.signature;
  return studio.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_ID_HEADER]: options.providerId ?? PROVIDER_ID,
      ...(signature === null ? {} : { [PROVIDER_SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  });
}
