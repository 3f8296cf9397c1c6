import { stopOnSignals } from '@playfair/domain/shutdown';
import { buildStudio } from './app';
import { ConfigError, loadConfig, type StudioConfig } from './config';

// Starts the studio: configuration, then the app, then listening; SIGTERM/SIGINT finish requests
// in flight and open hands, then stop (10 s at most).

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

  stopOnSignals({ log: app.log, close: () => app.close() });

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ casino: config.casinoApiUrl }, 'Playfair studio is up');
}

main().catch((error: unknown) => {
  console.error('The studio failed to start:', error);
  process.exit(1);
});
