/**
 * The route × role matrix: every route of the server, with the status each
 * role gets. Rows live in `rows/<feature>.ts`, one file per feature, so a
 * feature adds its rows without touching anyone else's; matrix.test.ts runs
 * them all and fails when a route of the app has no row.
 */
import type { App } from '../../app.ts';
import type { Listing } from '../../db/schema/listings.ts';
import type { TestBrowser } from '../auth-client.ts';
import type { TestDatabase } from '../database.ts';

/** Who sends the request: nobody signed in, the owner of the resource, or another member. */
export type Role = 'anonymous' | 'owner' | 'other';
export const ROLES: Role[] = ['anonymous', 'other', 'owner'];

export type Member = { browser: TestBrowser; userId: string; email: string };

export type AccessContext = {
  app: App;
  database: TestDatabase;
  owner: Member;
  other: Member;
  /** An active listing of the owner, shared by rows that only read it. */
  listing: Listing;
  /** A fresh active listing of the owner (for rows that change or delete it). */
  newListing: (fields?: Partial<Listing>) => Promise<Listing>;
};

export type AccessRequest = {
  path: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** The machine the request comes from (default: in-process, no socket; see test/connection.ts). */
  remoteAddress?: string;
  /**
   * Send from this client instead of the role's own: for a request whose answer
   * changes the client's cookies (deleting an account clears them), so the
   * role's shared session lives on for the other rows.
   */
  browser?: TestBrowser;
};

/** A value for a route parameter, or the fixture that makes one (called per role, per request). */
export type ParamValue =
  | string
  | number
  | ((ctx: AccessContext, role: Role) => string | number | Promise<string | number>);

export type AccessRow = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as the server registers it, e.g. '/api/listings/:id'. */
  route: string;
  /** What this row shows, when a route has several (e.g. 'inactive listing'). */
  case?: string;
  expect: Record<Role, number>;
  /**
   * What fills the route's parameters: for a route with one, its value or
   * fixture (`params: theListing` sends '/api/listings/:id/similar' for the
   * shared listing); for several, one per name. Fixtures are called once per
   * role, so destructive rows can make fresh data.
   */
  params?: ParamValue | Record<string, ParamValue>;
  /** For a route with a wildcard ('/media/*'): the path to send instead. */
  path?: string;
  /** The query string, sent after '?' exactly as written. */
  query?: string;
  json?: unknown;
  /** A multipart body, made afresh for each request. */
  form?: () => FormData | Promise<FormData>;
  /** The machine the request comes from (see AccessRequest). */
  remoteAddress?: string;
  /**
   * The whole request, for a row whose request the fields above cannot say (a
   * body or path that depends on the context, another client); the row then
   * has none of those fields.
   */
  request?: (ctx: AccessContext, role: Role) => AccessRequest | Promise<AccessRequest>;
};
