/**
 * Moderation (issue #39): the owner of the matrix is its admin (ADMIN_EMAILS),
 * the other member is not; reports of members, direct messages, mentor and
 * match profiles go to the one queue.
 */

import type { MessagePage, OpenThreadReply } from '../../../../shared/inbox.ts';
import { matchProfiles } from '../../../db/schema/match.ts';
import { mentors } from '../../../db/schema/mentors.ts';
import { memberSuspensions } from '../../../db/schema/moderation.ts';
import { encodeAnswers } from '../../../features/match/score-bits.ts';
import { signedUpMember } from '../../auth-client.ts';
import { adminOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

const report = { reason: 'spam' };

/** A fresh member to suspend, so no row's own members lose their writes. */
async function bystander(ctx: AccessContext) {
  return signedUpMember(ctx.app, ctx.database.db, 'Bystander');
}

/** A listing of the owner with an open report from the other member. */
async function reportedListing(ctx: AccessContext) {
  const listing = await ctx.newListing();
  await ctx.other.browser.request(`/api/listings/${listing.id}/reports`, { json: report });
  return listing.id;
}

/** A message from the owner to the other member, in a thread about the owner's listing. */
async function ownersMessage(ctx: AccessContext) {
  const listing = await ctx.newListing();
  const opened = (await (
    await ctx.other.browser.request('/api/inbox/threads', { json: { listing: listing.id } })
  ).json()) as OpenThreadReply;
  await ctx.owner.browser.request(`/api/inbox/threads/${opened.thread.id}/messages`, {
    json: { body: 'Hello from the owner' },
  });
  const page = (await (
    await ctx.owner.browser.request(`/api/inbox/threads/${opened.thread.id}/messages`)
  ).json()) as MessagePage;
  return page.messages.at(-1)?.id;
}

async function ownersMentor(ctx: AccessContext) {
  const [row] = await ctx.database.db
    .insert(mentors)
    .values({
      userId: (await bystander(ctx)).userId,
      displayName: 'Reported Mentor',
      bio: 'Access mentor',
      photos: ['/media/u_owner/access.webp'],
    })
    .returning({ id: mentors.id });
  return row?.id;
}

async function matchProfileOf(ctx: AccessContext) {
  const member = await bystander(ctx);
  const empty = encodeAnswers([]);
  await ctx.database.db.insert(matchProfiles).values({
    userId: member.userId,
    displayName: 'Reported',
    age: 30,
    gender: 'man',
    seeking: 'women',
    answerBits: empty.answerBits,
    questionBits: empty.questionBits,
  });
  return member.userId;
}

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/moderation/me',
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/admin/reports', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/reports/:kind/:targetId/actions',
    case: 'dismiss a fresh report',
    expect: adminOnly(200),
    request: async (ctx) => ({
      path: `/api/admin/reports/listing/${await reportedListing(ctx)}/actions`,
      json: { action: 'dismiss', note: 'Fine' },
    }),
  },
  { method: 'GET', route: '/api/admin/members', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/members/:id/suspension',
    case: 'a bystander, for a day',
    expect: adminOnly(200),
    request: async (ctx) => ({
      path: `/api/admin/members/${(await bystander(ctx)).userId}/suspension`,
      json: { length: '1d', reason: 'Access test' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/members/:id/suspension',
    case: 'a suspended bystander',
    expect: adminOnly(200),
    request: async (ctx) => {
      const member = await bystander(ctx);
      await ctx.database.db
        .insert(memberSuspensions)
        .values({ userId: member.userId, until: null, reason: 'Access test' });
      return { path: `/api/admin/members/${member.userId}/suspension`, json: {} };
    },
  },
  { method: 'GET', route: '/api/admin/log', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/members/:id/reports',
    case: 'the owner: others report them, they cannot report themselves',
    expect: { ...signedIn(201), owner: 400 },
    request: (ctx) => ({ path: `/api/members/${ctx.owner.userId}/reports`, json: report }),
  },
  {
    method: 'POST',
    route: '/api/inbox/messages/:id/reports',
    case: 'the owner’s message: its thread’s other member reports it; no one else sees it',
    expect: { ...signedIn(201), owner: 400 },
    request: async (ctx) => ({
      path: `/api/inbox/messages/${await ownersMessage(ctx)}/reports`,
      json: report,
    }),
  },
  {
    method: 'POST',
    route: '/api/mentors/:id/reports',
    expect: signedIn(201),
    request: async (ctx) => ({
      path: `/api/mentors/${await ownersMentor(ctx)}/reports`,
      json: report,
    }),
  },
  {
    method: 'POST',
    route: '/api/match/profiles/:userId/reports',
    expect: signedIn(201),
    request: async (ctx) => ({
      path: `/api/match/profiles/${await matchProfileOf(ctx)}/reports`,
      json: report,
    }),
  },
];
