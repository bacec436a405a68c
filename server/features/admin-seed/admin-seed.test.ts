import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_MESSAGES, type SeedAccessReply, type SeedReply } from '../../../shared/admin-seed.ts';
import { SEED_FORUM_BOARDS } from '../../../shared/forums.ts';
import { forumBoards } from '../../db/schema/forums.ts';
import { listings } from '../../db/schema/listings.ts';
import { matchQuestions } from '../../db/schema/match.ts';
import { mentors } from '../../db/schema/mentors.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpMember, TEST_ORIGIN, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();
const SECRET = 'seed-test-secret-'.padEnd(40, 'x');
/** A development site on this machine (the tests' default PUBLIC_URL is localhost). */
let local: ReturnType<typeof createTestApp>;
/** The same database served as a production site. */
const production = (env: Record<string, string> = {}) =>
  createTestApp(database, {
    NODE_ENV: 'production',
    PUBLIC_URL: TEST_ORIGIN,
    DATABASE_URL: 'postgres://configured-elsewhere',
    AUTH_SECRET: SECRET,
    SMTP_URL: 'smtp://mail.example:25',
    ...env,
  });

/** A request to another app with the member's session cookie (same database and secret). */
function asMember(app: ReturnType<typeof createTestApp>, member: Member, method = 'GET') {
  return app.request('/api/admin/seed', {
    method,
    headers: { origin: TEST_ORIGIN, cookie: member.browser.cookieHeader },
  });
}

let first: Member;
let second: Member;

beforeAll(async () => {
  local = createTestApp(database, { AUTH_SECRET: SECRET, PUBLIC_URL: TEST_ORIGIN });
  first = await signedUpMember(local, database.db, 'First');
  second = await signedUpMember(local, database.db, 'Second');
});

describe('seed page access', () => {
  it('asks a signed-out visitor to sign in (GET sign_in, POST 401)', async () => {
    const anonymous = new TestBrowser(local);
    expect(await json(await anonymous.request('/api/admin/seed'))).toEqual({ access: 'sign_in' });
    const response = await anonymous.request('/api/admin/seed', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('refuses a member of a production site who is not in ADMIN_EMAILS (403 with a clear message)', async () => {
    const app = production({ ADMIN_EMAILS: 'someone-else@example.org' });
    expect(await json<SeedAccessReply>(await asMember(app, first))).toEqual({
      access: 'forbidden',
    });
    const response = await asMember(app, first, 'POST');
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ error: { message: SEED_MESSAGES.forbidden } });
    const added = await database.db
      .select()
      .from(forumBoards)
      .where(eq(forumBoards.slug, 'rentals_qa'));
    expect(added).toEqual([]);
  });

  it('refuses a member of a development site whose PUBLIC_URL is not this machine', async () => {
    // Plain http, so the session cookie keeps the name the local site gave it.
    const site = 'http://habesha.example';
    const app = createTestApp(database, { AUTH_SECRET: SECRET, PUBLIC_URL: site });
    const send = (method: string) =>
      app.request('/api/admin/seed', {
        method,
        headers: { origin: site, cookie: first.browser.cookieHeader },
      });
    expect(await json(await send('GET'))).toEqual({ access: 'forbidden' });
    expect((await send('POST')).status).toBe(403);
  });
});

describe('running the seed', () => {
  it('with no profile at all: 409 saying what to do, and nothing added', async () => {
    const kept = await database.db.select().from(profiles);
    await database.db.delete(profiles);
    try {
      const response = await first.browser.request('/api/admin/seed', { method: 'POST' });
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({ error: { message: SEED_MESSAGES.noProfile } });
      expect(await database.db.select().from(listings)).toEqual([]);
    } finally {
      await database.db.insert(profiles).values(kept);
    }
  });

  it('a member named in ADMIN_EMAILS runs it on a production site; a second run adds nothing', async () => {
    // Two questions missing, so the run shows it inserts them (the migration has all 15).
    await database.db.delete(matchQuestions).where(inArray(matchQuestions.id, [14, 15]));
    // The second member is a mentor already: that profile must stay as it is.
    await database.db.insert(mentors).values({
      userId: second.userId,
      displayName: 'Second, my own',
      bio: 'My own mentor profile',
    });
    const app = production({ ADMIN_EMAILS: ` other@example.org , ${first.email.toUpperCase()} ` });
    expect(await json(await asMember(app, first))).toEqual({ access: 'allowed' });

    const run = await asMember(app, first, 'POST');
    expect(run.status).toBe(200);
    expect(await json<SeedReply>(run)).toEqual({
      added: { boards: 4, questions: 2, mentors: 1, listings: 3 },
    });

    const boards = await database.db
      .select()
      .from(forumBoards)
      .where(
        inArray(
          forumBoards.slug,
          SEED_FORUM_BOARDS.map((board) => board.slug),
        ),
      );
    expect(boards.map((board) => board.name).sort()).toEqual(
      SEED_FORUM_BOARDS.map((board) => board.en).sort(),
    );
    expect(await database.db.select().from(matchQuestions)).toHaveLength(15);
    const mentorRows = await database.db.select().from(mentors);
    expect(mentorRows).toHaveLength(2);
    expect(mentorRows.find((row) => row.userId === second.userId)?.bio).toBe(
      'My own mentor profile',
    );
    const listingRows = await database.db.select().from(listings);
    expect(listingRows).toHaveLength(3);
    expect(new Set(listingRows.map((row) => row.userId))).toEqual(
      new Set([first.userId, second.userId]),
    );
    expect(
      listingRows.every((row) => row.category === 'marketplace' && row.status === 'active'),
    ).toBe(true);

    const again = await asMember(app, first, 'POST');
    expect(await json<SeedReply>(again)).toEqual({
      added: { boards: 0, questions: 0, mentors: 0, listings: 0 },
    });
    expect(await database.db.select().from(listings)).toHaveLength(3);
  });

  it('any signed-in member runs it on a development site on this machine; seeded listings are public at once', async () => {
    const third = await signedUpMember(local, database.db, 'Third');
    expect(await json(await third.browser.request('/api/admin/seed'))).toEqual({
      access: 'allowed',
    });
    const response = await third.browser.request('/api/admin/seed', { method: 'POST' });
    expect(response.status).toBe(200);
    // The third profile gets its demo mentor; everything else is there already.
    expect(await json<SeedReply>(response)).toEqual({
      added: { boards: 0, questions: 0, mentors: 1, listings: 0 },
    });
    const [listing] = await database.db.select().from(listings).limit(1);
    const reader = new TestBrowser(local);
    expect((await reader.request(`/api/listings/${listing?.id}`)).status).toBe(200);
  });
});
