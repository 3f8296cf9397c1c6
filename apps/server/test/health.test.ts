import { ZHealthResponse } from '@playfair/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createTestApp, FIXTURE_WEB_DIST, openTestDatabase, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('pings the database and says it is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = ZHealthResponse.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST }),
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
      seed: !database.isSeeded,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(ZHealthResponse.parse(response.json())).toMatchObject({
        status: 'degraded',
        database: { status: 'down' },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
