/**
 * A chat line under moderation (issue #39): hidden by reports (its author
 * still sees it, marked), or removed (a placeholder for everyone else). The
 * board hears 'chat.moderated' and pages fetch the line as they may see it.
 */
import { eq } from 'drizzle-orm';
import { type ChatBoard, chatChannel } from '../../../shared/chat.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { postSnapshot, rowByUuid } from '../../platform/moderation/post-snapshot.ts';
import { type ModerationTarget, moderationValues } from '../../platform/moderation/target.ts';

export const chatModeration: ModerationTarget = {
  kind: 'chat_message',
  async load(deps, id) {
    const row = await rowByUuid(deps.db, chatMessages, id);
    if (!row) return null;
    return postSnapshot(row, {
      authorId: row.userId,
      title: null,
      text: row.content,
      link: `/chat?city=${encodeURIComponent(row.city)}&board=${row.board}`,
    });
  },
  async setState(deps, id, state, note) {
    const [row] = await deps.db
      .update(chatMessages)
      .set(moderationValues(state, note))
      .where(eq(chatMessages.id, id))
      .returning({ city: chatMessages.city, board: chatMessages.board });
    if (!row) return;
    await deps.hub.tryPublish(chatChannel(row.city, row.board as ChatBoard), {
      kind: 'chat.moderated',
      id,
    });
  },
};
