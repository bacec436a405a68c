/**
 * Email for what a member missed (issue #44), against a real PostgreSQL: a
 * direct message left unread past the delay is emailed once, in the member's
 * language, with one-click unsubscribe (RFC 8058) that works signed out;
 * several make one digest; no second email for a thread until the member has
 * been back; preferences turn it off, in the app and by email. The delay is
 * configured to 0 here (MISSED_MAIL_DELAY_SECONDS), so nothing waits.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../app.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import { presence } from '../../db/schema/presence.ts';
import { appJobs } from '../../jobs.ts';
import type { Deps } from '../../platform/context.ts';
import { createTestDeps } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { sellerAndBuyer, sendIn, threadAbout } from '../../test/inbox-calls.ts';
import { insertListing } from '../../test/listings.ts';
import { notify } from '../notifications/service.ts';
import { sendMissedMail } from './scan.ts';

const database = setupTestDatabase();
let deps: Deps;
let app: App;
let seller: Member;
let buyer: Member;
let threadId: string;

beforeAll(async () => {
  deps = createTestDeps(database, { MISSED_MAIL_DELAY_SECONDS: '0', JOBS_POLL_MS: '100' });
  app = createApp(deps);
  ({ seller, buyer, threadId } = await sellerAndBuyer(app, database.db));
});

const send = (from: Member, body: string) => sendIn(from, threadId, body);

async function mailTo(member: Member) {
  return database.db
    .select()
    .from(devMailbox)
    .where(
      and(
        eq(devMailbox.to, member.email.toLowerCase()),
        sql`${devMailbox.subject} NOT LIKE '%sign%'`,
        sql`${devMailbox.subject} NOT LIKE '%Confirm%'`,
      ),
    )
    .orderBy(desc(devMailbox.createdAt));
}

const missed = (member: Member) => sendMissedMail(deps, member.userId);

describe('email for a missed direct message', () => {
  it('sends one email with one-click unsubscribe, and no second one for the thread until the member comes back', async () => {
    expect((await send(buyer, 'Is the sofa still there?')).status).toBe(201);
    expect((await missed(seller)).emails).toBe(1);
    const [mail] = await mailTo(seller);
    expect(mail?.subject).toBe('New message from Bereket Buyer');
    expect(mail?.text).toContain(`/inbox/${threadId}`);
    expect(mail?.html).toContain('Stop emails about messages');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // More messages while the seller stays away: no second email for this thread.
    await send(buyer, 'Hello?');
    await send(buyer, 'I can pick it up today');
    expect((await missed(seller)).emails).toBe(0);

    // Back in the app (presence), but still unread; a new message then may be emailed again, as one digest line.
    await database.db
      .insert(presence)
      .values({ userId: seller.userId, lastSeen: new Date() })
      .onConflictDoUpdate({ target: presence.userId, set: { lastSeen: new Date() } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await send(buyer, 'Last try');
    expect((await missed(seller)).emails).toBe(1);
    const [digest] = await mailTo(seller);
    expect(digest?.subject).toBe('You have 4 new messages');
    expect(digest?.text).toContain('4 new messages from Bereket Buyer');
  });

  it('does not email what the member has read', async () => {
    await send(seller, 'Yes, still here');
    // Writing in the thread reads it; the buyer has one unread from the seller.
    const before = (await mailTo(buyer)).length;
    await buyer.browser.request(`/api/inbox/threads/${threadId}/messages`);
    const { rows } = await database.db.execute<{ id: number }>(
      sql`SELECT max(id) AS id FROM dm_messages WHERE thread_id = ${threadId}`,
    );
    await buyer.browser.request(`/api/inbox/threads/${threadId}/read`, {
      json: { upTo: Number(rows[0]?.id) },
    });
    await missed(buyer);
    expect((await mailTo(buyer)).length).toBe(before);
  });

  it('leaves out notices with an email of their own (search alerts, expiry and session reminders)', async () => {
    const member = await signedUpMember(app, database.db, 'Alerted Member');
    for (const type of ['saved_search', 'listing_expiring', 'mentor_reminder_1h']) {
      await notify(database.db, deps.hub, member.userId, { type, title: `A ${type} notice` });
    }
    await missed(member);
    expect(await mailTo(member)).toHaveLength(0);
    // A notice of a kind with no email of its own still goes out.
    await notify(database.db, deps.hub, member.userId, {
      type: 'listing_expired',
      title: 'Your listing has expired',
    });
    await missed(member);
    expect((await mailTo(member)).map((mail) => mail.subject)).toEqual([
      'Your listing has expired',
    ]);
  });

  it('writes the email in the language the member saved their settings in', async () => {
    const reader = await signedUpMember(app, database.db, 'Tigrinya Reader');
    await reader.browser.request('/api/notification-settings', {
      method: 'PUT',
      json: { off_in_app: [], off_by_email: [], language: 'ti' },
    });
    const listing = await insertListing(database.db, reader.userId, { title: 'Table' });
    await sendIn(buyer, await threadAbout(buyer, listing.id), 'ሰላም');
    await missed(reader);
    const [mail] = await mailTo(reader);
    expect(mail?.subject).toBe('ሓድሽ መልእኽቲ ካብ Bereket Buyer');
    expect(mail?.html).toContain('lang="ti"');
  });
});

describe('one-click unsubscribe', () => {
  it('turns that kind of email off from the link, signed out (GET says what, POST does it)', async () => {
    const [mail] = await mailTo(seller);
    const url = new URL(mail?.headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    const stranger = new TestBrowser(app);
    const preview = await stranger.request(`${url.pathname}${url.search}`);
    expect(await preview.json()).toEqual({ kind: 'messages', already: false });
    // What a mail provider sends (RFC 8058): a POST with no cookie and no Origin.
    const done = await app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    const settings = await (await seller.browser.request('/api/notification-settings')).json();
    expect(settings).toMatchObject({ off_by_email: ['messages'] });

    await send(buyer, 'Another one');
    await database.db
      .update(presence)
      .set({ lastSeen: new Date(Date.now() + 1000) })
      .where(eq(presence.userId, seller.userId));
    expect((await missed(seller)).emails).toBe(0);
  });

  it('refuses a link whose signature does not match (400)', async () => {
    const [mail] = await mailTo(seller);
    const token =
      new URL(mail?.headers['List-Unsubscribe']?.slice(1, -1) ?? '').searchParams.get('token') ??
      '';
    const forged = `${Buffer.from(`${buyer.userId}:messages`).toString('base64url')}.${token.split('.')[1]}`;
    const reply = await new TestBrowser(app).request(`/api/unsubscribe?token=${forged}`, {
      json: {},
    });
    expect(reply.status).toBe(400);
  });
});

describe('notification preferences', () => {
  it('turns a kind off in the app: notify stores nothing', async () => {
    await seller.browser.request('/api/notification-settings', {
      method: 'PUT',
      json: { off_in_app: ['match'], off_by_email: ['messages'], language: 'en' },
    });
    const silent = await notify(database.db, deps.hub, seller.userId, {
      type: 'match',
      title: "It's a match!",
      link: '/match',
    });
    expect(silent).toBeNull();
    const shown = await notify(database.db, deps.hub, seller.userId, {
      type: 'forum_reply',
      title: 'New reply',
      link: '/forums/topic/00000000-0000-0000-0000-000000000001',
    });
    expect(shown).not.toBeNull();
  });

  it('mutes a topic: its replies reach neither the bell nor the mailbox', async () => {
    const topic = '00000000-0000-0000-0000-000000000002';
    const muted = await seller.browser.request('/api/notification-settings/mutes', {
      json: { subject: `topic:${topic}` },
    });
    expect(muted.status).toBe(200);
    expect(
      await notify(database.db, deps.hub, seller.userId, {
        type: 'forum_reply',
        title: 'Reply',
        link: `/forums/topic/${topic}`,
      }),
    ).toBeNull();
    const bad = await seller.browser.request('/api/notification-settings/mutes', {
      json: { subject: 'listing:1' },
    });
    expect(bad.status).toBe(400);
  });

  it('emails a missed notice of a kind left on, through the job queue', async () => {
    const member = await signedUpMember(app, database.db, 'Queued Member');
    await deps.jobs.start(appJobs(deps));
    try {
      await notify(database.db, deps.hub, member.userId, {
        type: 'report_removed',
        title: 'Thanks for your report: we removed it.',
      });
      const until = Date.now() + 10_000;
      while ((await mailTo(member)).length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const [mail] = await mailTo(member);
      expect(mail?.subject).toBe('Thanks for your report: we removed it.');
      expect(mail?.text).toContain('Stop emails about moderation outcomes');
    } finally {
      await deps.jobs.stop();
    }
  });
});
