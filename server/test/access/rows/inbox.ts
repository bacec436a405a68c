/**
 * The inbox: signed-in members only; a thread exists only for its two members.
 * "owner" opened a thread with "other" about nothing ... the rows use a thread
 * between the owner and a third member, so "other" is the outsider who gets 404.
 */
import type { OpenThreadReply } from '../../../../shared/inbox.ts';
import { signedUpMember } from '../../auth-client.ts';
import { png } from '../../images.ts';
import { memberOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

const threads = new WeakMap<AccessContext, Promise<string>>();
/** A thread between the owner and a third member (not "other"). */
function ownersThread(ctx: AccessContext): Promise<string> {
  let thread = threads.get(ctx);
  if (!thread) {
    thread = (async () => {
      const third = await signedUpMember(ctx.app, ctx.database.db, 'Third');
      const response = await ctx.owner.browser.request('/api/inbox/threads', {
        json: { match: third.userId },
      });
      return ((await response.json()) as OpenThreadReply).thread.id;
    })();
    threads.set(ctx, thread);
  }
  return thread;
}

/**
 * A fresh message request to the owner (issue #41): a new member opens a
 * member thread with them and writes. Fresh per role, as answering uses it up.
 */
async function requestToOwner(ctx: AccessContext): Promise<string> {
  const sender = await signedUpMember(ctx.app, ctx.database.db, 'Sender');
  const response = await sender.browser.request('/api/inbox/threads', {
    json: { member: ctx.owner.userId },
  });
  const { thread } = (await response.json()) as OpenThreadReply;
  await sender.browser.request(`/api/inbox/threads/${thread.id}/messages`, {
    json: { body: 'Selam! We met in city chat.' },
  });
  return thread.id;
}

export const rows: AccessRow[] = [
  {
    method: 'POST',
    route: '/api/inbox/threads',
    case: 'with a member, from their card (issue #41): not with oneself',
    expect: { ...signedIn(201), owner: 400 },
    request: (ctx) => ({ path: '/api/inbox/threads', json: { member: ctx.owner.userId } }),
  },
  { method: 'GET', route: '/api/inbox/requests', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/accept',
    case: 'only the request’s recipient answers; to anyone else it does not exist',
    params: requestToOwner,
    json: {},
    expect: memberOnly(200),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/decline',
    case: 'only the request’s recipient answers; to anyone else it does not exist',
    params: requestToOwner,
    json: {},
    expect: memberOnly(200),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads',
    case: 'about the owner’s listing: the owner cannot message themselves',
    expect: { ...signedIn(201), owner: 400 },
    request: async (ctx) => ({
      path: '/api/inbox/threads',
      json: { listing: (await ctx.newListing()).id },
    }),
  },
  { method: 'GET', route: '/api/inbox/threads', expect: signedIn(200) },
  { method: 'GET', route: '/api/inbox/unread', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/inbox/search',
    case: 'each member searches their own threads only (issue #41)',
    query: 'q=selam',
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/inbox/search',
    case: 'a q with no word',
    query: 'q=%20',
    expect: signedIn(400),
  },
  { method: 'GET', route: '/api/inbox/threads/:id', params: ownersThread, expect: memberOnly(200) },
  {
    method: 'GET',
    route: '/api/inbox/threads/:id/messages',
    params: ownersThread,
    expect: memberOnly(200),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/messages',
    params: ownersThread,
    json: { body: 'Hello' },
    expect: memberOnly(201),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/read',
    params: ownersThread,
    json: {},
    expect: memberOnly(200),
  },
];

/** A message the owner sent just now in their thread with the third member. */
async function ownersMessage(ctx: AccessContext): Promise<number> {
  const thread = await ownersThread(ctx);
  const response = await ctx.owner.browser.request(`/api/inbox/threads/${thread}/messages`, {
    json: { body: 'Mine to change' },
  });
  return ((await response.json()) as { message: { id: number } }).message.id;
}

// Issue #41: edit and delete one's own message, typing, read-receipt settings.
rows.push(
  {
    method: 'PATCH',
    route: '/api/inbox/messages/:id',
    case: 'the author’s own message, just sent (an outsider: not found)',
    params: ownersMessage,
    json: { body: 'Changed' },
    expect: memberOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/inbox/messages/:id',
    case: 'the author’s own message, just sent (an outsider: not found)',
    params: ownersMessage,
    expect: memberOnly(200),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/typing',
    params: ownersThread,
    expect: memberOnly(200),
  },
  { method: 'GET', route: '/api/inbox/settings', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/inbox/settings',
    json: { read_receipts: true },
    expect: signedIn(200),
  },
);

/** A message of photos alone the owner sent in their thread with the third member (issue #41). */
const photoMessages = new WeakMap<AccessContext, Promise<number>>();
function ownersPhotoMessage(ctx: AccessContext): Promise<number> {
  let message = photoMessages.get(ctx);
  if (!message) {
    message = (async () => {
      const response = await ctx.owner.browser.request(
        `/api/inbox/threads/${await ownersThread(ctx)}/messages`,
        { form: await photoForm({}) },
      );
      return ((await response.json()) as { message: { id: number } }).message.id;
    })();
    photoMessages.set(ctx, message);
  }
  return message;
}
/** The multipart send of a message of one photo and no words. */
async function photoForm(input: unknown) {
  const form = new FormData();
  form.set('message', JSON.stringify(input));
  form.append('photos', new File([(await png()) as Uint8Array<ArrayBuffer>], 'photo.png'));
  return form;
}

// Issue #41: photos in messages, for the thread's two members only.
rows.push(
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/messages',
    case: 'multipart, with a photo and no words',
    params: ownersThread,
    form: () => photoForm({}),
    expect: memberOnly(201),
  },
  {
    method: 'GET',
    route: '/api/inbox/messages/:id/photos/:n',
    case: 'a photo of a message in the owner’s thread (an outsider: not found)',
    params: { id: ownersPhotoMessage, n: 0 },
    expect: memberOnly(200),
  },
  {
    method: 'GET',
    route: '/api/inbox/messages/:id/photos/:n/thumb',
    case: 'its thumbnail',
    params: { id: ownersPhotoMessage, n: 0 },
    expect: memberOnly(200),
  },
);
