import type {
  DmMessage,
  InboxSettings,
  MessagePage,
  OpenThreadReply,
  ThreadList,
  ThreadSummary,
  UnreadReply,
} from '@shared/inbox.ts';
import type { OpenThreadInput } from '@shared/schemas/inbox.ts';
import { apiFetch } from '../../app/api.ts';

export const INBOX_KEY = ['inbox'] as const;
export const threadsKey = (userId: string | undefined) =>
  [...INBOX_KEY, 'threads', userId] as const;
export const unreadKey = (userId: string | undefined) => [...INBOX_KEY, 'unread', userId] as const;
export const threadKey = (userId: string | undefined, threadId: string) =>
  [...INBOX_KEY, 'thread', userId, threadId] as const;

export const fetchThreads = () => apiFetch<ThreadList>('/inbox/threads');
export const fetchUnread = () => apiFetch<UnreadReply>('/inbox/unread');
export const fetchThread = (id: string) =>
  apiFetch<{ thread: ThreadSummary }>(`/inbox/threads/${encodeURIComponent(id)}`);
export const openThread = (input: OpenThreadInput) =>
  apiFetch<OpenThreadReply>('/inbox/threads', { json: input });

export function fetchMessages(threadId: string, query: { before?: number; after?: number } = {}) {
  const search = new URLSearchParams();
  if (query.before !== undefined) search.set('before', String(query.before));
  if (query.after !== undefined) search.set('after', String(query.after));
  const qs = search.toString();
  return apiFetch<MessagePage>(
    `/inbox/threads/${encodeURIComponent(threadId)}/messages${qs ? `?${qs}` : ''}`,
  );
}

export const sendMessage = (threadId: string, body: string) =>
  apiFetch<{ message: DmMessage }>(`/inbox/threads/${encodeURIComponent(threadId)}/messages`, {
    json: { body },
  });

export const markThreadRead = (threadId: string) =>
  apiFetch<UnreadReply>(`/inbox/threads/${encodeURIComponent(threadId)}/read`, { json: {} });

// Issue #41: edit and delete one's own message, typing, read receipts.
export const editMessage = (id: number, body: string) =>
  apiFetch<{ message: DmMessage }>(`/inbox/messages/${id}`, { method: 'PATCH', json: { body } });
export const deleteMessage = (id: number) =>
  apiFetch<{ message: DmMessage }>(`/inbox/messages/${id}`, { method: 'DELETE' });
/** One message again (after 'dm.changed'): the first of the thread after the id before it. */
export const fetchMessage = async (threadId: string, id: number) =>
  (
    await apiFetch<MessagePage>(
      `/inbox/threads/${encodeURIComponent(threadId)}/messages?after=${id - 1}&limit=1`,
    )
  ).messages.find((message) => message.id === id);
export const signalTyping = (threadId: string) =>
  apiFetch<{ passed: boolean }>(`/inbox/threads/${encodeURIComponent(threadId)}/typing`, {
    method: 'POST',
  });

export const inboxSettingsKey = (userId: string | undefined) =>
  [...INBOX_KEY, 'settings', userId] as const;
export const fetchInboxSettings = () => apiFetch<InboxSettings>('/inbox/settings');
export const saveInboxSettings = (settings: InboxSettings) =>
  apiFetch<InboxSettings>('/inbox/settings', { method: 'PUT', json: settings });
