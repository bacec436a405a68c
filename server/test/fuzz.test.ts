/**
 * Fuzz test (ASVS 5.1): thousands of random and near-valid requests against
 * every route of the server, in-process, with 0 answers of 500 or more.
 *
 * The routes come from the route × role matrix (access/rows/*.ts), so a route
 * added later (with its row, which the matrix test demands) is fuzzed too.
 * Each row is taken in turn; its own request (as a visitor, the owner or
 * another member) is the starting point, then mutated: path segments and
 * parameters replaced by control characters, very long strings, odd Unicode
 * and broken % escapes; random query keys and values; bodies with wrong
 * types, nulls, huge numbers, deep nesting, invalid JSON, wrong content types
 * and broken multipart. A share of requests are wild instead (random method,
 * random path under the route). Everything is drawn from a seeded PRNG:
 * FUZZ_SEED=<n> replays a run, FUZZ_REQUESTS=<n> changes its length.
 *
 * On failure it prints every request that got a 5xx (or threw), replayable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createLogger } from '../platform/logger.ts';
import { createAccessContext, loadRows, rowKey } from './access/context.ts';
import { requestFor } from './access/request.ts';
import {
  type AccessContext,
  type AccessRequest,
  type AccessRow,
  ROLES,
  type Role,
} from './access/types.ts';
import { TEST_ORIGIN } from './auth-client.ts';
import { connectionFrom, LOOPBACK } from './connection.ts';
import { setupTestDatabase } from './database.ts';
import { png } from './images.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_400);
/** Requests in flight at once (the test database pool holds 5 connections). */
const PARALLEL = 4;

// Room for the parallel requests, and patience: the test machine's database is shared and busy.
const database = setupTestDatabase({ max: PARALLEL + 4, connectionTimeoutMillis: 30_000 });
const rows = await loadRows();

// ---------------------------------------------------------------- randomness

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof prng>;

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\n',
  '\r\n',
  '\t',
  '\u001b[31m',
  '\u007f',
  '\u0085',
];
const UNICODE = [
  'ቤት ንኪራይ',
  '🏠🔥',
  '\ud800',
  '\udfff\ud800',
  'e\u0301',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'İı',
  'ß'.repeat(50),
  'Ｏａｋｌａｎｄ',
  '\u2028\u2029',
  '\uffff',
];
const NASTY = [
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '$' + '{7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  '0x1F',
  '9'.repeat(400),
  '',
  ' ',
  '%',
  '%%',
  '%zz',
  '%E0%A4',
  '%ED%A0%80',
  '%C0%AF',
  '%2e%2e%2f',
  '%25%30%30',
  '%u0000',
  '+',
  '&',
  '=',
  '#',
  '?',
  '/',
  '\\',
  '//evil.example',
  'https://evil.example',
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
];

/** A string meant to break something. */
function fuzzText(r: Random): string {
  switch (r.int(6)) {
    case 0:
      return `a${r.pick(CONTROL)}b`;
    case 1:
      return r.pick(UNICODE);
    case 2:
      return r.pick(NASTY);
    case 3:
      return r.pick(['x', 'ቤ', '%41', '🏠']).repeat(r.pick([200, 1_000, 5_000]));
    case 4:
      return `${r.pick(NASTY)}${r.pick(CONTROL)}${r.pick(UNICODE)}`;
    default:
      return Array.from({ length: 1 + r.int(20) }, () => String.fromCharCode(r.int(0x3000))).join(
        '',
      );
  }
}

/** Percent-encodes, except now and then (raw % junk goes through as written). */
function urlPart(r: Random, text: string): string {
  if (r.chance(0.3) && /^[\x21-\x7e]*$/.test(text)) return text.replace(/[?#]/g, '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its bytes instead
  }
}

function deepNest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A value of the wrong kind, or a right kind with a wrong value. */
function wrongValue(r: Random): unknown {
  switch (r.int(16)) {
    case 0:
      return null;
    case 1:
      return r.pick([true, false]);
    case 2:
      return r.pick([0, -1, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER]);
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return [fuzzText(r), fuzzText(r)];
    case 6:
      return { nested: fuzzText(r) };
    case 7:
      return deepNest(r.pick([50, 500, 3_000]), fuzzText(r));
    case 8:
      return Array.from({ length: r.pick([100, 2_000]) }, (_, i) => i);
    case 9:
      return '2026-02-31';
    case 10:
      return r.pick(['9999-99-99', '0000-01-01', '2026-00-10', '-1-01-01']);
    default:
      return fuzzText(r);
  }
}

function mutateJson(r: Random, value: unknown, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== 'object') {
    return r.chance(0.7) ? wrongValue(r) : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0 || r.chance(0.3)) return [...value, wrongValue(r)];
    const copy = [...value];
    const at = r.int(copy.length);
    copy[at] = mutateJson(r, copy[at], depth + 1);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const action = r.int(5);
  if (action === 0 || keys.length === 0)
    copy[r.pick(['__proto__', 'constructor', 'x', fuzzText(r)])] = wrongValue(r);
  else if (action === 1) delete copy[r.pick(keys)];
  else {
    const key = r.pick(keys);
    copy[key] = mutateJson(r, copy[key], depth + 1);
  }
  return copy;
}

const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '',
  '\u0000',
  '"\\ud800"',
  "{'single':'quotes'}",
  '{"a":NaN}',
  '1'.repeat(2_000),
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  'null',
  '123',
  '"a string"',
  '[]',
  'true',
];

const QUERY_KEYS = [
  'q',
  'city',
  'sub',
  'category',
  'min',
  'max',
  'featured',
  'has_image',
  'today',
  'sort',
  'limit',
  'offset',
  'to',
  'address',
  'country',
  'error',
  'error_description',
  'token',
  'callbackURL',
  'amt',
  'id',
];

function fuzzQuery(r: Random): string {
  const parts: string[] = [];
  for (let i = 0, n = 1 + r.int(4); i < n; i++) {
    const key = r.chance(0.8) ? r.pick(QUERY_KEYS) : fuzzText(r).slice(0, 50);
    const value = r.chance(0.2)
      ? r.pick(['1', '-5', '1e9', 'true', 'newest', 'housing'])
      : fuzzText(r);
    parts.push(r.chance(0.1) ? urlPart(r, key) : `${urlPart(r, key)}=${urlPart(r, value)}`);
  }
  if (r.chance(0.1)) parts.push(r.pick(['&&&=', '=', '&', '%', 'a[b][c]=1', 'a=1&a=2']));
  return parts.join('&');
}

// ---------------------------------------------------------------- requests

type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  remoteAddress: string;
  /** For the report: what kind of mutation this was, and of which row's route. */
  kind: string;
  route: string;
};

/** Better-auth's endpoints, for the /api/auth/* wildcard. */
const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'token',
  'jwks',
  'request-password-reset',
  'reset-password',
  'reset-password/abc',
  'verify-email',
  'magic-link/verify',
  'sign-in/magic-link',
  'send-verification-email',
  'two-factor/enable',
  'two-factor/disable',
  'two-factor/verify-totp',
  'two-factor/verify-backup-code',
  'two-factor/get-totp-uri',
  'two-factor/generate-backup-codes',
  'change-password',
  'change-email',
  'verify-password',
  'update-user',
  'list-sessions',
  'error',
  'ok',
  'callback/x',
  'account-info',
  'list-accounts',
];
/** Auth paths that end or damage a session: sent only as a visitor, so the members stay signed in. */
const SESSION_ENDING =
  /sign-out|revoke|delete-user|update-session|change-password|two-factor\/(enable|disable)/;

/** Fills a route pattern's parameters and wildcards with something, valid or not. */
function fillRoute(r: Random, route: string, ctx: AccessContext): string {
  return route
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        if (route.startsWith('/api/auth')) return r.pick(AUTH_PATHS);
        return Array.from({ length: 1 + r.int(3) }, () =>
          urlPart(r, fuzzText(r).slice(0, 80)),
        ).join('/');
      }
      if (segment.startsWith(':')) {
        return r.chance(0.3) ? ctx.listing.id : urlPart(r, fuzzText(r));
      }
      return segment;
    })
    .join('/');
}

/** Replaces one segment of a concrete path (never the first, which picks the area). */
function mutatePath(r: Random, path: string): string {
  const [pathname = '', query] = path.split('?');
  const segments = pathname.split('/');
  const action = r.int(4);
  if (action === 0 && segments.length > 2) {
    segments[1 + r.int(segments.length - 1)] = urlPart(r, fuzzText(r));
  } else if (action === 1) {
    segments.push(urlPart(r, fuzzText(r)));
  } else if (action === 2) {
    const at = 1 + r.int(Math.max(1, segments.length - 1));
    segments[at] =
      `${segments[at] ?? ''}${r.pick(['%', '%zz', '%E0%A4', '%2F', '%00', '%0A', '..', ';x=1', '%ED%A0%80'])}`;
  } else {
    segments.push(''); // a trailing slash, or a doubled one
  }
  return `${segments.join('/')}${query === undefined ? '' : `?${query}`}`;
}

function fuzzBody(
  r: Random,
  base: AccessRequest | undefined,
): Pick<FuzzRequest, 'body' | 'headers' | 'kind'> {
  const choice = r.int(10);
  if (choice <= 3 && base?.json !== undefined) {
    return {
      kind: 'json mutated',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(mutateJson(r, base.json)),
    };
  }
  if (choice <= 4) {
    return {
      kind: 'json wrong',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(wrongValue(r)),
    };
  }
  if (choice === 5) {
    return {
      kind: 'json invalid',
      headers: {
        'content-type': r.pick([
          'application/json',
          'application/json; charset=utf-16',
          'text/json',
        ]),
      },
      body: r.pick(INVALID_JSON),
    };
  }
  if (choice === 6) {
    const boundary = `----fuzz${r.int(1e9)}`;
    const broken = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${r.pick(['listing', 'photos', 'cardNumber', fuzzText(r)])}"`,
      '',
      fuzzText(r),
      r.pick([`--${boundary}--`, `--${boundary}`, '--wrong--', '']),
    ].join('\r\n');
    return {
      kind: 'multipart broken',
      headers: {
        'content-type': r.pick([
          `multipart/form-data; boundary=${boundary}`,
          'multipart/form-data',
          'multipart/form-data; boundary=',
          `multipart/form-data; boundary="${boundary}`,
          'multipart/mixed; boundary=x',
        ]),
      },
      body: broken,
    };
  }
  if (choice === 7) {
    const form = new FormData();
    if (r.chance(0.6)) {
      form.set(
        'listing',
        JSON.stringify(base?.json !== undefined ? mutateJson(r, base.json) : wrongValue(r)),
      );
    }
    for (let i = 0, n = r.int(3); i < n; i++) {
      const bytes = r.chance(0.3)
        ? smallPng
        : Uint8Array.from({ length: r.pick([0, 10, 2_000, 40_000]) }, () => r.int(256));
      form.append(
        r.pick(['photos', 'photos', 'listing', 'cardNumber', fuzzText(r).slice(0, 20)]),
        new File([bytes as Uint8Array<ArrayBuffer>], fuzzText(r).slice(0, 40), {
          type: r.pick(['image/png', 'image/jpeg', 'text/plain', '', 'image/svg+xml']),
        }),
      );
    }
    for (const key of ['cardNumber', 'expiry', 'cvc', 'email', 'name']) {
      if (r.chance(0.3)) form.append(key, fuzzText(r));
    }
    return { kind: 'multipart fuzzed', headers: {}, body: form };
  }
  if (choice === 8) {
    return {
      kind: 'urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fuzzQuery(r),
    };
  }
  return {
    kind: 'odd content type',
    headers: {
      'content-type': r.pick([
        'text/plain',
        'application/octet-stream',
        'x/y;;;',
        'application/xml',
        '',
      ]),
    },
    body: r.chance(0.5) ? fuzzText(r) : Uint8Array.from({ length: 100 }, () => r.int(256)),
  };
}

let smallPng: Uint8Array;

function credentials(
  r: Random,
  ctx: AccessContext,
  role: Role,
  path: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const member = role === 'anonymous' || SESSION_ENDING.test(path) ? null : ctx[role];
  if (member) headers.cookie = member.browser.cookieHeader;
  const roll = r.int(20);
  if (roll === 0)
    headers.cookie = headerSafe(`better-auth.session_token=${fuzzText(r).slice(0, 100)}`);
  if (roll === 1) headers.authorization = headerSafe(`Bearer ${fuzzText(r).slice(0, 300)}`);
  if (roll === 2) headers.authorization = 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln';
  if (roll === 3) headers.authorization = r.pick(['Basic Og==', 'Bearer', 'Bearer ', '\u00e9']);
  return headers;
}

/**
 * Keeps a header value sendable: a client cannot put control characters or
 * anything beyond Latin-1 in a header (Node's server reads header bytes as Latin-1).
 */
function headerSafe(value: string): string {
  return [...value]
    .map((char) => (/[\x20-\x7e\xa0-\xff]/.test(char) ? char : '?'))
    .join('')
    .trim();
}

function generate(
  r: Random,
  ctx: AccessContext,
  row: AccessRow,
  bases: Map<string, AccessRequest>,
): FuzzRequest {
  const role = r.pick(ROLES);
  const base = bases.get(`${rowKey(row)}|${row.case ?? ''}|${role}`);
  const wild = r.chance(0.3);
  const method = r.chance(0.9)
    ? row.method
    : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
  let path = wild || !base ? fillRoute(r, row.route, ctx) : base.path;
  let kind = wild ? 'wild' : 'near-valid';
  if (!wild && r.chance(0.5)) {
    path = mutatePath(r, path);
    kind += ' path';
  }
  if (r.chance(0.4)) {
    path = `${path}${path.includes('?') ? '&' : '?'}${fuzzQuery(r)}`;
    kind += ' query';
  }
  const headers: Record<string, string> = {
    ...(r.chance(0.9)
      ? { origin: TEST_ORIGIN }
      : r.chance(0.5)
        ? { origin: 'http://evil.example' }
        : {}),
    ...credentials(r, ctx, role, path),
  };
  let body: FuzzRequest['body'];
  if (method !== 'GET' && method !== 'HEAD') {
    if (!wild && r.chance(0.15) && base) {
      // The row's own valid body, so the write itself runs with fuzzed paths and queries.
      if (base.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(base.json);
      } else if (base.form) body = base.form;
      kind += ' body as-is';
    } else {
      const fuzzed = fuzzBody(r, base);
      Object.assign(headers, fuzzed.headers);
      body = fuzzed.body;
      kind += ` ${fuzzed.kind}`;
    }
  }
  if (r.chance(0.05)) headers['accept-language'] = headerSafe(fuzzText(r).slice(0, 200));
  if (r.chance(0.05)) headers.referer = headerSafe(`http://${fuzzText(r).slice(0, 100)}`);
  return {
    method,
    path: path.startsWith('/') ? path : `/${path}`,
    headers,
    body,
    remoteAddress: r.chance(0.9) ? LOOPBACK : '192.0.2.77',
    kind: `${role} ${kind}`,
    route: rowKey(row),
  };
}

type Outcome = { request: FuzzRequest; status: number | 'threw'; detail: string; ms: number };

async function send(app: App, request: FuzzRequest): Promise<Outcome> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  try {
    const response = await app.request(
      request.path,
      { method: request.method, headers: request.headers, body: request.body },
      connectionFrom(request.remoteAddress),
    );
    let text = '';
    if (response.status >= 500) text = await response.text();
    else await response.arrayBuffer();
    return { request, status: response.status, detail: text.slice(0, 300), ms: ms() };
  } catch (error) {
    return {
      request,
      status: 'threw',
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
      ms: ms(),
    };
  }
}

function describeRequest({ request, status, detail }: Outcome): string {
  const body =
    request.body === undefined
      ? ''
      : request.body instanceof FormData
        ? ` body=FormData(${[...request.body.keys()].join(',')})`
        : ` body=${JSON.stringify(String(typeof request.body === 'string' ? request.body : `<${request.body.length} bytes>`).slice(0, 200))}`;
  return `${status} ${request.method} ${JSON.stringify(request.path.slice(0, 300))} [${request.kind}] headers=${JSON.stringify(
    Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [
        k,
        k === 'cookie' ? '<session>' : v.slice(0, 80),
      ]),
    ),
  )}${body}\n    → ${detail.replace(/\n/g, '\n      ')}`;
}

// ---------------------------------------------------------------- the test

let ctx: AccessContext;
const bases = new Map<string, AccessRequest>();
/** What the server logged as errors (a 500 logs its cause), printed with the failures. */
const serverErrors: string[] = [];
const logger = createLogger({
  level: 'error',
  destination: { write: (line: string) => serverErrors.push(line.trimEnd()) },
});

beforeAll(async () => {
  ctx = await createAccessContext(
    database,
    {
      PUBLIC_URL: TEST_ORIGIN,
      // Limits would answer most requests 429 before they reach the code under test.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      DONATION_CHECKOUTS_PER_IP: '1000000',
    },
    logger,
  );
  smallPng = new Uint8Array(await png(8, 6));
  // Each row's own request per role: the near-valid starting points (made once, in order).
  for (const row of rows) {
    for (const role of ROLES) {
      bases.set(`${rowKey(row)}|${row.case ?? ''}|${role}`, await requestFor(row, ctx, role));
    }
  }
}, 120_000);

describe('fuzz: random and near-valid requests to every route', () => {
  it(
    `answers ${REQUESTS} of them (seed ${SEED}) without a single 5xx`,
    async () => {
      const started = Date.now();
      const r = prng(SEED);
      // Every row in turn, so every route gets its share however many rows there are.
      const requests = Array.from({ length: REQUESTS }, (_, i) =>
        generate(r, ctx, rows[i % rows.length] as AccessRow, bases),
      );
      const outcomes: Outcome[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < requests.length) {
            const request = requests[next++] as FuzzRequest;
            outcomes.push(await send(ctx.app, request));
          }
        }),
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);

      const byStatus = new Map<string, number>();
      for (const { status } of outcomes) {
        const key = typeof status === 'number' ? `${status}` : status;
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      }
      const summary = [...byStatus]
        .sort()
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      console.info(
        `fuzz: ${outcomes.length} requests over ${new Set(rows.map(rowKey)).size} routes in ${seconds} s (seed ${SEED}): ${summary}`,
      );

      const timeByRoute = new Map<string, number>();
      for (const { request, ms } of outcomes) {
        timeByRoute.set(request.route, (timeByRoute.get(request.route) ?? 0) + ms);
      }
      const slowest = [...timeByRoute]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`)
        .join(', ');
      console.info(`fuzz: most time (summed over parallel requests): ${slowest}`);

      const failures = outcomes.filter(({ status }) => status === 'threw' || status >= 500);
      if (failures.length > 0) {
        console.error(
          `fuzz: ${failures.length} requests failed (replay with FUZZ_SEED=${SEED}):\n${failures.map(describeRequest).join('\n')}`,
        );
      }
      if (failures.length > 0 && serverErrors.length > 0) {
        console.error(`fuzz: what the server logged:\n${serverErrors.join('\n')}`);
      }
      expect(failures.map(describeRequest)).toEqual([]);
      // The fuzz reaches the handlers, not only the first 400: some requests must succeed.
      expect(
        outcomes.filter(({ status }) => typeof status === 'number' && status < 300).length,
      ).toBeGreaterThan(REQUESTS / 20);
    },
    Math.max(120_000, REQUESTS * 50),
  );

  it('covers every route of the matrix', () => {
    const routes = new Set(
      ctx.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => rowKey({ method: route.method, route: route.path })),
    );
    expect([...routes].filter((route) => !rows.some((row) => rowKey(row) === route))).toEqual([]);
  });
});
