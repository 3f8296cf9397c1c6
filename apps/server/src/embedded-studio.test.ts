import { describe, expect, it } from 'vitest';
import { embeddedStudioEnvironment } from './embedded-studio';

describe('embeddedStudioEnvironment', () => {
  it('listens where the casino listens, calls it on loopback and accepts its origins', () => {
    const env = embeddedStudioEnvironment({ PATH: '/bin' }, { host: '127.0.0.1', port: 3100 });
    expect(env).toMatchObject({
      PATH: '/bin',
      STUDIO_HOST: '127.0.0.1',
      CASINO_API_URL: 'http://127.0.0.1:3100',
      CASINO_ORIGINS: 'http://localhost:3100,http://127.0.0.1:3100',
    });
  });

  it('keeps what the environment says', () => {
    const env = embeddedStudioEnvironment(
      {
        STUDIO_HOST: '0.0.0.0',
        CASINO_API_URL: 'http://casino:3000',
        CASINO_ORIGINS: 'https://a.example',
      },
      { host: '127.0.0.1', port: 3000 },
    );
    expect(env).toMatchObject({
      STUDIO_HOST: '0.0.0.0',
      CASINO_API_URL: 'http://casino:3000',
      CASINO_ORIGINS: 'https://a.example',
    });
  });
});
