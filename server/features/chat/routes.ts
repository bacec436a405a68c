/**
 * City chat (docs/product.md#city-chat Chat):
 *   GET    /api/chat/messages?city=&board=[&before=seq|&after=seq]   anyone: a page, oldest to newest, and the people count
 *   POST   /api/chat/messages {city, board, content}                 members: send (slow mode: 429)
 *   DELETE /api/chat/messages/:id                                    the author: delete
 *   POST   /api/chat/messages/:id/reports {details?}                 members: report
 * Live: the board's channel (shared/chat.ts chatChannel) carries ids only.
 */
import { Hono } from 'hono';
import {
  chatHistoryQuerySchema,
  chatMessageIdSchema,
  chatReportSchema,
  chatSendSchema,
} from '../../../shared/schemas/chat.ts';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { validate } from '../../platform/validation.ts';
import { trackBoardPeople } from './people.ts';
import {
  deleteChatMessage,
  listChatMessages,
  reportChatMessage,
  sendChatMessage,
} from './service.ts';

export function chatRoutes() {
  return new Hono<AppEnv>()
    .get('/messages', validate('query', chatHistoryQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const viewer = await currentUser(c);
      return c.json(
        await listChatMessages(
          c.var.deps.db,
          viewer,
          c.req.valid('query'),
          trackBoardPeople(c.var.deps),
        ),
      );
    })
    .post('/messages', requireUser, validate('json', chatSendSchema), async (c) => {
      const { db, hub } = c.var.deps;
      return c.json(await sendChatMessage(db, hub, c.var.user, c.req.valid('json')), 201);
    })
    .delete('/messages/:id', requireUser, validate('param', chatMessageIdSchema), async (c) => {
      const { db, hub } = c.var.deps;
      await deleteChatMessage(db, hub, c.var.user, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post(
      '/messages/:id/reports',
      requireUser,
      validate('param', chatMessageIdSchema),
      validate('json', chatReportSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        await reportChatMessage(c.var.deps, c.var.user, id, c.req.valid('json'));
        return c.json({ reported: true }, 201);
      },
    );
}
