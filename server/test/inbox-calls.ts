/**
 * The inbox calls the direct-message API tests make as a member (issue #41):
 * open a thread, read its history and summary, mark it read, set receipts.
 */
import type { MessagePage, OpenThreadReply, ThreadSummary } from '../../shared/inbox.ts';
import { json } from './app.ts';
import type { Member } from './auth-client.ts';

/** The thread `a` opens with `b`, about their match (or as a member thread, a request). */
export async function threadBetween(a: Member, b: Member, key: 'match' | 'member' = 'match') {
  const { thread } = await json<OpenThreadReply>(
    await a.browser.request('/api/inbox/threads', { json: { [key]: b.userId } }),
  );
  return thread.id;
}

export const history = async (member: Member, threadId: string) =>
  (await json<MessagePage>(await member.browser.request(`/api/inbox/threads/${threadId}/messages`)))
    .messages;

export const summary = async (member: Member, threadId: string) =>
  (
    await json<{ thread: ThreadSummary }>(
      await member.browser.request(`/api/inbox/threads/${threadId}`),
    )
  ).thread;

export const read = (member: Member, threadId: string) =>
  member.browser.request(`/api/inbox/threads/${threadId}/read`, { json: {} });

export const setReceipts = (member: Member, on: boolean) =>
  member.browser.request('/api/inbox/settings', {
    method: 'PUT',
    json: { read_receipts: on },
  });
