/**
 * The inbox API (signed-in members only):
 *   POST /api/inbox/threads                 open or reuse a thread: {listing} | {mentor} | {match} | {member}
 *   GET  /api/inbox/threads                 my threads, newest activity first, with unread and total
 *   GET  /api/inbox/unread                  my total unread (the header badge)
 *   GET  /api/inbox/search?q=&before=       my messages holding q's words, newest first (issue #41)
 *   GET  /api/inbox/threads/:id             one thread's summary (members only, else 404)
 *   GET  /api/inbox/threads/:id/messages    history: ?before=<id> pages back, ?after=<id> catches up
 *   POST /api/inbox/threads/:id/messages    send {body}
 *   POST /api/inbox/threads/:id/read        mark read {upTo?}
 *   POST /api/inbox/messages/:id/reports    report a message of my thread {reason, details?}
 *   GET  /api/inbox/requests                message requests waiting for me, and their count (issue #41)
 *   POST /api/inbox/threads/:id/accept      accept a request: it joins my inbox
 *   POST /api/inbox/threads/:id/decline     decline it: gone for me; its sender is not told
 *   PATCH  /api/inbox/messages/:id          edit my own message {body}, within 15 minutes
 *   DELETE /api/inbox/messages/:id          delete my own message, within 15 minutes
 *   POST /api/inbox/threads/:id/typing      'I am typing' to the other member (never stored)
 *   GET  /api/inbox/settings                my inbox settings {read_receipts}
 *   PUT  /api/inbox/settings                save them
 * Blocking the counterpart is PUT /api/blocks/:userId (the one block list).
 * Realtime: thread:<id> (members only) and the user's own channel.
 */
import { Hono } from 'hono';
import { DM_MESSAGES } from '../../../shared/inbox.ts';
import type { ReportReply } from '../../../shared/moderation.ts';
import {
  editMessageSchema,
  inboxSettingsSchema,
  markReadSchema,
  messagePageQuery,
  messageSearchQuery,
  openThreadSchema,
  sendMessageSchema,
} from '../../../shared/schemas/inbox.ts';
import { reportBodySchema } from '../../../shared/schemas/moderation.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { registerChannelRule } from '../../platform/realtime/channels.ts';
import { validate } from '../../platform/validation.ts';
import { deleteMessage, editMessage, messageIdParam } from './changes.ts';
import { reportDirectMessage } from './moderation.ts';
import { answerRequest, listRequests } from './requests.ts';
import { searchMessages } from './search.ts';
import {
  getThread,
  isMember,
  listThreads,
  markRead,
  openThread,
  readMessages,
  sendMessage,
  unreadTotal,
} from './service.ts';
import { getInboxSettings, saveInboxSettings } from './settings.ts';
import { signalTyping } from './typing.ts';

/** A thread id that is not one is a thread that does not exist (404, like a non-member's). */
function threadId(id: string): string {
  if (!isUuid(id)) throw ApiError.notFound(DM_MESSAGES.threadMissing);
  return id.toLowerCase();
}

// Only a thread's members listen on thread:<id>.
registerChannelRule(
  'thread',
  async (user, id, db) => !!user && isUuid(id) && (await isMember(db, id, user.id)),
);

export function inboxRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .post('/threads', validate('json', openThreadSchema), async (c) => {
      const reply = await openThread(c.var.deps.db, c.var.user.id, c.req.valid('json'));
      return c.json(reply, reply.created ? 201 : 200);
    })
    .get('/threads', async (c) => c.json(await listThreads(c.var.deps.db, c.var.user.id)))
    .get('/unread', async (c) =>
      c.json({ unread: await unreadTotal(c.var.deps.db, c.var.user.id) }),
    )
    .get('/search', validate('query', messageSearchQuery), async (c) =>
      c.json(await searchMessages(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
    )
    .get('/threads/:id', async (c) =>
      c.json(await getThread(c.var.deps.db, c.var.user.id, threadId(c.req.param('id')))),
    )
    .get('/threads/:id/messages', validate('query', messagePageQuery), async (c) =>
      c.json(
        await readMessages(
          c.var.deps.db,
          c.var.user.id,
          threadId(c.req.param('id')),
          c.req.valid('query'),
        ),
      ),
    )
    .post('/threads/:id/messages', validate('json', sendMessageSchema), async (c) => {
      const { db, hub } = c.var.deps;
      const reply = await sendMessage(
        db,
        hub,
        c.var.user.id,
        threadId(c.req.param('id')),
        c.req.valid('json').body,
      );
      return c.json(reply, 201);
    })
    .post('/threads/:id/read', validate('json', markReadSchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(
        await markRead(
          db,
          hub,
          c.var.user.id,
          threadId(c.req.param('id')),
          c.req.valid('json').upTo,
        ),
      );
    })
    .get('/requests', async (c) => c.json(await listRequests(c.var.deps.db, c.var.user.id)))
    .post('/threads/:id/accept', async (c) => {
      const { db, hub } = c.var.deps;
      const id = threadId(c.req.param('id'));
      return c.json(await answerRequest(db, hub, c.var.user.id, id, 'accept'));
    })
    .post('/threads/:id/decline', async (c) => {
      const { db, hub } = c.var.deps;
      const id = threadId(c.req.param('id'));
      return c.json(await answerRequest(db, hub, c.var.user.id, id, 'decline'));
    })
    .post('/threads/:id/typing', async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(await signalTyping(db, hub, c.var.user.id, threadId(c.req.param('id'))));
    })
    .patch('/messages/:id', validate('json', editMessageSchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(
        await editMessage(
          db,
          hub,
          c.var.user.id,
          messageIdParam(c.req.param('id')),
          c.req.valid('json').body,
        ),
      );
    })
    .delete('/messages/:id', async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(await deleteMessage(db, hub, c.var.user.id, messageIdParam(c.req.param('id'))));
    })
    .get('/settings', async (c) => c.json(await getInboxSettings(c.var.deps.db, c.var.user.id)))
    .put('/settings', validate('json', inboxSettingsSchema), async (c) =>
      c.json(await saveInboxSettings(c.var.deps.db, c.var.user.id, c.req.valid('json'))),
    )
    .post('/messages/:id/reports', validate('json', reportBodySchema), async (c) => {
      const { attached } = await reportDirectMessage(
        c.var.deps,
        c.var.user.id,
        c.req.param('id'),
        c.req.valid('json'),
      );
      return c.json({ reported: true, attached_messages: attached } satisfies ReportReply, 201);
    });
}
