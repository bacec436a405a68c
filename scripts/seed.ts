/**
 * `npm run seed`: adds the demo data set on demand (users, profiles, listings,
 * photos), whether or not the database already has users. Idempotent: what is
 * already there is skipped, so running it twice adds nothing the second time.
 *
 * Database: DATABASE_URL when set. Otherwise the embedded one in DATA_DIR:
 * if a server (`npm start`) is running it, the seed connects to it; if not,
 * the seed starts it, migrates, seeds and stops it again. (Do not start the
 * server during those few seconds: it would stop the seed's cluster.)
 */
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/client.ts';
import {
  type EmbeddedServer,
  embeddedDatabaseUrl,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
} from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_USERS } from '../server/features/demo/data.ts';
import { describeSeed, seedDemoData, seedOptionsFor } from '../server/features/demo/seed.ts';
import { createLogger } from '../server/platform/logger.ts';
import { createMediaStore } from '../server/platform/media/store.ts';

/** The embedded server's application database (as in server/main.ts). */
const EMBEDDED_DATABASE = 'habesha';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, format: config.logFormat, scope: 'seed' });

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'postgres');
    const running = runningEmbeddedPostgres(dir);
    if (running) {
      logger.info(`Using the embedded PostgreSQL already running on port ${running.port}`);
      databaseUrl = embeddedDatabaseUrl(running.port, EMBEDDED_DATABASE);
    } else {
      embedded = await startEmbeddedPostgres({
        dir,
        port: config.embeddedPgPort,
        database: EMBEDDED_DATABASE,
        logger,
      });
      databaseUrl = embedded.url;
    }
  }

  const database = connectDatabase(databaseUrl, 4);
  try {
    await runMigrations(database);
    const options = seedOptionsFor(config);
    const added = await seedDemoData(
      { db: database.db, media: createMediaStore(config.media), logger },
      options,
    );
    const took = Date.now() - started;
    console.log(
      Object.values(added).every((count) => count === 0)
        ? `Demo data is already there: nothing added (${took} ms).`
        : `Demo data added: ${describeSeed(added)} (${took} ms).`,
    );
    console.log(
      `Demo accounts (${DEMO_USERS.length}, all @${DEMO_EMAIL_DOMAIN}) sign in by email link` +
        (options.password ? ` or with the password '${options.password}'` : '') +
        `, e.g. ${DEMO_USERS[0]?.email}.`,
    );
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The demo seed failed:\n${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
