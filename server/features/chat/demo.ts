/**
 * Demo chat: a day of conversation in a few boards of the demo cities, by
 * the demo members (features/demo/data.ts). Fixed ids and times relative to
 * the seed's `now`; inserted oldest first, so the board order (seq) follows
 * the clock. A second run adds nothing.
 */
import { z as zod } from 'zod';
import { CHAT_BOARDS, chatCityKey } from '../../../shared/chat.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { checkedDemoContent } from '../demo/content-file.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeed } from '../demo/feature-seed.ts';
import { stableUuid } from '../demo/random.ts';
import demoJson from './demo.json' with { type: 'json' };

/** The conversations (demo.json): each line is [who (a demo member's first name), minutes after the previous line, words]. */
const CONVERSATIONS = checkedDemoContent(
  'chat/demo.json',
  zod.array(
    zod.strictObject({
      city: zod.string().min(1),
      board: zod.enum(CHAT_BOARDS.map((board) => board.key)),
      startsHoursAgo: zod.number(),
      lines: zod.array(zod.tuple([zod.string(), zod.number(), zod.string().min(1)])),
    }),
  ),
  demoJson,
);

/** The demo member a line is by, from their first name. */
function memberNamed(firstName: string) {
  const member = DEMO_USERS.find((candidate) => candidate.name.split(' ')[0] === firstName);
  if (!member) throw new Error(`No demo user ${firstName}`);
  return member;
}

export const seedChatDemo: FeatureSeed = async ({ db, now }) => {
  const rows = CONVERSATIONS.flatMap((conversation) => {
    let at = now.getTime() - conversation.startsHoursAgo * 3_600_000;
    return conversation.lines.map(([who, minutes, text], index) => {
      at += minutes * 60_000;
      const author = memberNamed(who);
      return {
        id: stableUuid(`habesha-demo-chat/${conversation.city}/${conversation.board}/${index}`),
        content: text,
        userId: author.id,
        city: conversation.city,
        cityKey: chatCityKey(conversation.city),
        board: conversation.board,
        createdAt: new Date(Math.min(at, now.getTime() - 60_000)),
      };
    });
  });
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const added = await db
    .insert(chatMessages)
    .values(rows)
    .onConflictDoNothing({ target: chatMessages.id })
    .returning({ id: chatMessages.id });
  return { chatMessages: added.length };
};
