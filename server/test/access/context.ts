/**
 * What the route × role matrix and the fuzz test share: every row of
 * rows/*.ts, and a context with an owner, another member and a listing.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../../platform/logger.ts';
import { createTestApp } from '../app.ts';
import { signedUpMember } from '../auth-client.ts';
import type { TestDatabase } from '../database.ts';
import { insertListing } from '../listings.ts';
import type { AccessContext, AccessRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every row of every file in rows/. */
export async function loadRows(): Promise<AccessRow[]> {
  const files = readdirSync(path.join(here, 'rows')).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(
    files.map((file) => import(path.join(here, 'rows', file)) as Promise<{ rows: AccessRow[] }>),
  );
  return modules.flatMap((module) => module.rows);
}

export const MATRIX_ADMIN_EMAIL = 'owner-admin@matrix.example';

export const rowKey = (row: { method: string; route: string }) => `${row.method} ${row.route}`;

/** The app (with the test web build), two signed-up members and an active listing of the owner. */
export async function createAccessContext(
  database: TestDatabase,
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<AccessContext> {
  // The owner is also the site's admin: admin routes answer the owner 200 and the other 403.
  const app = createTestApp(
    database,
    { WEB_DIST_DIR: 'server/test/fixtures/web', ADMIN_EMAILS: MATRIX_ADMIN_EMAIL, ...env },
    logger,
  );
  const owner = await signedUpMember(app, database.db, 'Owner', MATRIX_ADMIN_EMAIL);
  const other = await signedUpMember(app, database.db, 'Other');
  const newListing: AccessContext['newListing'] = (fields = {}) =>
    insertListing(database.db, owner.userId, { status: 'active', ...fields });
  return { app, database, owner, other, listing: await newListing(), newListing };
}
