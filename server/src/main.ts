import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { DatabaseUnreachableError } from './db/first-connection';
import { DatabaseLockedError } from './db/folder-lock';
import { databaseFailureSummary, isDatabaseUnavailable } from './lib/database-errors';
import { devMailboxNotice } from './features/dev-mailbox/routes';
import { applyMemorySettings } from './lib/memory-settings';

/** Starts the product: configuration, database (migrated), then the HTTP server; stops cleanly on SIGTERM. */
async function main() {
  applyMemorySettings();
  // A .env file in the working folder fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const { app, context } = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
    } finally {
      await database.close();
      app.log.info('database closed, bye');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(`Hotel Content Studio is running at ${config.appUrl}`);
  const mailbox = devMailboxNotice(context);
  if (mailbox) app.log.info(mailbox);
  process.stdout.write(
    `\nHotel Content Studio is running at ${config.appUrl}\n${mailbox ? `${mailbox}\n` : ''}\n`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DatabaseUnreachableError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else if (isDatabaseUnavailable(error)) {
    // Reached at first, then lost while migrating or building the app.
    process.stderr.write(
      `Failed to start: lost the connection to PostgreSQL (${databaseFailureSummary(error)})\n`,
    );
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
