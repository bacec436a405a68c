/**
 * Starts one instance: reads config, starts the embedded PostgreSQL when no
 * DATABASE_URL is given, applies migrations, seeds demo data into an empty
 * database, then serves API and web app on one port. SIGINT/SIGTERM close
 * everything in order.
 */

import path from 'node:path';
import { createApp } from './app.ts';
import { startBackgroundSweeps } from './background.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { createDeps } from './deps.ts';
import { keepDemoListingsFresh } from './features/demo/fresh.ts';
import {
  describeSeed,
  isEmptyDatabase,
  seedDemoData,
  seedOptionsFor,
} from './features/demo/seed.ts';
import { locateMatchProfiles } from './features/match/locate.ts';
import { sweepSuspensionsEvery } from './features/moderation/suspensions.ts';
import { listen } from './http.ts';
import { appJobs } from './jobs.ts';
import { generatedAuthSecret } from './platform/auth/generated-secret.ts';
import { loadGazetteer } from './platform/cities/gazetteer.ts';
import { createLogger } from './platform/logger.ts';

async function main() {
  const startedAt = Date.now();
  // Outside production without AUTH_SECRET: the secret made on first start, kept in DATA_DIR.
  const config = loadConfig(undefined, { generatedAuthSecret });
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  // The world-city index (~0.5 s of CPU, more on a busy machine) builds while the
  // embedded database starts in its own process. With DATABASE_URL it waits for
  // the migrations instead: built while the pool's first connect is pending, it
  // blocks the event loop past the 5 s connect timeout on a loaded machine, and
  // the start fails ("Connection terminated due to connection timeout").
  let gazetteerReady = config.databaseUrl ? undefined : loadGazetteer();

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      database: 'habesha',
      logger,
    });
    databaseUrl = embedded.url;
    logger.info(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedPgPort}`);
  }

  const database = connectDatabase(databaseUrl, config.databasePoolMax);
  await runMigrations(database);
  gazetteerReady ??= loadGazetteer();

  const deps = { ...createDeps(config, database, logger), startedAt };
  // A fresh install shows a lively site: demo data on a database without users (DEMO_SEED=0 turns it off).
  if (config.demoSeed && (await isEmptyDatabase(database.db))) {
    const seedStart = Date.now();
    try {
      const added = await seedDemoData(deps, seedOptionsFor(config));
      logger.info(`Seeded demo data: ${describeSeed(added)} (${Date.now() - seedStart} ms)`);
    } catch (error) {
      // The site works without it; `npm run seed` adds whatever is missing.
      logger.warn({ err: error }, 'Demo data could not be seeded');
    }
  }
  if (config.demoSeed) {
    await keepDemoListingsFresh(database.db, new Date()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Demo listings could not be renewed'),
    );
  }
  await deps.hub.start();
  // This instance's share of the background jobs (each job is taken by one instance).
  await deps.jobs.start(appJobs(deps));
  // Listing expiry and saved-search digests, queued on a period (server/background.ts).
  const stopBackground = startBackgroundSweeps(deps);
  // Suspensions that have ended show the member's listings and profiles again (issue #39).
  const stopSweep = sweepSuspensionsEvery(deps);
  if (!deps.payments) {
    logger.warn('Donations are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take them');
  } else if (deps.payments.provider === 'local') {
    logger.info('Donations use the local test checkout (set STRIPE_SECRET_KEY for Stripe)');
  }
  if (deps.mailer.kind === 'dev-mailbox') {
    logger.info(`Emails go to the dev mailbox: ${config.publicUrl}/dev/mailbox`);
  }
  const app = createApp(deps);
  await gazetteerReady;
  // Match profiles saved before distances get their cities' coordinates (issue #40).
  void locateMatchProfiles(database.db)
    .then((placed) => placed > 0 && logger.info(`Placed ${placed} match profiles on the map`))
    .catch((error: unknown) => logger.warn({ err: error }, 'Match profiles could not be placed'));
  const server = listen(app, { port: config.port, hostname: config.host }, () => {
    logger.info(`Habesha Community is ready on ${config.publicUrl} (${Date.now() - startedAt} ms)`);
    // The server renderer's first page costs most of a second (its module, a
    // cold JIT): drawn once here, so the first visitor does not wait for it.
    void Promise.resolve(app.request('/')).catch(() => undefined);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    // Give open requests a moment to finish, then drop whatever is left. Open
    // WebSockets go at once: a socket has no answer to finish, and its page
    // reconnects to another instance (or to this one's successor).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeWebSockets();
    const forced = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.closeWebSockets({ now: true });
    }, 5_000);
    await closed;
    clearTimeout(forced);
    stopSweep();
    stopBackground();
    // Jobs that are running finish first; the rest wait in the database for the next start.
    await deps.jobs.stop();
    await deps.hub.stop();
    await database.close().catch(() => {});
    await embedded?.stop();
    process.exit(0);
  };
  // A bug in one request must not take the instance down, but it must be seen.
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'Unhandled promise rejection'),
  );

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Habesha Community could not start:\n${message}\n`);
  process.exit(1);
});
