/**
 * The inbox calls the direct-message API tests make as a member (issue #41):
 * open a thread (about a match, a member or a listing), send in it, read its
 * history and summary, mark it read, set receipts.
 */
import {
  type MessagePage,
  type OpenThreadReply,
  type ThreadList,
  type ThreadSummary,
  threadChannel,
} from '../../shared/inbox.ts';
import type { ServerMessage } from '../../shared/realtime.ts';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { json } from './app.ts';
import { type Member, signedUpMember } from './auth-client.ts';
import { insertListing } from './listings.ts';

/** The thread `a` opens with `b`, about their match (or as a member thread, a request). */
export async function threadBetween(a: Member, b: Member, key: 'match' | 'member' = 'match') {
  const { thread } = await json<OpenThreadReply>(
    await a.browser.request('/api/inbox/threads', { json: { [key]: b.userId } }),
  );
  return thread.id;
}

/** Selam and Dawit, new members (made by `member`), and the thread Selam opened with Dawit as from Match. */
export async function selamAndDawit(member: (name: string) => Promise<Member>) {
  const [selam, dawit] = [await member('Selam'), await member('Dawit')];
  return { selam, dawit, thread: await threadBetween(selam, dawit) };
}

/** The thread `buyer` opens about the listing `listingId`. */
export async function threadAbout(buyer: Member, listingId: string) {
  const { thread } = await json<OpenThreadReply>(
    await buyer.browser.request('/api/inbox/threads', { json: { listing: listingId } }),
  );
  return thread.id;
}

/** Sends `body` in the thread as `from`. */
export const sendIn = (from: Member, threadId: string, body: string) =>
  from.browser.request(`/api/inbox/threads/${threadId}/messages`, { json: { body } });

/** A seller with a listing (a sofa) and a buyer who opened a thread about it. */
export async function sellerAndBuyer(app: App, db: Db) {
  const seller = await signedUpMember(app, db, 'Selam Seller');
  const buyer = await signedUpMember(app, db, 'Bereket Buyer');
  const listing = await insertListing(db, seller.userId, { title: 'Sofa' });
  return { seller, buyer, threadId: await threadAbout(buyer, listing.id) };
}

/** The member's inbox: their threads, newest first, and how many are unread. */
export const threadList = async (member: Member) =>
  json<ThreadList>(await member.browser.request('/api/inbox/threads'));

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

/** Picks the thread's live event of `kind` off a member's socket (the thread:<id> channel). */
export const onThread = (threadId: string, kind: string) => (m: ServerMessage) =>
  m.type === 'event' && m.channel === threadChannel(threadId) && m.event.kind === kind;
