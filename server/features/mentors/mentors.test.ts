import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenThreadReply } from '../../../shared/inbox.ts';
import {
  type BookingDto,
  type BookingListReply,
  MENTOR_DEFAULT_PRICE_CENTS,
  MENTOR_MESSAGES,
  MENTORS_PAGE_SIZE,
  type MentorDirectoryReply,
  type MentorDto,
} from '../../../shared/mentors.ts';
import type { MentorInput } from '../../../shared/schemas/mentors.ts';
import { rateLimits, user } from '../../db/schema/auth.ts';
import { mentorBookings, mentors } from '../../db/schema/mentors.ts';
import { json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { GPS_MARKER, jpegWithGps, png } from '../../test/images.ts';
import { noticesOf } from '../../test/notices.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';
import { startTestServer } from '../../test/server.ts';
import { tempDir } from '../../test/temp.ts';

const database = setupTestDatabase();
const mediaDir = tempDir('habesha-mentor-media-');
let server: Awaited<ReturnType<typeof startTestServer>>;
let mentorA: Member; // owns profile A
let mentorB: Member; // owns profile B
let mentee: Member;
let other: Member;
let anonymous: TestBrowser;
let profileA: MentorDto;
let profileB: MentorDto;

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

const base: MentorInput = {
  display_name: 'Selam Tesfaye',
  bio: 'Software engineer in Oakland, happy to help with tech careers.',
  topics: ['Software Engineering', 'Career Development'],
  languages: ['Tigrinya', 'English'],
  hourly_rate: 40,
  city: 'Oakland',
  country: 'us',
  currency: 'USD',
  website_url: 'https://selam.example',
  social_links: { linkedin: 'https://linkedin.example/selam', twitter: '' },
  free_session: false,
};

async function photoFile(name = 'me.png') {
  return new File([(await png()) as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });
}

function form(input: unknown, files: File[]) {
  const body = new FormData();
  body.set('mentor', JSON.stringify(input));
  for (const file of files) body.append('photos', file);
  return body;
}

async function createProfile(member: Member, input: MentorInput = base) {
  const response = await member.browser.request('/api/mentors', {
    form: form(input, [await photoFile()]),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<MentorDto>(response);
}

async function book(member: Member, mentorId: string, message = 'Help me prepare for interviews') {
  return member.browser.request('/api/mentors/bookings', {
    json: { mentor_id: mentorId, message },
  });
}

async function act(member: Member | TestBrowser, id: string, action: string) {
  const browser = member instanceof TestBrowser ? member : member.browser;
  return browser.request(`/api/mentors/bookings/${id}`, { json: { action } });
}

async function newBooking(member = mentee, mentorId = profileA.id) {
  const response = await book(member, mentorId);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<BookingDto>(response);
}

async function statusOf(id: string) {
  const [row] = await database.db
    .select({ status: mentorBookings.status })
    .from(mentorBookings)
    .where(eq(mentorBookings.id, id));
  return row;
}

/** Forgets the hourly request window, as if the hour had passed. */
async function windowPassed(member: Member) {
  await database.db
    .delete(rateLimits)
    .where(eq(rateLimits.key, `mentor-requests:${member.userId}`));
}

beforeAll(async () => {
  server = await startTestServer(database, { MEDIA_DIR: mediaDir });
  mentorA = await signedUpMember(server.app, database.db, 'Mentor A');
  mentorB = await signedUpMember(server.app, database.db, 'Mentor B');
  mentee = await signedUpMember(server.app, database.db, 'Mentee');
  other = await signedUpMember(server.app, database.db, 'Other');
  anonymous = new TestBrowser(server.app);
  profileA = await createProfile(mentorA);
  profileB = await createProfile(mentorB, {
    ...base,
    display_name: 'Dawit Bekele',
    bio: 'Accountant helping newcomers with taxes and budgets.',
    topics: ['Finance', 'Immigration paperwork'],
    languages: [],
    hourly_rate: null,
    city: 'Washington',
    country: '',
    free_session: true,
  });
});
afterAll(async () => {
  await server?.close();
});

describe('mentor profiles', () => {
  it('creates a profile with the form’s rules: country code, default language and rate, photo as WebP', async () => {
    expect(profileA).toMatchObject({
      display_name: 'Selam Tesfaye',
      country: 'US',
      price_cents: 4000,
      languages: ['Tigrinya', 'English'],
      social_links: { linkedin: 'https://linkedin.example/selam' },
      rating: 0,
      mine: true,
    });
    expect(profileA.photos).toHaveLength(1);
    expect(profileA.photos[0]).toMatch(/^\/media\/.+\.webp$/);
    expect(profileB).toMatchObject({
      price_cents: MENTOR_DEFAULT_PRICE_CENTS,
      languages: ['English'],
      country: null,
      free_session: true,
    });
  });

  it('strips photo metadata and turns it upright through the listing pipeline', async () => {
    const member = await signedUpMember(server.app, database.db, 'Gps');
    const jpeg = await jpegWithGps();
    const response = await member.browser.request('/api/mentors', {
      form: form(base, [
        new File([jpeg as Uint8Array<ArrayBuffer>], 'gps.jpg', { type: 'image/jpeg' }),
      ]),
    });
    expect(response.status).toBe(201);
    const created = await json<MentorDto>(response);
    const stored = await server.app.request(created.photos[0] as string);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
  });

  it('refuses a missing photo, field, duplicate topic, bad rate or country with 400 and the spec’s words', async () => {
    const member = await signedUpMember(server.app, database.db, 'Invalid');
    const noPhoto = await member.browser.request('/api/mentors', { form: form(base, []) });
    expect(noPhoto.status).toBe(400);
    expect((await json<ErrorReply>(noPhoto)).error.message).toBe(
      MENTOR_MESSAGES.missingInformation,
    );
    const cases: [Partial<Record<keyof MentorInput, unknown>>, string, string][] = [
      [{ display_name: ' ' }, 'display_name', MENTOR_MESSAGES.displayNameRequired],
      [{ bio: '' }, 'bio', MENTOR_MESSAGES.bioRequired],
      [{ topics: [] }, 'topics', MENTOR_MESSAGES.topicRequired],
      [{ topics: ['Design', 'design'] }, 'topics', MENTOR_MESSAGES.duplicateTopic],
      [{ hourly_rate: 0 }, 'hourly_rate', MENTOR_MESSAGES.rateWhole],
      [{ hourly_rate: 12.5 }, 'hourly_rate', MENTOR_MESSAGES.rateWhole],
      [{ currency: 'GBP' }, 'currency', MENTOR_MESSAGES.badCurrency],
      [{ country: 'Narnia' }, 'country', MENTOR_MESSAGES.badCountry],
      [{ website_url: 'javascript:alert(1)' }, 'website_url', MENTOR_MESSAGES.badUrl],
    ];
    for (const [change, field, message] of cases) {
      const response = await member.browser.request('/api/mentors', {
        form: form({ ...base, ...change }, [await photoFile()]),
      });
      expect(response.status, field).toBe(400);
      expect((await json<ErrorReply>(response)).error.fields?.[field]).toBe(message);
    }
    const tooMany = await member.browser.request('/api/mentors', {
      form: form(base, await Promise.all(Array.from({ length: 7 }, () => photoFile()))),
    });
    expect(tooMany.status).toBe(400);
    const notPhoto = await member.browser.request('/api/mentors', {
      form: form(base, [new File(['<svg/>'], 'x.png', { type: 'image/png' })]),
    });
    expect(notPhoto.status).toBe(415);
    expect(await member.browser.request('/api/mentors/mine').then(json)).toEqual({ mentor: null });
  });

  it('keeps one mentor profile per account (409) and asks sign-in (401)', async () => {
    const again = await mentorA.browser.request('/api/mentors', {
      form: form(base, [await photoFile()]),
    });
    expect(again.status).toBe(409);
    expect((await json<ErrorReply>(again)).error.message).toBe(MENTOR_MESSAGES.alreadyMentor);
    const signedOut = await anonymous.request('/api/mentors', { form: form(base, []) });
    expect(signedOut.status).toBe(401);
  });

  it('lets only the owner edit, keeping their own photos and adding new ones', async () => {
    const edited = await mentorA.browser.request(`/api/mentors/${profileA.id}`, {
      method: 'PUT',
      form: form({ ...base, bio: 'Edited bio', photos: profileA.photos }, [await photoFile()]),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const reply = await json<MentorDto>(edited);
    expect(reply.bio).toBe('Edited bio');
    expect(reply.photos).toHaveLength(2);
    expect(reply.photos[0]).toBe(profileA.photos[0]);
    profileA = reply;

    const foreign = await mentorA.browser.request(`/api/mentors/${profileA.id}`, {
      method: 'PUT',
      json: { ...base, photos: profileB.photos },
    });
    expect(foreign.status).toBe(400);
    const notOwner = await other.browser.request(`/api/mentors/${profileA.id}`, {
      method: 'PUT',
      json: { ...base, photos: profileA.photos },
    });
    expect(notOwner.status).toBe(403);
    expect((await json<ErrorReply>(notOwner)).error.message).toBe(MENTOR_MESSAGES.notYours);
    const missing = await mentorA.browser.request(
      '/api/mentors/00000000-0000-4000-8000-000000000000',
      { method: 'PUT', json: base },
    );
    expect(missing.status).toBe(404);
  });

  it('reads one profile for anyone; a missing one is 404 Mentor not found', async () => {
    const read = await anonymous.request(`/api/mentors/${profileB.id}`);
    expect(read.status).toBe(200);
    expect(await json<MentorDto>(read)).toMatchObject({
      display_name: 'Dawit Bekele',
      mine: false,
    });
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const missing = await anonymous.request(`/api/mentors/${id}`);
      expect(missing.status).toBe(404);
      expect((await json<ErrorReply>(missing)).error.message).toBe('Mentor not found');
    }
  });
});

describe('the directory', () => {
  it('filters by text on name or bio, topic and city, newest first', async () => {
    const list = async (query: string) => {
      const response = await anonymous.request(`/api/mentors?${query}`);
      expect(response.status).toBe(200);
      return (await json<MentorDirectoryReply>(response)).mentors.map((m) => m.display_name);
    };
    expect(await list('')).toEqual(expect.arrayContaining(['Dawit Bekele', 'Selam Tesfaye']));
    expect((await list(''))[0]).toBe('Selam Tesfaye'); // the newest (the GPS test's) first
    expect(await list('q=accountant')).toEqual(['Dawit Bekele']);
    expect(await list('q=DAWIT')).toEqual(['Dawit Bekele']);
    expect(await list('q=100%25')).toEqual([]);
    expect(await list('topic=finance')).toEqual(['Dawit Bekele']);
    expect(await list('topic=immigration')).toEqual(['Dawit Bekele']);
    expect(await list('topic=tech')).not.toContain('Dawit Bekele');
    expect(await list('city=washing')).toEqual(['Dawit Bekele']);
    expect(await list('topic=health')).toEqual([]);
  });

  it('pages without a cap', async () => {
    const owners = Array.from({ length: MENTORS_PAGE_SIZE + 2 }, (_, i) => ({
      id: `pager-${i}`,
      name: `Pager ${i}`,
      email: `pager-${i}@example.org`,
    }));
    await database.db.insert(user).values(owners);
    await database.db.insert(mentors).values(
      owners.map((owner) => ({
        userId: owner.id,
        displayName: owner.name,
        bio: 'Paging mentor',
        topics: ['Health'],
        topicTags: ['health'],
      })),
    );
    // Rows written directly skip the shared signed-out answers: a member reads fresh.
    const first = await json<MentorDirectoryReply>(
      await other.browser.request('/api/mentors?topic=health'),
    );
    const second = await json<MentorDirectoryReply>(
      await other.browser.request('/api/mentors?topic=health&page=2'),
    );
    expect(first.mentors).toHaveLength(MENTORS_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(second.mentors).toHaveLength(2);
    expect(second.has_more).toBe(false);
    await database.db.delete(mentors).where(sql`${mentors.displayName} LIKE 'Pager %'`);
  });

  it('shares signed-out answers, dropped at once when a mentor edits their profile', async () => {
    const read = async () =>
      (await json<MentorDirectoryReply>(await anonymous.request('/api/mentors?q=dawit'))).mentors[0]
        ?.bio;
    expect(await read()).toBe(profileB.bio);
    const edited = await mentorB.browser.request(`/api/mentors/${profileB.id}`, {
      method: 'PUT',
      json: {
        display_name: profileB.display_name,
        bio: 'Accountant: taxes, budgets and savings.',
        topics: profileB.topics,
        photos: profileB.photos,
        free_session: true,
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await read()).toBe('Accountant: taxes, budgets and savings.');
    profileB = await json<MentorDto>(edited);
  });

  it('lists every mentor profile in the sitemap', async () => {
    const page = await (await server.app.request('/sitemaps/mentors-1.xml')).text();
    expect(page).toContain(`/mentor/${profileA.id}</loc>`);
    expect(page).toContain(`/mentor/${profileB.id}</loc>`);
  });

  it('answers bad filters with 400, not 500', async () => {
    for (const query of ['topic=cooking', 'page=0', 'page=abc', `q=${'x'.repeat(200)}`]) {
      const response = await anonymous.request(`/api/mentors?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<ErrorReply>(response)).error.message).toBeTruthy();
    }
  });

  it('the home row reads the newest 12 mentors', async () => {
    const reply = await json<{ mentors: MentorDto[] }>(
      await anonymous.request('/api/mentors/home'),
    );
    expect(reply.mentors.length).toBeGreaterThanOrEqual(2);
    expect(reply.mentors.length).toBeLessThanOrEqual(12);
  });

  it('opens an inbox thread with the mentor from the Message button', async () => {
    const response = await mentee.browser.request('/api/inbox/threads', {
      json: { mentor: profileA.id },
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const reply = await json<OpenThreadReply>(response);
    expect(reply.thread.subject.kind).toBe('mentor');
  });
});

describe('bookings', () => {
  it('requests a session: 201, the mentor is notified with a link to their requests', async () => {
    const booking = await newBooking();
    expect(booking).toMatchObject({
      status: 'requested',
      message: 'Help me prepare for interviews',
      mentee: { id: mentee.userId, label: 'Mentee' },
      mentor: { id: profileA.id, display_name: 'Selam Tesfaye', city: 'Oakland', country: 'US' },
    });
    const notes = await noticesOf(mentorA);
    expect(notes.notifications[0]).toMatchObject({
      title: 'New mentoring session request',
      link: '/mentor/requests',
    });
    // The mentee withdraws it: the mentor hears of that too.
    expect((await act(mentee, booking.id, 'withdraw')).status).toBe(200);
    expect((await noticesOf(mentorA)).notifications[0]).toMatchObject({
      title: 'A session request was withdrawn',
      link: '/mentor/requests',
    });
  });

  it('refuses a missing message, yourself, an unknown mentor, signed out and a second open request', async () => {
    const empty = await book(mentee, profileA.id, '   ');
    expect(empty.status).toBe(400);
    expect((await json<ErrorReply>(empty)).error.message).toBe(MENTOR_MESSAGES.messageRequired);
    const self = await book(mentorA, profileA.id);
    expect(self.status).toBe(403);
    expect((await json<ErrorReply>(self)).error.message).toBe(MENTOR_MESSAGES.ownProfile);
    expect((await book(mentee, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (
        await anonymous.request('/api/mentors/bookings', {
          json: { mentor_id: profileA.id, message: 'x' },
        })
      ).status,
    ).toBe(401);
    const open = await newBooking();
    const second = await book(mentee, profileA.id);
    expect(second.status).toBe(409);
    expect((await json<ErrorReply>(second)).error.message).toBe(
      'You already have an open request with this mentor',
    );
    // Accepted is still open.
    expect((await act(mentorA, open.id, 'accept')).status).toBe(200);
    expect((await book(mentee, profileA.id)).status).toBe(409);
    // Once closed, a new request is fine.
    expect((await act(mentorA, open.id, 'complete')).status).toBe(200);
    const again = await newBooking();
    expect((await act(mentee, again.id, 'withdraw')).status).toBe(200);
    await windowPassed(mentee);
  });

  it('follows the state machine for every action by every party', async () => {
    type Who = 'mentor' | 'mentee' | 'other' | 'anonymous' | 'otherMentor';
    const browsers: Record<Who, Member | TestBrowser> = {
      mentor: mentorA,
      mentee,
      other,
      anonymous,
      otherMentor: mentorB,
    };
    const expected: Record<string, Record<string, Partial<Record<Who, number>>>> = {
      requested: {
        accept: { mentor: 200, mentee: 403, other: 403, otherMentor: 403, anonymous: 401 },
        decline: { mentor: 200, mentee: 403, other: 403 },
        complete: { mentor: 409, mentee: 403 },
        // Either side cancels an accepted session (issue #42): a request is withdrawn instead.
        cancel: { mentor: 409, mentee: 409, other: 403 },
        withdraw: { mentee: 200, mentor: 403, other: 403 },
      },
      accepted: {
        accept: { mentor: 409 },
        decline: { mentor: 409 },
        complete: { mentor: 200, mentee: 403, other: 403 },
        cancel: { mentor: 200, mentee: 200, other: 403 },
        withdraw: { mentee: 409, mentor: 403 },
      },
      completed: {
        accept: { mentor: 409 },
        complete: { mentor: 409 },
        cancel: { mentor: 409 },
        withdraw: { mentee: 409 },
      },
    };
    const statusAfter: Record<string, string> = {
      accept: 'accepted',
      decline: 'declined',
      complete: 'completed',
      cancel: 'cancelled',
      withdraw: 'cancelled',
    };
    for (const [from, actions] of Object.entries(expected)) {
      for (const [action, byWho] of Object.entries(actions)) {
        for (const [who, status] of Object.entries(byWho) as [Who, number][]) {
          await windowPassed(mentee);
          const booking = await newBooking();
          if (from !== 'requested')
            expect((await act(mentorA, booking.id, 'accept')).status).toBe(200);
          if (from === 'completed')
            expect((await act(mentorA, booking.id, 'complete')).status).toBe(200);
          const response = await act(browsers[who], booking.id, action);
          expect(response.status, `${who} ${action} on ${from}`).toBe(status);
          const body = await json<BookingDto & ErrorReply>(response);
          if (status === 200) expect(body.status).toBe(statusAfter[action]);
          else expect(body.error.message).toBeTruthy();
          // Close it so the next round may open a new one.
          const row = await statusOf(booking.id);
          if (row?.status === 'requested') await act(mentee, booking.id, 'withdraw');
          if (row?.status === 'accepted') await act(mentorA, booking.id, 'cancel');
        }
      }
    }
    await windowPassed(mentee);
  });

  it('notifies the mentee of accept, decline, complete and cancel, with a link to their bookings', async () => {
    const titles: string[] = [];
    for (const steps of [['accept', 'complete'], ['decline'], ['accept', 'cancel']]) {
      const booking = await newBooking();
      for (const step of steps) {
        expect((await act(mentorA, booking.id, step)).status).toBe(200);
        const [latest] = (await noticesOf(mentee)).notifications;
        expect(latest?.link).toBe('/mentor/bookings');
        titles.push(latest?.title ?? '');
      }
    }
    expect(titles).toEqual([
      'Your session request was accepted',
      'Your mentoring session is complete',
      'Your session request was declined',
      'Your session request was accepted',
      'Your mentoring session was cancelled',
    ]);
    await windowPassed(mentee);
  });

  it('two racing accepts, or an accept racing a decline: exactly one wins, the other gets 409', async () => {
    for (const pair of [
      ['accept', 'accept'],
      ['accept', 'decline'],
    ]) {
      const booking = await newBooking();
      const responses = await Promise.all(pair.map((action) => act(mentorA, booking.id, action)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 409]);
      const row = await statusOf(booking.id);
      if (row?.status === 'accepted') await act(mentorA, booking.id, 'cancel');
    }
    await windowPassed(mentee);
  });

  it('lists the mentor’s incoming requests and the mentee’s own, to them only', async () => {
    const booking = await newBooking();
    const incoming = await json<BookingListReply>(
      await mentorA.browser.request('/api/mentors/bookings/incoming'),
    );
    expect(incoming.bookings[0]).toMatchObject({ id: booking.id, mentee: { label: 'Mentee' } });
    expect(JSON.stringify(incoming)).not.toContain(mentee.email);
    const own = await json<BookingListReply>(
      await mentee.browser.request('/api/mentors/bookings/mine'),
    );
    expect(own.bookings[0]).toMatchObject({
      id: booking.id,
      mentor: { display_name: 'Selam Tesfaye' },
    });
    const others = await json<BookingListReply>(
      await other.browser.request('/api/mentors/bookings/incoming'),
    );
    expect(others.bookings).toEqual([]);
    const othersOwn = await json<BookingListReply>(
      await mentorB.browser.request('/api/mentors/bookings/mine'),
    );
    expect(othersOwn.bookings.map((b) => b.id)).not.toContain(booking.id);
    expect((await anonymous.request('/api/mentors/bookings/incoming')).status).toBe(401);
    expect((await anonymous.request('/api/mentors/bookings/mine')).status).toBe(401);
    await act(mentee, booking.id, 'withdraw');
    await windowPassed(mentee);
  });

  it('a decline, cancel or withdrawal may carry a reason the other party reads (issue #40)', async () => {
    const reasonOf = async (member: Member, list: 'incoming' | 'mine', id: string) =>
      (
        await json<BookingListReply>(await member.browser.request(`/api/mentors/bookings/${list}`))
      ).bookings.find((booking) => booking.id === id)?.close_reason;
    const act2 = (member: Member, id: string, action: string, reason?: string) =>
      member.browser.request(`/api/mentors/bookings/${id}`, { json: { action, reason } });

    const declined = await newBooking();
    expect(
      (await act2(mentorA, declined.id, 'decline', '  Fully booked until May.  ')).status,
    ).toBe(200);
    expect(await reasonOf(mentee, 'mine', declined.id)).toBe('Fully booked until May.');
    const [notice] = (await noticesOf(mentee)).notifications;
    expect(notice?.body).toBe('Selam Tesfaye: Fully booked until May.');

    // Accepting takes no reason; cancelling after it does; a blank reason is none.
    const cancelled = await newBooking();
    const refused = await act2(mentorA, cancelled.id, 'accept', 'Because');
    expect(refused.status).toBe(400);
    expect((await json<ErrorReply>(refused)).error.message).toBe(MENTOR_MESSAGES.reasonNotClosing);
    expect((await statusOf(cancelled.id))?.status).toBe('requested');
    expect((await act2(mentorA, cancelled.id, 'accept')).status).toBe(200);
    expect((await act2(mentorA, cancelled.id, 'cancel', '   ')).status).toBe(200);
    expect(await reasonOf(mentee, 'mine', cancelled.id)).toBeNull();

    const withdrawn = await newBooking();
    const long = await act2(mentee, withdrawn.id, 'withdraw', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect((await json<ErrorReply>(long)).error.message).toBe(MENTOR_MESSAGES.reasonTooLong);
    expect((await act2(mentee, withdrawn.id, 'withdraw', 'Found a class instead')).status).toBe(
      200,
    );
    expect(await reasonOf(mentorA, 'incoming', withdrawn.id)).toBe('Found a class instead');
    await windowPassed(mentee);
  });

  it('refuses unknown actions and bookings with 400 and 404', async () => {
    const booking = await newBooking();
    const bad = await act(mentorA, booking.id, 'approve');
    expect(bad.status).toBe(400);
    expect((await json<ErrorReply>(bad)).error.message).toBe(MENTOR_MESSAGES.badAction);
    expect((await act(mentorA, 'nope', 'accept')).status).toBe(404);
    expect((await act(mentorA, '00000000-0000-4000-8000-000000000000', 'accept')).status).toBe(404);
    await act(mentee, booking.id, 'withdraw');
    await windowPassed(mentee);
  });

  it('pushes each status change live to both parties’ channels, after storing it', async () => {
    const menteeSocket = await RealtimeTestClient.connect(server.ws, {
      cookie: mentee.browser.cookieHeader,
    });
    expect(await menteeSocket.subscribe(`user:${mentee.userId}`)).toMatchObject({
      type: 'subscribed',
    });
    const booking = await newBooking();
    expect((await act(mentorA, booking.id, 'accept')).status).toBe(200);
    const event = await menteeSocket.next(
      (m) =>
        m.type === 'event' &&
        (m.event as { kind?: string; status?: string }).kind === 'mentor-booking.changed' &&
        (m.event as { status?: string }).status === 'accepted',
    );
    expect(event).toMatchObject({ event: { booking_id: booking.id } });
    const own = await json<BookingListReply>(
      await mentee.browser.request('/api/mentors/bookings/mine'),
    );
    expect(own.bookings.find((b) => b.id === booking.id)?.status).toBe('accepted');
    menteeSocket.close();
    await act(mentorA, booking.id, 'cancel');
  });

  it('limits session requests per hour with 429', async () => {
    await windowPassed(other);
    await database.db.insert(rateLimits).values({
      key: `mentor-requests:${other.userId}`,
      windowStart: new Date(),
      count: 1_000,
    });
    const response = await book(other, profileB.id);
    expect(response.status).toBe(429);
    expect((await json<ErrorReply>(response)).error.message).toBe(MENTOR_MESSAGES.tooManyRequests);
    await windowPassed(other);
  });
});
