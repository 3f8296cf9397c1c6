import { buildStudio } from '@playfair/studio/app';
import {
  ConfigError as StudioConfigError,
  loadConfig as loadStudioConfig,
} from '@playfair/studio/config';
import { stopOnSignals } from '@playfair/domain/shutdown';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { embeddedStudioEnvironment } from './embedded-studio';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { openDatabase } from './platform/db/client';
import { createLogger } from './platform/logger';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
}

function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof StudioConfigError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

/** The embedded default serves the studio from this process, on its own port (decision 002). */
async function startEmbeddedStudio(casino: {
  host: string;
  port: number;
}): Promise<FastifyInstance> {
  let studioConfig;
  try {
    studioConfig = loadStudioConfig(embeddedStudioEnvironment(process.env, casino));
  } catch (error) {
    exitOnConfigError(error);
  }
  const { app: studio } = await buildStudio({ config: studioConfig });
  await studio.listen({ port: studioConfig.port, host: studioConfig.host });
  return studio;
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: log });

  let studio: FastifyInstance | undefined;
  stopOnSignals({
    log: app.log,
    close: async () => {
      await studio?.close();
      await app.close();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const casinoPort = typeof address === 'object' && address !== null ? address.port : config.port;
  if (config.studioEmbedded) {
    studio = await startEmbeddedStudio({ host: config.host, port: casinoPort });
    const studioAddress = studio.server.address();
    const studioPort =
      typeof studioAddress === 'object' && studioAddress !== null ? studioAddress.port : null;
    app.log.info({ studioPort, studioUrl: config.studioUrl }, 'the game studio is up');
  }
  app.log.info({ database: database.kind, brand: config.brand }, 'Playfair is up');
}

main().catch((error: unknown) => {
  console.error('Playfair failed to start:', error);
  process.exit(1);
});
