import type {
  DmMessage,
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
