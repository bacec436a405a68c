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
    query: 'city=Asmara&board=general',
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/chat/messages',
    json: { city: 'Asmara', board: 'general', content: 'Hello Asmara' },
    expect: signedIn(201),
  },
  {
    method: 'DELETE',
    route: '/api/chat/messages/:id',
    case: 'only the author deletes',
    params: ownersMessage,
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    route: '/api/chat/messages/:id/reports',
    case: 'members report others’ messages, not their own',
    params: ownersMessage,
    json: { details: 'Spam' },
    expect: { ...signedIn(201), owner: 400 },
  },
];
