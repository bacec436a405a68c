/** Forums: everyone reads; members post and report; only authors delete their posts. */
import { forumMessages, forumTopics } from '../../../db/schema/forums.ts';
import { all, ownerOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

/** A fresh topic of the owner, written directly (the API's hourly limit is tested elsewhere). */
async function ownTopic(ctx: AccessContext) {
  const [row] = await ctx.database.db
    .insert(forumTopics)
    .values({
      board: 'general',
      city: 'Oakland',
      title: 'Access topic',
      body: 'Body',
      userId: ctx.owner.userId,
    })
    .returning({ id: forumTopics.id });
  if (!row) throw new Error('no topic');
  return row.id;
}

/** A fresh reply of the owner, in a fresh topic of theirs. */
async function ownReply(ctx: AccessContext) {
  const topicId = await ownTopic(ctx);
  const [row] = await ctx.database.db
    .insert(forumMessages)
    .values({ topicId, userId: ctx.owner.userId, body: 'Reply' })
    .returning({ id: forumMessages.id });
  if (!row) throw new Error('no reply');
  return row.id;
}

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/forums/boards', query: 'city=Oakland', expect: all(200) },
  {
    method: 'GET',
    route: '/api/forums/boards/:slug/topics',
    params: 'general',
    query: 'city=Oakland',
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/forums/topics',
    json: { board: 'general', city: 'Oakland', title: 'Matrix', body: 'Hello' },
    expect: signedIn(201),
  },
  { method: 'GET', route: '/api/forums/topics/:id', params: ownTopic, expect: all(200) },
  {
    method: 'PATCH',
    route: '/api/forums/topics/:id',
    case: 'only the author edits',
    params: ownTopic,
    json: { title: 'Edited title', body: 'Edited body' },
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/forums/topics/:id',
    case: 'the author only',
    params: ownTopic,
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    route: '/api/forums/topics/:id/replies',
    params: ownTopic,
    json: { body: 'A reply' },
    expect: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/forums/topics/:id/reports',
    case: 'members report others’ posts, not their own',
    params: ownTopic,
    json: { reason: 'spam' },
    expect: { ...signedIn(201), owner: 400 },
  },
  {
    method: 'PUT',
    route: '/api/forums/topics/:id/follow',
    case: 'any member follows a topic they can see',
    params: ownTopic,
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/forums/topics/:id/follow',
    case: 'any member stops following',
    params: ownTopic,
    expect: signedIn(200),
  },
  {
    method: 'PATCH',
    route: '/api/forums/replies/:id',
    case: 'only the author edits',
    params: ownReply,
    json: { body: 'Edited reply' },
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/forums/replies/:id',
    case: 'the author only',
    params: ownReply,
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    route: '/api/forums/replies/:id/reports',
    case: 'members report others’ posts, not their own',
    params: ownReply,
    json: { reason: 'harassment' },
    expect: { ...signedIn(201), owner: 400 },
  },
  {
    method: 'PUT',
    route: '/api/forums/topics/:id/like',
    case: 'members like others’ topics, not their own',
    params: ownTopic,
    expect: { ...signedIn(200), owner: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/forums/topics/:id/like',
    case: 'any member takes their like back',
    params: ownTopic,
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/forums/replies/:id/like',
    case: 'members like others’ replies, not their own',
    params: ownReply,
    expect: { ...signedIn(200), owner: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/forums/replies/:id/like',
    case: 'any member takes their like back',
    params: ownReply,
    expect: signedIn(200),
  },
];
