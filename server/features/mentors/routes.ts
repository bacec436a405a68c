/**
 * Mentors and session bookings (docs/product.md#mentors Mentors and Bookings).
 * Reads (anyone):
 *   GET  /api/mentors?q=&topic=&city=&page=   the directory, newest first, paged
 *   GET  /api/mentors/home                    the home row: the newest 12
 *   GET  /api/mentors/:id                     one mentor profile
 * Signed in:
 *   GET  /api/mentors/mine                    {mentor} the member's own profile or null
 *   POST /api/mentors                         create (JSON or multipart with photos) → 201
 *   PUT  /api/mentors/:id                     edit, the owner only
 *   POST /api/mentors/bookings                {mentor_id, message} → 201 (notifies the mentor)
 *   GET  /api/mentors/bookings/incoming       the mentor's incoming requests
 *   GET  /api/mentors/bookings/mine           the mentee's own requests
 *   POST /api/mentors/bookings/:id            {action: accept|decline|complete|cancel|withdraw, reason?}
 *                                             (a reason only with decline, cancel, withdraw; the other party sees it)
 *   POST /api/mentors/:id/reports             {reason, details?} report the profile → 201
 * Timed sessions and reviews (issue #42):
 *   PUT  /api/mentors/mine/availability       the own profile's weekly hours, zone, length, how, window
 *   GET  /api/mentors/:id/slots               (anyone) the free slot starts of the booking window
 *   GET  /api/mentors/bookings/:id/calendar.ics   the session as an .ics file (its two parties)
 *   POST /api/mentors/bookings/:id/review     {rating 1-5, body?} the mentee, once, after the end → 201
 *   GET  /api/mentors/:id/reviews?page=       (anyone) the reviews, newest first
 *   POST /api/mentors/reviews/:id/reply       {reply} the mentor, once
 *   POST /api/mentors/reviews/:id/reports     {reason, details?} report a review → 201
 */
import { type Context, Hono } from 'hono';
import { MENTOR_MESSAGES } from '../../../shared/mentors.ts';
import {
  availabilityInputSchema,
  bookingActionSchema,
  bookingRequestSchema,
  mentorDirectoryQuery,
  mentorInputSchema,
  reviewInputSchema,
  reviewReplySchema,
  reviewsQuery,
} from '../../../shared/schemas/mentors.ts';
import { reportBodySchema } from '../../../shared/schemas/moderation.ts';
import { isAdmin } from '../../platform/auth/admins.ts';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { readJsonWithPhotos } from '../../platform/json-with-photos.ts';
import { reportRoute } from '../../platform/moderation/report-route.ts';
// The shared signed-out answers are dropped on every instance when a listing or a mentor changes.
import { listingsChanged as sharedAnswersChanged } from '../../platform/public-answer-changes.ts';
import { isSignedOutRequest } from '../../platform/public-answers.ts';
import { validate } from '../../platform/validation.ts';
import { mentorModeration } from './moderation.ts';
import { mentorReviewModeration } from './review-moderation.ts';
import { listReviews, replyToReview, writeReview } from './reviews.ts';
import {
  bookingCalendar,
  changeBooking,
  createMentor,
  homeMentors,
  incomingBookings,
  listMentors,
  mentorForReviews,
  mentorSlots,
  ownBookings,
  ownMentor,
  readMentor,
  requestBooking,
  saveAvailability,
  updateMentor,
} from './service.ts';

/** A mentor profile as the create and edit forms send it: its JSON part and its photos. */
const readMentorForm = (c: Context<AppEnv>) =>
  readJsonWithPhotos(c, 'mentor', 'profile', mentorInputSchema);

export function mentorRoutes() {
  return new Hono<AppEnv>()
    .post(
      '/:id/reports',
      requireUser,
      validate('json', reportBodySchema),
      reportRoute(mentorModeration, MENTOR_MESSAGES.notFound),
    )
    .get('/', validate('query', mentorDirectoryQuery), async (c) => {
      const { db, publicAnswers } = c.var.deps;
      const query = c.req.valid('query');
      // Signed-out readers share one answer per filter set for a few seconds (decision 0005).
      if (isSignedOutRequest(c.req.raw.headers)) {
        return publicAnswers.respond(c, `mentors ${JSON.stringify(query)}`, () =>
          listMentors(db, null, query),
        );
      }
      const viewer = await currentUser(c);
      return c.json(await listMentors(db, viewer?.id ?? null, query));
    })
    .get('/home', async (c) =>
      // The same for every reader: shared by members too.
      c.var.deps.publicAnswers.respond(c, 'mentors home', async () => ({
        mentors: await homeMentors(c.var.deps.db),
      })),
    )
    .get('/mine', requireUser, async (c) =>
      c.json({ mentor: await ownMentor(c.var.deps.db, c.var.user.id) }),
    )
    .get('/bookings/incoming', requireUser, async (c) =>
      c.json({ bookings: await incomingBookings(c.var.deps.db, c.var.user.id) }),
    )
    .get('/bookings/mine', requireUser, async (c) =>
      c.json({ bookings: await ownBookings(c.var.deps.db, c.var.user.id) }),
    )
    .post('/bookings', requireUser, validate('json', bookingRequestSchema), async (c) => {
      const booking = await requestBooking(c.var.deps, c.var.user.id, c.req.valid('json'));
      if (booking.starts_at) await sharedAnswersChanged(c.var.deps);
      return c.json(booking, 201);
    })
    .post('/bookings/:id', requireUser, validate('json', bookingActionSchema), async (c) => {
      const { action, reason } = c.req.valid('json');
      const booking = await changeBooking(
        c.var.deps,
        c.var.user.id,
        c.req.param('id'),
        action,
        reason,
      );
      if (booking.starts_at) await sharedAnswersChanged(c.var.deps);
      return c.json(booking);
    })
    .get('/bookings/:id/calendar.ics', requireUser, async (c) => {
      const file = await bookingCalendar(c.var.deps, c.var.user.id, c.req.param('id'));
      return c.body(file.body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/bookings/:id/review', requireUser, validate('json', reviewInputSchema), async (c) =>
      c.json(
        await writeReview(c.var.deps, c.var.user.id, c.req.param('id'), c.req.valid('json')),
        201,
      ),
    )
    .post('/reviews/:id/reply', requireUser, validate('json', reviewReplySchema), async (c) =>
      c.json(
        await replyToReview(
          c.var.deps,
          c.var.user.id,
          c.req.param('id'),
          c.req.valid('json').reply,
        ),
      ),
    )
    .post(
      '/reviews/:id/reports',
      requireUser,
      validate('json', reportBodySchema),
      reportRoute(mentorReviewModeration, MENTOR_MESSAGES.reviewNotFound),
    )
    .put(
      '/mine/availability',
      requireUser,
      validate('json', availabilityInputSchema),
      async (c) => {
        const mentor = await saveAvailability(c.var.deps.db, c.var.user.id, c.req.valid('json'));
        await sharedAnswersChanged(c.var.deps);
        return c.json(mentor);
      },
    )
    .get('/:id/slots', async (c) => {
      const viewer = await currentUser(c);
      return c.json(await mentorSlots(c.var.deps.db, viewer?.id ?? null, c.req.param('id')));
    })
    .get('/:id/reviews', validate('query', reviewsQuery), async (c) => {
      const viewer = await currentUser(c);
      const mentor = await mentorForReviews(c.var.deps.db, c.req.param('id'), viewer?.id ?? null);
      return c.json(
        await listReviews(c.var.deps.db, mentor, viewer?.id ?? null, c.req.valid('query').page),
      );
    })
    .get('/:id', async (c) => {
      const viewer = await currentUser(c);
      const moderator = isAdmin(c.var.deps.config, viewer);
      return c.json(
        await readMentor(c.var.deps.db, viewer?.id ?? null, c.req.param('id'), moderator),
      );
    })
    .post('/', requireUser, async (c) => {
      const { input, uploads } = await readMentorForm(c);
      const mentor = await createMentor(c.var.deps, c.var.user.id, input, uploads);
      await sharedAnswersChanged(c.var.deps);
      return c.json(mentor, 201);
    })
    .put('/:id', requireUser, async (c) => {
      const { input, uploads } = await readMentorForm(c);
      const mentor = await updateMentor(
        c.var.deps,
        c.var.user.id,
        c.req.param('id'),
        input,
        uploads,
      );
      await sharedAnswersChanged(c.var.deps);
      return c.json(mentor);
    });
}
