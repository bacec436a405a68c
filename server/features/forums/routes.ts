/**
 * The forums (docs/product.md#forums Forums), everyone reads, members post:
 *   GET    /api/forums/boards?city=                  boards with topic count and latest activity in the city
 *   GET    /api/forums/boards/:slug/topics?city=&page= a board's topics in the city, latest activity first
 *   POST   /api/forums/topics                        {board, city, title, body, anonymous?} → 201
 *   GET    /api/forums/topics/:id                    the topic and its replies, oldest first
 *   PATCH  /api/forums/topics/:id                    {title, body}, the author only → 200 (marked edited)
 *   DELETE /api/forums/topics/:id                    the author only → 204
 *   POST   /api/forums/topics/:id/replies            {body, anonymous?} → 201 (published on topic:<id>)
 * A post is shown under its author's own name, or 'Anon' with anonymous: true; never a name sent.
 *   POST   /api/forums/topics/:id/reports            {reason, details?} → 201
 *   PUT    /api/forums/topics/:id/follow             members: follow (replies notify) → 200 {following}
 *   DELETE /api/forums/topics/:id/follow             members: stop following → 200 {following}
 *   PUT    /api/forums/topics/:id/like               members: like the opening post, not one's own → 200 {liked, likes}
 *   DELETE /api/forums/topics/:id/like               members: take the like back → 200 {liked, likes}
 *   PUT    /api/forums/replies/:id/like              members: like a reply, not one's own → 200 {liked, likes}
 *   DELETE /api/forums/replies/:id/like              members: take the like back → 200 {liked, likes}
 *   PATCH  /api/forums/replies/:id                   {body}, the author only → 200 (marked edited)
 *   DELETE /api/forums/replies/:id                   the author only → 204
 *   POST   /api/forums/replies/:id/reports           {reason, details?} → 201
 */

import { type Context, Hono } from 'hono';
import { FORUM_MESSAGES } from '../../../shared/forums.ts';
import {
  editReplySchema,
  editTopicSchema,
  forumCityQuery,
  forumReportSchema,
  forumTopicsQuery,
  newReplySchema,
  newTopicSchema,
} from '../../../shared/schemas/forums.ts';
import { isAdmin } from '../../platform/auth/admins.ts';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { reportRoute } from '../../platform/moderation/report-route.ts';
import { validate } from '../../platform/validation.ts';
import { setReplyLike, setTopicLike } from './likes.ts';
import { forumReplyModeration, forumTopicModeration } from './moderation.ts';
import {
  createReply,
  createTopic,
  deleteReply,
  deleteTopic,
  editReply,
  editTopic,
  getTopic,
  listBoards,
  listTopics,
  setFollowing,
} from './service.ts';

/** PUT likes a post, DELETE takes the like back: one answer for a topic's opening post and a reply. */
const likeRoute =
  (setLike: typeof setTopicLike | typeof setReplyLike, like: boolean) =>
  async (c: Context<AppEnv, '/:id/like'>) =>
    c.json(await setLike(c.var.deps.db, c.var.deps.hub, c.var.user.id, c.req.param('id'), like));

export function forumRoutes() {
  return new Hono<AppEnv>()
    .get('/boards', validate('query', forumCityQuery), async (c) =>
      c.json({ boards: await listBoards(c.var.deps.db, c.req.valid('query').city) }),
    )
    .get('/boards/:slug/topics', validate('query', forumTopicsQuery), async (c) => {
      const viewer = await currentUser(c);
      const { city, page } = c.req.valid('query');
      return c.json(
        await listTopics(c.var.deps.db, viewer?.id ?? null, {
          board: c.req.param('slug'),
          city,
          page,
        }),
      );
    })
    .get('/topics/:id', async (c) => {
      const viewer = await currentUser(c);
      const moderator = isAdmin(c.var.deps.config, viewer);
      return c.json(
        await getTopic(c.var.deps.db, viewer?.id ?? null, c.req.param('id'), moderator),
      );
    })
    .post('/topics', requireUser, validate('json', newTopicSchema), async (c) =>
      c.json(
        await createTopic(c.var.deps.db, c.var.deps.hub, c.var.user.id, c.req.valid('json')),
        201,
      ),
    )
    .patch('/topics/:id', requireUser, validate('json', editTopicSchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(
        await editTopic(db, hub, c.var.user.id, c.req.param('id'), c.req.valid('json')),
      );
    })
    .delete('/topics/:id', requireUser, async (c) => {
      await deleteTopic(c.var.deps.db, c.var.deps.hub, c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/topics/:id/replies', requireUser, validate('json', newReplySchema), async (c) => {
      return c.json(
        await createReply(c.var.deps, c.var.user.id, c.req.param('id'), c.req.valid('json')),
        201,
      );
    })
    .post(
      '/topics/:id/reports',
      requireUser,
      validate('json', forumReportSchema),
      reportRoute(forumTopicModeration, FORUM_MESSAGES.topicNotFound),
    )
    .patch('/replies/:id', requireUser, validate('json', editReplySchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(
        await editReply(db, hub, c.var.user.id, c.req.param('id'), c.req.valid('json')),
      );
    })
    .put('/topics/:id/follow', requireUser, async (c) =>
      c.json(await setFollowing(c.var.deps.db, c.var.user.id, c.req.param('id'), true)),
    )
    .delete('/topics/:id/follow', requireUser, async (c) =>
      c.json(await setFollowing(c.var.deps.db, c.var.user.id, c.req.param('id'), false)),
    )
    .put('/topics/:id/like', requireUser, likeRoute(setTopicLike, true))
    .delete('/topics/:id/like', requireUser, likeRoute(setTopicLike, false))
    .put('/replies/:id/like', requireUser, likeRoute(setReplyLike, true))
    .delete('/replies/:id/like', requireUser, likeRoute(setReplyLike, false))
    .delete('/replies/:id', requireUser, async (c) => {
      await deleteReply(c.var.deps.db, c.var.deps.hub, c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post(
      '/replies/:id/reports',
      requireUser,
      validate('json', forumReportSchema),
      reportRoute(forumReplyModeration, FORUM_MESSAGES.replyNotFound),
    );
}
