import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      host: '0.0.0.0',
      casinoApiUrl: 'http://127.0.0.1:3000',
      providerId: 'studio',
      providerSecret: 'playfair-dev-secret',
      casinoOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      logLevel: 'info',
    });
    expect(config.dataDir.endsWith('/.data/studio')).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      STUDIO_PORT: '4001',
      CASINO_API_URL: 'https://casino.example.com/',
      CASINO_ORIGINS: 'https://casino.example.com, https://www.casino.example.com',
      STUDIO_DATA_DIR: '/var/lib/studio',
      STUDIO_PROVIDER_SECRET: 'a-much-longer-secret-value',
    });
    expect(config.port).toBe(4001);
    expect(config.casinoApiUrl).toBe('https://casino.example.com');
    expect(config.casinoOrigins).toEqual([
      'https://casino.example.com',
      'https://www.casino.example.com',
    ]);
    expect(config.dataDir).toBe('/var/lib/studio');
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ STUDIO_PORT: 'x', CASINO_ORIGINS: 'https://casino.example.com/path' }),
    ).toThrow(/STUDIO_PORT[\s\S]*CASINO_ORIGINS/);
    expect(() => loadConfig({ CASINO_API_URL: 'ftp://casino' })).toThrow(ConfigError);
  });
});
