/** The chat API (server/features/chat/routes.ts). */
import type { ChatBoard, ChatHistory, ChatMessage } from '@shared/chat.ts';
import { apiFetch } from '../../app/api.ts';

export function fetchChatHistory(
  city: string,
  board: ChatBoard,
  cursor: { before?: number; after?: number } = {},
): Promise<ChatHistory> {
  const query = new URLSearchParams({ city, board });
  if (cursor.before !== undefined) query.set('before', String(cursor.before));
  if (cursor.after !== undefined) query.set('after', String(cursor.after));
  return apiFetch<ChatHistory>(`/chat/messages?${query}`);
}

export const sendChatMessage = (
  city: string,
  board: ChatBoard,
  content: string,
  replyToId?: string,
) =>
  apiFetch<ChatMessage>('/chat/messages', {
    json: { city, board, content, ...(replyToId ? { reply_to_id: replyToId } : {}) },
  });

export const deleteChatMessage = (id: string) =>
  apiFetch<null>(`/chat/messages/${id}`, { method: 'DELETE' });
