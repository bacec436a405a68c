/**
 * Moderation (issue #39) against a real PostgreSQL: who moderates, reports of
 * every kind reaching one queue, three members' reports hiding content, and
 * what Dismiss, Remove and Suspend do for the author, the reporters and
 * everyone else; the log of every action.
 */

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistory } from '../../../shared/chat.ts';
import type { ForumTopicReply } from '../../../shared/forums.ts';
import type { MessagePage, OpenThreadReply } from '../../../shared/inbox.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type {
  AdminMemberList,
  ModerationLog,
  ModerationMe,
  ReportGroup,
  ReportQueue,
} from '../../../shared/moderation.ts';
import type { App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { memberSuspensions } from '../../db/schema/moderation.ts';
import { createDeps } from '../../deps.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';
import { noticesOf } from '../../test/notices.ts';
import { sweepLapsedSuspensions } from './suspensions.ts';

const database = setupTestDatabase();
const ADMIN_EMAIL = 'moderator@example.org';
let app: App;
let admin: Member;
let author: Member;
let readers: Member[];
const anonymous = () => new TestBrowser(app);

type ErrorReply = { error: { code: string; message: string } };

beforeAll(async () => {
  app = createTestApp(database, { ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await signedUpMember(app, database.db, 'Moderator', ADMIN_EMAIL);
  author = await signedUpMember(app, database.db, 'Author');
  readers = [
    await signedUpMember(app, database.db, 'Reader One'),
    await signedUpMember(app, database.db, 'Reader Two'),
    await signedUpMember(app, database.db, 'Reader Three'),
  ];
});

const reader = (i: number) => readers[i] as Member;

async function queue(query = '') {
  const response = await admin.browser.request(`/api/admin/reports${query}`);
  expect(response.status).toBe(200);
  return json<ReportQueue>(response);
}

async function act(kind: string, targetId: string, body: Record<string, unknown>) {
  return admin.browser.request(`/api/admin/reports/${kind}/${targetId}/actions`, { json: body });
}

async function groupOf(kind: string, targetId: string) {
  const { groups } = await queue(`?kind=${kind}`);
  return groups.find((group) => group.target_id === targetId);
}

async function postChat(member: Member, content: string) {
  const response = await member.browser.request('/api/chat/messages', {
    json: { city: 'Moderation City', board: 'general', content },
  });
  expect(response.status).toBe(201);
  return json<{ id: string }>(response);
}

async function chatFor(browser: TestBrowser) {
  return json<ChatHistory>(
    await browser.request('/api/chat/messages?city=Moderation%20City&board=general'),
  );
}

describe('who moderates', () => {
  it('lets the members named in ADMIN_EMAILS alone in: 401 signed out, 403 with a clear message for others', async () => {
    for (const path of ['/api/admin/reports', '/api/admin/members', '/api/admin/log']) {
      expect((await anonymous().request(path)).status).toBe(401);
      const member = await reader(0).browser.request(path);
      expect(member.status).toBe(403);
      expect((await json<ErrorReply>(member)).error.message).toBe('Only admins can see this page.');
      expect((await admin.browser.request(path)).status).toBe(200);
    }
    const me = await json<ModerationMe>(await admin.browser.request('/api/moderation/me'));
    expect(me).toEqual({ is_admin: true, suspension: null });
    const other = await json<ModerationMe>(await reader(0).browser.request('/api/moderation/me'));
    expect(other.is_admin).toBe(false);
  });

  it('keeps that rule outside production too (no development shortcut, unlike the seed page)', async () => {
    const devApp = createTestApp(database, { ADMIN_EMAILS: '', NODE_ENV: 'development' });
    const member = await signedUpMember(devApp, database.db, 'Dev Member');
    expect((await member.browser.request('/api/admin/reports')).status).toBe(403);
  });
});

describe('reports reach one queue', () => {
  it('groups a listing’s reports (members and signed out) with their reasons, details and reporters', async () => {
    const listing = await insertListing(database.db, author.userId, {
      title: 'Too good to be true',
    });
    for (const [i, reason] of (['scam', 'spam'] as const).entries()) {
      const response = await reader(i).browser.request(`/api/listings/${listing.id}/reports`, {
        json: { reason, details: i === 0 ? 'Asks for a deposit by wire' : undefined },
      });
      expect(response.status).toBe(201);
    }
    await anonymous().request(`/api/listings/${listing.id}/reports`, {
      json: { reason: 'other', details: 'Fake photos' },
    });
    const group = (await groupOf('listing', listing.id)) as ReportGroup;
    expect(group.report_count).toBe(3);
    expect(group.content.title).toBe('Too good to be true');
    expect(group.author?.id).toBe(author.userId);
    expect(group.link).toBe(`/l/${listing.id}`);
    expect(
      group.reports.map((r) => [r.reason, r.details, r.reporter?.name ?? null]).sort(),
    ).toEqual(
      [
        ['other', 'Fake photos', null],
        ['scam', 'Asks for a deposit by wire', 'Reader One'],
        ['spam', '', 'Reader Two'],
      ].sort(),
    );
    // Two members' reports do not hide it; the third member's would.
    expect(group.moderation).toBeNull();
  });

  it('attaches a reported direct message with the few before it, and says so', async () => {
    const listing = await insertListing(database.db, author.userId);
    const opened = await json<OpenThreadReply>(
      await reader(0).browser.request('/api/inbox/threads', { json: { listing: listing.id } }),
    );
    const threadId = opened.thread.id;
    for (let i = 1; i <= 6; i++) {
      const sender = i % 2 ? reader(0) : author;
      await sender.browser.request(`/api/inbox/threads/${threadId}/messages`, {
        json: { body: `message ${i}` },
      });
    }
    const page = await json<MessagePage>(
      await reader(0).browser.request(`/api/inbox/threads/${threadId}/messages`),
    );
    const last = page.messages.at(-1);
    expect(last?.body).toBe('message 6');
    const outsider = await reader(1).browser.request(`/api/inbox/messages/${last?.id}/reports`, {
      json: { reason: 'harassment' },
    });
    expect(outsider.status).toBe(404);
    const reported = await reader(0).browser.request(`/api/inbox/messages/${last?.id}/reports`, {
      json: { reason: 'harassment', details: 'Threats' },
    });
    expect(reported.status).toBe(201);
    expect(await json(reported)).toEqual({ reported: true, attached_messages: 4 });
    const group = (await groupOf('direct_message', String(last?.id))) as ReportGroup;
    expect(group.content.messages?.map((m) => [m.body, m.reported])).toEqual([
      ['message 2', false],
      ['message 3', false],
      ['message 4', false],
      ['message 5', false],
      ['message 6', true],
    ]);
  });

  it('takes reports of a member, and refuses one’s own content and an unknown target', async () => {
    const member = await reader(2).browser.request(`/api/members/${author.userId}/reports`, {
      json: { reason: 'impersonation', details: 'Pretends to be the embassy' },
    });
    expect(member.status).toBe(201);
    expect((await groupOf('member', author.userId))?.reports[0]?.reason).toBe('impersonation');
    const own = await author.browser.request(`/api/members/${author.userId}/reports`, {
      json: { reason: 'spam' },
    });
    expect(own.status).toBe(400);
    const unknown = await reader(2).browser.request('/api/members/nobody-here/reports', {
      json: { reason: 'spam' },
    });
    expect(unknown.status).toBe(404);
    const bare = await reader(2).browser.request(`/api/members/${author.userId}/reports`, {
      json: { reason: 'other' },
    });
    expect(bare.status).toBe(400);
  });
});

describe('three members’ reports hide content until an admin decides', () => {
  it('hides a chat line from everyone but its author; Dismiss shows it again and tells the reporters', async () => {
    const line = await postChat(author, 'Borderline joke');
    for (let i = 0; i < 3; i++) {
      const response = await reader(i).browser.request(`/api/chat/messages/${line.id}/reports`, {
        json: { reason: 'harassment' },
      });
      expect(response.status).toBe(201);
    }
    const forOthers = await chatFor(reader(0).browser);
    expect(forOthers.messages.some((m) => m.id === line.id)).toBe(false);
    expect((await chatFor(anonymous())).messages.some((m) => m.id === line.id)).toBe(false);
    const forAuthor = (await chatFor(author.browser)).messages.find((m) => m.id === line.id);
    expect(forAuthor?.moderation).toBe('hidden');
    expect((await groupOf('chat_message', line.id))?.moderation).toBe('hidden');

    const dismissed = await act('chat_message', line.id, { action: 'dismiss', note: 'A joke' });
    expect(dismissed.status).toBe(200);
    expect((await json<{ group: ReportGroup }>(dismissed)).group.outcome?.action).toBe('dismiss');
    expect((await chatFor(reader(1).browser)).messages.find((m) => m.id === line.id)?.content).toBe(
      'Borderline joke',
    );
    const notice = (await noticesOf(reader(2))).notifications.find(
      (n) => n.type === 'report_dismissed',
    );
    expect(notice?.title).toBe('Thanks for your report: we looked and left it up.');
    expect(notice?.body).toBe('Borderline joke');
    // Resolved: out of the open queue, in the resolved one; a second action finds nothing open.
    expect(await groupOf('chat_message', line.id)).toBeUndefined();
    const resolved = await queue('?status=resolved&kind=chat_message');
    expect(resolved.groups.some((g) => g.target_id === line.id && g.status === 'resolved')).toBe(
      true,
    );
    expect((await act('chat_message', line.id, { action: 'remove' })).status).toBe(409);
  });
});

describe('Remove', () => {
  it('takes a listing from everyone (404), shows its owner why, and tells the reporter', async () => {
    const listing = await insertListing(database.db, author.userId, { title: 'Knock-off phones' });
    await reader(1).browser.request(`/api/listings/${listing.id}/reports`, {
      json: { reason: 'scam' },
    });
    const removed = await act('listing', listing.id, {
      action: 'remove',
      note: 'Counterfeit goods are not allowed.',
    });
    expect(removed.status).toBe(200);
    expect((await anonymous().request(`/api/listings/${listing.id}`)).status).toBe(404);
    expect((await reader(0).browser.request(`/api/listings/${listing.id}`)).status).toBe(404);
    // Admins still open it in context from the queue.
    expect((await admin.browser.request(`/api/listings/${listing.id}`)).status).toBe(200);
    const mine = await json<ListingReply[]>(await author.browser.request('/api/listings/mine'));
    const own = mine.find((l) => l.id === listing.id);
    expect([own?.status, own?.moderation, own?.moderation_note]).toEqual([
      'held',
      'removed',
      'Counterfeit goods are not allowed.',
    ]);
    const notice = (await noticesOf(reader(1))).notifications.find(
      (n) => n.type === 'report_removed' && n.body === 'Knock-off phones',
    );
    expect(notice?.title).toBe('Thanks for your report: we removed it.');
  });

  it('leaves a removed forum reply as a placeholder: no words for others, marked for its author', async () => {
    const topic = await json<{ id: string }>(
      await reader(0).browser.request('/api/forums/topics', {
        json: { board: 'general', city: 'Oakland', title: 'Moving tips', body: 'Ask away' },
      }),
    );
    const reply = await json<{ id: string }>(
      await author.browser.request(`/api/forums/topics/${topic.id}/replies`, {
        json: { body: 'Buy followers at my site' },
      }),
    );
    await reader(0).browser.request(`/api/forums/replies/${reply.id}/reports`, {
      json: { reason: 'spam' },
    });
    expect((await act('forum_reply', reply.id, { action: 'remove', note: 'Spam' })).status).toBe(
      200,
    );
    const forOthers = await json<ForumTopicReply>(
      await anonymous().request(`/api/forums/topics/${topic.id}`),
    );
    expect(forOthers.replies.find((r) => r.id === reply.id)).toMatchObject({
      body: '',
      moderation: 'removed',
      moderation_note: null,
    });
    const forAdmin = await json<ForumTopicReply>(
      await admin.browser.request(`/api/forums/topics/${topic.id}`),
    );
    expect(forAdmin.replies.some((r) => r.id === reply.id)).toBe(true);
    const forAuthor = await json<ForumTopicReply>(
      await author.browser.request(`/api/forums/topics/${topic.id}`),
    );
    expect(forAuthor.replies.find((r) => r.id === reply.id)).toMatchObject({
      body: 'Buy followers at my site',
      moderation: 'removed',
      moderation_note: 'Spam',
    });
  });

  it('refuses to remove a member (suspend or dismiss instead)', async () => {
    const target = await signedUpMember(app, database.db, 'Reported Member');
    await reader(0).browser.request(`/api/members/${target.userId}/reports`, {
      json: { reason: 'spam' },
    });
    expect((await act('member', target.userId, { action: 'remove' })).status).toBe(400);
    expect((await act('member', target.userId, { action: 'suspend' })).status).toBe(400);
  });
});

describe('a suspended member', () => {
  it('reads and reports, but every other write answers 403 suspended; their listings hide until it is lifted', async () => {
    const member = await signedUpMember(app, database.db, 'Troublemaker');
    const listing = await insertListing(database.db, member.userId, { title: 'Still for sale' });
    const line = await postChat(member, 'Spam spam spam');
    await reader(0).browser.request(`/api/chat/messages/${line.id}/reports`, {
      json: { reason: 'spam' },
    });
    const suspended = await act('chat_message', line.id, {
      action: 'suspend',
      note: 'Third warning',
      suspension: { length: '7d', reason: 'Spamming city chat' },
    });
    expect(suspended.status).toBe(200);

    const me = await json<ModerationMe>(await member.browser.request('/api/moderation/me'));
    expect(me.suspension?.reason).toBe('Spamming city chat');
    const until = new Date(me.suspension?.until ?? 0).getTime();
    expect(until).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const write = await member.browser.request('/api/chat/messages', {
      json: { city: 'Moderation City', board: 'general', content: 'Let me in' },
    });
    expect(write.status).toBe(403);
    const body = await json<ErrorReply>(write);
    expect(body.error.code).toBe('suspended');
    expect(body.error.message).toBe(
      `Your account is suspended until ${me.suspension?.until?.slice(0, 10)}: Spamming city chat`,
    );
    for (const [path, init] of [
      [
        '/api/forums/topics',
        { json: { board: 'general', city: 'Oakland', title: 'x', body: 'y' } },
      ],
      [`/api/favorites/${listing.id}`, { method: 'PUT' }],
      ['/api/profiles/me', { method: 'PUT', json: { display_name: 'New name' } }],
      ['/api/auth/update-user', { json: { name: 'Renamed' } }],
    ] as const) {
      const response = await member.browser.request(path, init);
      expect([path, response.status]).toEqual([path, 403]);
    }
    // Reading and reporting still work.
    expect((await member.browser.request('/api/listings/mine')).status).toBe(200);
    const report = await member.browser.request(`/api/members/${author.userId}/reports`, {
      json: { reason: 'spam' },
    });
    expect(report.status).toBe(201);
    // Their listing is hidden from everyone else while it lasts.
    expect((await anonymous().request(`/api/listings/${listing.id}`)).status).toBe(404);

    const list = await json<AdminMemberList>(
      await admin.browser.request('/api/admin/members?q=troublemaker'),
    );
    expect(list.members.map((m) => [m.name, m.suspension?.reason])).toEqual([
      ['Troublemaker', 'Spamming city chat'],
    ]);
    const lifted = await admin.browser.request(`/api/admin/members/${member.userId}/suspension`, {
      method: 'DELETE',
      json: { note: 'Appeal accepted' },
    });
    expect(lifted.status).toBe(200);
    expect((await anonymous().request(`/api/listings/${listing.id}`)).status).toBe(200);
    const again = await member.browser.request('/api/chat/messages', {
      json: { city: 'Moderation City', board: 'general', content: 'Back again' },
    });
    expect(again.status).toBe(201);
    const twice = await admin.browser.request(`/api/admin/members/${member.userId}/suspension`, {
      method: 'DELETE',
    });
    expect(twice.status).toBe(409);

    const log = await json<ModerationLog>(
      await admin.browser.request(`/api/admin/log?member=${member.userId}`),
    );
    expect(log.entries.map((e) => [e.action, e.note, e.admin?.name])).toEqual([
      ['lift_suspension', 'Appeal accepted', 'Moderator'],
      ['suspend', 'Third warning', 'Moderator'],
    ]);
    expect(log.entries[1]?.suspension?.reason).toBe('Spamming city chat');
  });

  it('is suspended from /admin/members too, and a suspension that lapses ends by itself', async () => {
    const member = await signedUpMember(app, database.db, 'Short Timer');
    const listing = await insertListing(database.db, member.userId);
    const response = await admin.browser.request(`/api/admin/members/${member.userId}/suspension`, {
      json: { length: '1d', reason: 'Cool off', note: '' },
    });
    expect(response.status).toBe(200);
    expect((await anonymous().request(`/api/listings/${listing.id}`)).status).toBe(404);
    const admins = await admin.browser.request(`/api/admin/members/${admin.userId}/suspension`, {
      json: { length: '1d', reason: 'No' },
    });
    expect(admins.status).toBe(400);
    // A day later (the sweep runs each minute on every instance):
    await database.db
      .update(memberSuspensions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(memberSuspensions.userId, member.userId));
    const deps = createDeps(loadConfig({ NODE_ENV: 'test' }), database, silentLogger);
    expect(await sweepLapsedSuspensions(deps)).toBe(1);
    expect((await anonymous().request(`/api/listings/${listing.id}`)).status).toBe(200);
  });
});

describe('two admins at once', () => {
  it('resolves a group once: the second action gets 409', async () => {
    const line = await postChat(author, 'Race me');
    await reader(0).browser.request(`/api/chat/messages/${line.id}/reports`, {
      json: { reason: 'spam' },
    });
    const [a, b] = await Promise.all([
      act('chat_message', line.id, { action: 'dismiss' }),
      act('chat_message', line.id, { action: 'remove' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});
