/**
 * Runs once before the API tier: finds a PostgreSQL (DATABASE_URL, or an
 * embedded one in data/test-postgres), builds a template database with every
 * migration applied, and hands its name to the test files, which each clone it
 * (`CREATE DATABASE ... TEMPLATE`, ~40 ms) so files never share state.
 */
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../platform/logger.ts';
import { adminUrlFor, databaseUrlFor, quoteIdent } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

let embedded: EmbeddedServer | undefined;
let adminUrl = '';
let template = '';

export async function setup(project: TestProject) {
  // Read here only: tests must not depend on the developer's shell beyond this switch.
  const externalUrl = process.env.DATABASE_URL;
  if (externalUrl) {
    adminUrl = adminUrlFor(externalUrl);
  } else {
    embedded = await startEmbeddedPostgres({
      dir: path.resolve('data/test-postgres'),
      // Overridable so two checkouts of the project can run their API tiers side by side.
      port: Number(process.env.TEST_PG_PORT ?? 54339),
      database: 'postgres',
      logger: createLogger({ level: 'warn', format: 'pretty', scope: 'test-db' }),
    });
    adminUrl = embedded.adminUrl;
  }

  // Unique per run, so two runs against one server never collide.
  template = `hc_template_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${quoteIdent(template)}`);
  const database = connectDatabase(databaseUrlFor(adminUrl, template), 2);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { adminUrl, template });
}

export async function teardown() {
  if (template) await adminQuery(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
  await embedded?.stop();
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
