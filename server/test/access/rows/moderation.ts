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
import { theOwner } from '../fixtures.ts';
import type { AccessContext, AccessRow } from '../types.ts';

const report = { reason: 'spam' };

/** A fresh member to suspend, so no row's own members lose their writes. */
async function bystander(ctx: AccessContext) {
  return signedUpMember(ctx.app, ctx.database.db, 'Bystander');
}

const bystanderId = async (ctx: AccessContext) => (await bystander(ctx)).userId;

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
  const message = page.messages.at(-1);
  if (!message) throw new Error('no message');
  return message.id;
}

/** A fresh bystander, suspended until further notice. */
async function suspendedBystander(ctx: AccessContext) {
  const member = await bystander(ctx);
  await ctx.database.db
    .insert(memberSuspensions)
    .values({ userId: member.userId, until: null, reason: 'Access test' });
  return member.userId;
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
  if (!row) throw new Error('no mentor');
  return row.id;
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
  { method: 'GET', route: '/api/moderation/me', expect: signedIn(200) },
  { method: 'GET', route: '/api/admin/reports', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/reports/:kind/:targetId/actions',
    case: 'dismiss a fresh report',
    params: { kind: 'listing', targetId: reportedListing },
    json: { action: 'dismiss', note: 'Fine' },
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/members', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/members/:id/suspension',
    case: 'a bystander, for a day',
    params: bystanderId,
    json: { length: '1d', reason: 'Access test' },
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/members/:id/suspension',
    case: 'a suspended bystander',
    params: suspendedBystander,
    json: {},
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/log', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/members/:id/reports',
    case: 'the owner: others report them, they cannot report themselves',
    params: theOwner,
    json: report,
    expect: { ...signedIn(201), owner: 400 },
  },
  {
    method: 'POST',
    route: '/api/inbox/messages/:id/reports',
    case: 'the owner’s message: its thread’s other member reports it; no one else sees it',
    params: ownersMessage,
    json: report,
    expect: { ...signedIn(201), owner: 400 },
  },
  {
    method: 'POST',
    route: '/api/mentors/:id/reports',
    params: ownersMentor,
    json: report,
    expect: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/match/profiles/:userId/reports',
    params: matchProfileOf,
    json: report,
    expect: signedIn(201),
  },
];
