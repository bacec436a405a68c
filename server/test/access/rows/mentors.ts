/**
 * Mentors and bookings: everyone reads the directory and profiles; members
 * create one profile and book; only the owner edits a profile; only the
 * mentor (the owner here) acts on requests made to them.
 */
import { and, eq } from 'drizzle-orm';
import { user } from '../../../db/schema/auth.ts';
import { mentorBookings, mentors } from '../../../db/schema/mentors.ts';
import { png } from '../../images.ts';
import type { AccessContext, AccessRow } from '../types.ts';

const all = (status: number) => ({ anonymous: status, owner: status, other: status });
const signedIn = (status: number) => ({ anonymous: 401, owner: status, other: status });

const profiles = new WeakMap<AccessContext, Promise<string>>();
/** The owner's mentor profile (written directly; the API's photo rules are tested elsewhere). */
function ownersProfile(ctx: AccessContext): Promise<string> {
  let id = profiles.get(ctx);
  if (!id) {
    id = (async () => {
      const [row] = await ctx.database.db
        .insert(mentors)
        .values({
          userId: ctx.owner.userId,
          displayName: 'Owner Mentor',
          bio: 'Access mentor',
          topics: ['Finance'],
          topicTags: ['finance'],
          photos: ['/media/u_owner/access.webp'],
        })
        .returning({ id: mentors.id });
      if (!row) throw new Error('no mentor');
      return row.id;
    })();
    profiles.set(ctx, id);
  }
  return id;
}

let third = 0;
/** A fresh request to the owner's profile from a third member. */
async function requestToOwner(ctx: AccessContext): Promise<string> {
  const mentorId = await ownersProfile(ctx);
  const id = `access-mentee-${++third}-${Date.now()}`;
  await ctx.database.db.insert(user).values({ id, name: 'Third', email: `${id}@example.org` });
  const [row] = await ctx.database.db
    .insert(mentorBookings)
    .values({ mentorId, menteeId: id, message: 'Please help' })
    .returning({ id: mentorBookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

async function profileForm() {
  const form = new FormData();
  form.set(
    'mentor',
    JSON.stringify({ display_name: 'New Mentor', bio: 'Bio', topics: ['Design'] }),
  );
  form.append('photos', new File([(await png()) as Uint8Array<ArrayBuffer>], 'me.png'));
  return form;
}

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/mentors', expect: all(200) },
  { method: 'GET', route: '/api/mentors/home', expect: all(200) },
  { method: 'GET', route: '/api/mentors/mine', expect: signedIn(200) },
  { method: 'GET', route: '/api/mentors/bookings/incoming', expect: signedIn(200) },
  { method: 'GET', route: '/api/mentors/bookings/mine', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/mentors/:id',
    expect: all(200),
    request: async (ctx) => ({ path: `/api/mentors/${await ownersProfile(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/mentors',
    case: 'the owner has a profile already',
    expect: { anonymous: 401, owner: 409, other: 201 },
    request: async (ctx, role) => {
      await ownersProfile(ctx);
      // "other" starts without one each time.
      if (role === 'other')
        await ctx.database.db.delete(mentors).where(eq(mentors.userId, ctx.other.userId));
      return { path: '/api/mentors', form: await profileForm() };
    },
  },
  {
    method: 'PUT',
    route: '/api/mentors/:id',
    expect: { anonymous: 401, owner: 200, other: 403 },
    request: async (ctx) => ({
      path: `/api/mentors/${await ownersProfile(ctx)}`,
      json: {
        display_name: 'Owner Mentor',
        bio: 'Edited',
        topics: ['Finance'],
        photos: ['/media/u_owner/access.webp'],
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/mentors/bookings',
    case: 'to the owner’s profile: the owner cannot book themselves',
    expect: { anonymous: 401, owner: 403, other: 201 },
    request: async (ctx) => {
      const mentorId = await ownersProfile(ctx);
      await ctx.database.db
        .delete(mentorBookings)
        .where(
          and(eq(mentorBookings.mentorId, mentorId), eq(mentorBookings.menteeId, ctx.other.userId)),
        );
      return { path: '/api/mentors/bookings', json: { mentor_id: mentorId, message: 'Hello' } };
    },
  },
  {
    method: 'POST',
    route: '/api/mentors/bookings/:id',
    case: 'accept a request made to the owner',
    expect: { anonymous: 401, owner: 200, other: 403 },
    request: async (ctx) => ({
      path: `/api/mentors/bookings/${await requestToOwner(ctx)}`,
      json: { action: 'accept' },
    }),
  },
];
