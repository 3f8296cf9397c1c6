import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { openDatabase } from './platform/db/client';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    onPoolError: (error) => console.error('database pool error', error),
  });
  await database.migrate();
  const app = await buildApp({ config, database });

  let closing = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (closing) {
      app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: stopping now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, brand: config.brand }, 'Playfair is up');
}

main().catch((error: unknown) => {
  console.error('Playfair failed to start:', error);
  process.exit(1);
});
