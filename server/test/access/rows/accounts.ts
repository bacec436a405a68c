/** Profiles, notifications, presence, cities and maps. */
import { notify } from '../../../features/notifications/service.ts';
import { signedUpMember } from '../../auth-client.ts';
import { all, memberOnly, signedIn } from '../expect.ts';
import type { AccessRow } from '../types.ts';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/profiles/me', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/profiles/me',
    json: { display_name: 'Saba', city: 'Oakland' },
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/account',
    case: 'a member deletes the account they are signed in to (a fresh one, per request)',
    expect: signedIn(200),
    // There is no id to name: the session decides whose account goes. The shared
    // owner and other must live on, so each signed-in role sends from a fresh
    // member's client (the answer clears that client's cookies, not the role's).
    request: async (ctx, role) => {
      const request = { path: '/api/account', json: { confirm: true } };
      if (role === 'anonymous') return request;
      const fresh = await signedUpMember(ctx.app, ctx.database.db, 'Leaving');
      return { ...request, browser: fresh.browser };
    },
  },
  { method: 'GET', route: '/api/notifications', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/notifications/mark',
    case: "mark one of the owner's notifications",
    expect: memberOnly(200),
    request: async (ctx) => {
      const { db } = ctx.database;
      const note = await notify(db, { tryPublish: async () => {} } as never, ctx.owner.userId, {
        title: 'For the owner',
        type: 'test',
      });
      return {
        path: '/api/notifications/mark',
        json: { action: 'mark-one', notificationId: note?.id },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/presence/touch',
    json: { city: 'Oakland' },
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/presence/live', expect: all(200) },
  { method: 'GET', route: '/api/cities', query: 'q=as', expect: all(200) },
  { method: 'GET', route: '/api/cities/geocode', query: 'city=Oakland', expect: signedIn(200) },
  { method: 'GET', route: '/api/maps', expect: all(200) },
];
