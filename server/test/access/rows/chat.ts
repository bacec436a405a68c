/** City chat: anyone reads a board; members send and report; only the author deletes. */
import { chatCityKey } from '../../../../shared/chat.ts';
import { chatMessages } from '../../../db/schema/chat.ts';
import { all, ownerOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

/** A fresh message of the owner in Asmara's general board. */
async function ownersMessage(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.database.db
    .insert(chatMessages)
    .values({
      content: 'Selam, anyone at the market today?',
      userId: ctx.owner.userId,
      city: 'Asmara',
      cityKey: chatCityKey('Asmara'),
      board: 'general',
    })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('no message');
  return row.id;
}

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/chat/messages',
    case: 'anyone reads a board, signed out included',
    expect: all(200),
    request: () => ({ path: '/api/chat/messages?city=Asmara&board=general' }),
  },
  {
    method: 'POST',
    route: '/api/chat/messages',
    expect: signedIn(201),
    request: () => ({
      path: '/api/chat/messages',
      json: { city: 'Asmara', board: 'general', content: 'Hello Asmara' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/chat/messages/:id',
    case: 'only the author deletes',
    expect: ownerOnly(204),
    request: async (ctx) => ({ path: `/api/chat/messages/${await ownersMessage(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/chat/messages/:id/reports',
    case: 'members report others’ messages, not their own',
    expect: { ...signedIn(201), owner: 400 },
    request: async (ctx) => ({
      path: `/api/chat/messages/${await ownersMessage(ctx)}/reports`,
      json: { details: 'Spam' },
    }),
  },
];
