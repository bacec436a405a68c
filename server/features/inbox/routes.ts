/**
 * The inbox API (signed-in members only):
 *   POST /api/inbox/threads                 open or reuse a thread: {listing} | {mentor} | {match} | {member}
 *   GET  /api/inbox/threads                 my threads, newest activity first, with unread and total
 *   GET  /api/inbox/unread                  my total unread (the header badge)
 *   GET  /api/inbox/search?q=&before=       my messages holding q's words, newest first (issue #41)
 *   GET  /api/inbox/threads/:id             one thread's summary (members only, else 404)
 *   GET  /api/inbox/threads/:id/messages    history: ?before=<id> pages back, ?after=<id> catches up
 *   POST /api/inbox/threads/:id/messages    send {body}, as JSON; or multipart: a `message` part with
 *                                           that JSON and up to 4 `photos` files (body may then be '')
 *   GET  /api/inbox/messages/:id/photos/:n  a message's photo n (…/thumb: its thumbnail), members only
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
import { type Context, Hono } from 'hono';
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
import { readJsonWithPhotos } from '../../platform/json-with-photos.ts';
import type { ChannelRule } from '../../platform/realtime/channels.ts';
import { validate } from '../../platform/validation.ts';
import { deleteMessage, editMessage, messageIdParam } from './changes.ts';
import { reportDirectMessage } from './moderation.ts';
import { photoIndexParam, readMessagePhoto } from './photos.ts';
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

/** What a /threads/:id route acts with: the database, the hub, the member and the thread. */
function inThread(c: Context<AppEnv>) {
  const { db, hub } = c.var.deps;
  return { db, hub, userId: c.var.user.id, id: threadId(c.req.param('id') ?? '') };
}

/** The same for a /messages/:id route. */
function onMessage(c: Context<AppEnv>) {
  const { db, hub } = c.var.deps;
  return { db, hub, userId: c.var.user.id, id: messageIdParam(c.req.param('id') ?? '') };
}

/** Only a thread's members listen on thread:<id> (registered in app.ts). */
export const threadChannelRule: ChannelRule = async (user, id, db) =>
  !!user && isUuid(id) && (await isMember(db, id, user.id));

/**
 * A message photo's bytes: `nosniff` and no-script like /media/, so it is only
 * ever an image; never cached (noStoreForSignedIn makes it no-store).
 */
async function photoReply(c: Context<AppEnv>, thumb: boolean) {
  const media = await readMessagePhoto(
    c.var.deps,
    c.var.user.id,
    messageIdParam(c.req.param('id') ?? ''),
    photoIndexParam(c.req.param('n') ?? ''),
    thumb,
  );
  c.header('Content-Type', 'image/webp');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'");
  return c.body(media.body as Uint8Array<ArrayBuffer>);
}

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
    .post('/threads/:id/messages', async (c) => {
      const id = threadId(c.req.param('id'));
      const { input, uploads } = await readJsonWithPhotos(
        c,
        'message',
        'message',
        sendMessageSchema,
      );
      const reply = await sendMessage(c.var.deps, c.var.user.id, id, input.body, uploads);
      return c.json(reply, 201);
    })
    .get('/messages/:id/photos/:n', async (c) => photoReply(c, false))
    .get('/messages/:id/photos/:n/thumb', async (c) => photoReply(c, true))
    .post('/threads/:id/read', validate('json', markReadSchema), async (c) => {
      const { db, hub, userId, id } = inThread(c);
      return c.json(await markRead(db, hub, userId, id, c.req.valid('json').upTo));
    })
    .get('/requests', async (c) => c.json(await listRequests(c.var.deps.db, c.var.user.id)))
    .post('/threads/:id/accept', async (c) => {
      const { db, hub, userId, id } = inThread(c);
      return c.json(await answerRequest(db, hub, userId, id, 'accept'));
    })
    .post('/threads/:id/decline', async (c) => {
      const { db, hub, userId, id } = inThread(c);
      return c.json(await answerRequest(db, hub, userId, id, 'decline'));
    })
    .post('/threads/:id/typing', async (c) => {
      const { db, hub, userId, id } = inThread(c);
      return c.json(await signalTyping(db, hub, userId, id));
    })
    .patch('/messages/:id', validate('json', editMessageSchema), async (c) => {
      const { db, hub, userId, id } = onMessage(c);
      return c.json(await editMessage(db, hub, userId, id, c.req.valid('json').body));
    })
    .delete('/messages/:id', async (c) => {
      const { userId, id } = onMessage(c);
      return c.json(await deleteMessage(c.var.deps, userId, id));
    })
    .get('/settings', async (c) => c.json(await getInboxSettings(c.var.deps.db, c.var.user.id)))
    .put('/settings', validate('json', inboxSettingsSchema), async (c) =>
      c.json(
        await saveInboxSettings(c.var.deps.db, c.var.deps.hub, c.var.user.id, c.req.valid('json')),
      ),
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
