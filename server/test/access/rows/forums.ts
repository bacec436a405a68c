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
  {
    method: 'GET',
    route: '/api/forums/boards',
    expect: all(200),
    request: () => ({ path: '/api/forums/boards?city=Oakland' }),
  },
  {
    method: 'GET',
    route: '/api/forums/boards/:slug/topics',
    expect: all(200),
    request: () => ({ path: '/api/forums/boards/general/topics?city=Oakland' }),
  },
  {
    method: 'POST',
    route: '/api/forums/topics',
    expect: signedIn(201),
    request: () => ({
      path: '/api/forums/topics',
      json: { board: 'general', city: 'Oakland', title: 'Matrix', body: 'Hello' },
    }),
  },
  {
    method: 'GET',
    route: '/api/forums/topics/:id',
    expect: all(200),
    request: async (ctx) => ({ path: `/api/forums/topics/${await ownTopic(ctx)}` }),
  },
  {
    method: 'PATCH',
    route: '/api/forums/topics/:id',
    case: 'only the author edits',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      path: `/api/forums/topics/${await ownTopic(ctx)}`,
      json: { title: 'Edited title', body: 'Edited body' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/forums/topics/:id',
    case: 'the author only',
    expect: ownerOnly(204),
    request: async (ctx) => ({ path: `/api/forums/topics/${await ownTopic(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/forums/topics/:id/replies',
    expect: signedIn(201),
    request: async (ctx) => ({
      path: `/api/forums/topics/${await ownTopic(ctx)}/replies`,
      json: { body: 'A reply' },
    }),
  },
  {
    method: 'POST',
    route: '/api/forums/topics/:id/reports',
    case: 'members report others’ posts, not their own',
    expect: { ...signedIn(201), owner: 400 },
    request: async (ctx) => ({
      path: `/api/forums/topics/${await ownTopic(ctx)}/reports`,
      json: { reason: 'spam' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/forums/topics/:id/follow',
    case: 'any member follows a topic they can see',
    expect: signedIn(200),
    request: async (ctx) => ({ path: `/api/forums/topics/${await ownTopic(ctx)}/follow` }),
  },
  {
    method: 'DELETE',
    route: '/api/forums/topics/:id/follow',
    case: 'any member stops following',
    expect: signedIn(200),
    request: async (ctx) => ({ path: `/api/forums/topics/${await ownTopic(ctx)}/follow` }),
  },
  {
    method: 'PATCH',
    route: '/api/forums/replies/:id',
    case: 'only the author edits',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      path: `/api/forums/replies/${await ownReply(ctx)}`,
      json: { body: 'Edited reply' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/forums/replies/:id',
    case: 'the author only',
    expect: ownerOnly(204),
    request: async (ctx) => ({ path: `/api/forums/replies/${await ownReply(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/forums/replies/:id/reports',
    case: 'members report others’ posts, not their own',
    expect: { ...signedIn(201), owner: 400 },
    request: async (ctx) => ({
      path: `/api/forums/replies/${await ownReply(ctx)}/reports`,
      json: { reason: 'harassment' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/forums/topics/:id/like',
    case: 'members like others’ topics, not their own',
    expect: { ...signedIn(200), owner: 403 },
    request: async (ctx) => ({ path: `/api/forums/topics/${await ownTopic(ctx)}/like` }),
  },
  {
    method: 'DELETE',
    route: '/api/forums/topics/:id/like',
    case: 'any member takes their like back',
    expect: signedIn(200),
    request: async (ctx) => ({ path: `/api/forums/topics/${await ownTopic(ctx)}/like` }),
  },
  {
    method: 'PUT',
    route: '/api/forums/replies/:id/like',
    case: 'members like others’ replies, not their own',
    expect: { ...signedIn(200), owner: 403 },
    request: async (ctx) => ({ path: `/api/forums/replies/${await ownReply(ctx)}/like` }),
  },
  {
    method: 'DELETE',
    route: '/api/forums/replies/:id/like',
    case: 'any member takes their like back',
    expect: signedIn(200),
    request: async (ctx) => ({ path: `/api/forums/replies/${await ownReply(ctx)}/like` }),
  },
];
