/**
 * A chat line under moderation (issue #39): hidden by reports (its author
 * still sees it, marked), or removed (a placeholder for everyone else). The
 * board hears 'chat.moderated' and pages fetch the line as they may see it.
 */
import { type ChatBoard, chatChannel } from '../../../shared/chat.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { postTarget, storeThenTell } from '../../platform/moderation/post-target.ts';

export const chatModeration = postTarget({
  kind: 'chat_message',
  table: chatMessages,
  shows: (row) => ({
    authorId: row.userId,
    title: null,
    text: row.content,
    link: `/chat?city=${encodeURIComponent(row.city)}&board=${row.board}`,
  }),
  setState: storeThenTell(chatMessages, (deps, row) =>
    deps.hub.tryPublish(chatChannel(row.city, row.board as ChatBoard), {
      kind: 'chat.moderated',
      id: row.id,
    }),
  ),
});
