/**
 * Runs the route × role matrix (rows/*.ts): each row's request as a signed-out
 * visitor, as another member and as the owner, expecting the row's status;
 * every write again from a foreign Origin, expecting 403 forbidden_origin; and
 * fails when a route of the app has no row (or a row names no route).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth-client.ts';
import { setupTestDatabase } from '../database.ts';
import { createAccessContext, rowKey as key, loadRows } from './context.ts';
import { requestFor } from './request.ts';
import { type AccessContext, type AccessRow, ROLES, type Role } from './types.ts';

const database = setupTestDatabase();

/** Writes whose callers prove themselves another way (a signature), not by Origin. */
const ORIGIN_EXEMPT = new Set(['POST /api/donations/webhook']);

const rows = await loadRows();
const label = (row: AccessRow) => `${key(row)}${row.case ? ` (${row.case})` : ''}`;

let ctx: AccessContext;

beforeAll(async () => {
  ctx = await createAccessContext(database);
});

function browserFor(role: Role): TestBrowser {
  if (role === 'anonymous') return new TestBrowser(ctx.app);
  return ctx[role].browser;
}

async function send(row: AccessRow, role: Role, headers: Record<string, string> = {}) {
  const spec = await requestFor(row, ctx, role);
  return (spec.browser ?? browserFor(role)).request(spec.path, {
    method: row.method,
    json: spec.json,
    form: spec.form,
    headers: { ...spec.headers, ...headers },
    remoteAddress: spec.remoteAddress,
  });
}

describe('route × role matrix', () => {
  it('has a row for every route of the server, and no row for a route that does not exist', () => {
    const registered = new Set(
      ctx.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => key({ method: route.method, route: route.path })),
    );
    const covered = new Set(rows.map(key));
    expect([...registered].filter((route) => !covered.has(route)).sort()).toEqual([]);
    expect([...covered].filter((route) => !registered.has(route)).sort()).toEqual([]);
  });

  describe.each(rows.map((row) => [label(row), row] as const))('%s', (_name, row) => {
    it(`answers ${ROLES.map((role) => `${role} ${row.expect[role]}`).join(', ')}`, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of ROLES) got[role] = (await send(row, role)).status;
      expect(got).toEqual(row.expect);
    });

    if (row.method !== 'GET' && !ORIGIN_EXEMPT.has(key(row))) {
      it('refuses the owner’s cookie from a foreign Origin (403 forbidden_origin)', async () => {
        const response = await send(row, 'owner', { origin: 'http://evil.example' });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
      });
    }
  });
});
