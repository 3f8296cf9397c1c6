import { buildStudio } from './app';
import { ConfigError, loadConfig, type StudioConfig } from './config';

// Starts the studio: configuration, then the app, then listening; SIGTERM/SIGINT finish requests
// in flight and open hands, then stop (10 s at most).

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): StudioConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const { app } = await buildStudio({ config });

  let isClosing = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (isClosing) {
      app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: stopping now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ casino: config.casinoApiUrl }, 'Playfair studio is up');
}

main().catch((error: unknown) => {
  console.error('The studio failed to start:', error);
  process.exit(1);
});
