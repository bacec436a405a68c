/**
 * Mentoring sessions with a time (issue #42), one journey with two members in
 * browsers of their own, in different time zones (the mentor in Asmara, the
 * mentee in New York): the mentor sets weekly hours; the mentee picks a free
 * slot, shown in their zone with the mentor's beside it, and requests it; the
 * mentor accepts and the mentee's page changes live; the mentee downloads the
 * .ics and it is read back (the time in the mentor's zone); the session's
 * time is moved into the past in the database (the clock the test moves, not
 * a wait); the mentee reviews it, the mentor replies, and the mentor's card
 * shows the average and the count.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  FROM_SITE,
  inDatabase,
  newContextLike,
  ONE_WIDTH,
  shotsInEveryLook,
  signUpByApi,
} from './support.ts';

/** A 2×2 PNG, enough for the photo pipeline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test(
  'a mentor sets hours, a mentee books a time, both meet, the mentee reviews it',
  {
    tag: ONE_WIDTH,
  },
  async ({ browser }, testInfo) => {
    const mentorContext = await newContextLike(browser, testInfo, { timezoneId: 'Africa/Asmara' });
    const menteeContext = await newContextLike(browser, testInfo, {
      timezoneId: 'America/New_York',
      acceptDownloads: true,
    });
    const mentor = await mentorContext.newPage();
    const mentee = await menteeContext.newPage();
    await signUpByApi(mentor, 'Timed Mentor');
    await signUpByApi(mentee, 'Timed Mentee');
    const name = `Kibrom ${Date.now().toString(36)}`;

    // The mentor's profile (the onboarding form has its own journey), then their hours.
    const form = new FormData();
    form.set(
      'mentor',
      JSON.stringify({ display_name: name, bio: 'Careers in data.', topics: ['Data Science'] }),
    );
    form.append('photos', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const created = await mentor.request.post('/api/mentors', {
      multipart: form,
      headers: FROM_SITE,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: mentorId } = (await created.json()) as { id: string };

    await mentor.goto(`/mentor/${mentorId}`);
    await mentor.getByRole('link', { name: 'Set your hours' }).click();
    await expect(mentor.getByRole('heading', { name: 'Your availability' })).toBeVisible();
    // The mentor's own zone is the browser's.
    await expect(mentor.getByLabel('Time zone')).toHaveValue('Africa/Asmara');
    await mentor.getByLabel('Session length').selectOption('60');
    await mentor.getByLabel('How sessions happen').selectOption('video');
    await mentor.getByLabel('Video link').fill('https://meet.example.org/kibrom');
    // Every day of the week, 09:00 to 11:00 in Asmara: each new range is the next day's.
    await mentor.getByRole('button', { name: 'Add hours' }).click();
    const first = mentor.getByTestId('hours-range').first();
    await first.getByLabel('Day').selectOption('0');
    await first.getByLabel('To').selectOption('11:00');
    for (let day = 1; day < 7; day++)
      await mentor.getByRole('button', { name: 'Add hours' }).click();
    await expect(mentor.getByTestId('hours-range')).toHaveCount(7);
    await expect(mentor.getByTestId('hours-range').last().getByLabel('Day')).toHaveValue('6');
    await mentor.getByRole('button', { name: 'Save availability' }).click();
    await expect(mentor.getByText('Availability saved')).toBeVisible();
    await shotsInEveryLook(mentor, testInfo, 'availability', () =>
      expect(mentor.getByTestId('hours-range')).toHaveCount(7),
    );

    // The mentee sees the free times in New York time, with Asmara's beside each.
    await mentee.goto(`/mentor/${mentorId}`);
    const book = mentee.getByTestId('book-session');
    await expect(book.getByRole('heading', { name: 'Book a session' })).toBeVisible();
    await expect(book).toContainText('Sessions of 60 minutes · Video call');
    await expect(book).toContainText('(New York)');
    await expect(book).toContainText('(Asmara)');
    await shotsInEveryLook(mentee, testInfo, 'book-session', async () => {
      await expect(book.getByTestId('slot').first()).toBeVisible();
      await book.scrollIntoViewIfNeeded();
    });
    // The first 09:00 in Asmara still ahead: today's may have passed when the test
    // runs late in the Asmara morning, leaving 10:00 as the first slot.
    const slot = book.getByTestId('slot').filter({ hasText: '9:00 AM for the mentor' }).first();
    const startsAt = (await slot.getAttribute('data-slot')) as string;
    // 09:00 in Asmara (UTC+3) is 01:00 or 02:00 in New York.
    await expect(slot).toContainText(/^[12]:00 AM/);
    await slot.click();
    await expect(book.getByTestId('chosen-slot')).toContainText('in Asmara');
    await book.getByLabel('Message').fill('Help me move into data science.');
    await book.getByRole('button', { name: 'Request this time' }).click();
    await expect(mentee).toHaveURL(/\/mentor\/bookings$/);
    const booking = mentee.getByTestId('booking').filter({ hasText: name });
    await expect(booking.getByTestId('booking-status')).toHaveText('Requested');
    await expect(booking.getByTestId('session-your-time')).toContainText('AM your time');
    await expect(booking.getByTestId('session-mentor-time')).toContainText('9:00 AM in Asmara');
    await expect(booking).toContainText('Held until');

    // The mentor accepts; the mentee's page changes live, with the way to meet and the .ics.
    await mentor.goto('/mentor/requests');
    const request = mentor
      .getByTestId('booking')
      .filter({ hasText: 'Help me move into data science.' });
    await expect(request.getByTestId('session-your-time')).toContainText('9:00 AM your time');
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request.getByTestId('booking-status')).toHaveText('Accepted');
    await expect(booking.getByTestId('booking-status')).toHaveText('Accepted');
    await expect(booking.getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example.org/kibrom',
    );
    await expect(mentee.getByTestId('notification-badge').first()).toBeVisible();

    const [download] = await Promise.all([
      mentee.waitForEvent('download'),
      booking.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    await shotsInEveryLook(mentee, testInfo, 'session-booked', () =>
      expect(booking.getByTestId('session-time')).toBeVisible(),
    );
    const ics = await readFile((await download.path()) as string, 'utf8');
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Asmara',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .format(new Date(startsAt))
      .replaceAll('-', '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('TZID:Africa/Asmara');
    expect(ics).toContain('TZOFFSETTO:+0300');
    expect(ics).toContain(`DTSTART;TZID=Africa/Asmara:${day}T090000`);
    expect(ics).toContain(`DTEND;TZID=Africa/Asmara:${day}T100000`);
    expect(ics).toContain('https://meet.example.org/kibrom');

    // The session passes: its time is moved two hours into the past.
    await inDatabase((client) =>
      client.query(
        `UPDATE mentor_bookings SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
        WHERE mentor_id = $1 AND status = 'accepted'`,
        [mentorId],
      ),
    );
    await mentee.reload();
    const review = booking.getByTestId('review-form');
    await expect(review.getByRole('heading', { name: 'How was the session?' })).toBeVisible();
    await review.locator('label').filter({ hasText: '4 stars' }).click();
    await review.getByLabel('A few lines (optional)').fill('Clear advice and a real plan.');
    await review.getByRole('button', { name: 'Send review' }).click();
    await expect(mentee.getByText('Thank you for your review')).toBeVisible();
    await expect(booking.getByTestId('review')).toContainText('Clear advice and a real plan.');
    await expect(review).toBeHidden();

    // The mentor replies once on their page.
    await mentor.goto(`/mentor/${mentorId}`);
    const shown = mentor.locator('#reviews').getByTestId('review');
    await expect(shown).toContainText('Clear advice and a real plan.');
    await shown.getByLabel('Your reply').fill('Thank you, good luck!');
    await shown.getByRole('button', { name: 'Send reply' }).click();
    await expect(shown).toContainText("The mentor's reply");
    await expect(shown.getByLabel('Your reply')).toBeHidden();

    // The card shows the average and the count; the page the review and the reply.
    await mentee.goto(`/mentor?q=${encodeURIComponent(name)}`);
    const card = mentee.getByTestId('mentor-card').filter({ hasText: name });
    await expect(card.getByTestId('mentor-rating')).toHaveText(/4\.0\s*\(1\)/);
    await card.getByRole('link', { name }).click();
    await expect(mentee.getByTestId('reviews-summary')).toContainText('4.0 from 1 review');
    await expect(mentee.locator('#reviews')).toContainText('Thank you, good luck!');
    await expect(mentee.locator('#reviews')).toContainText('Report this review');
    await shotsInEveryLook(mentee, testInfo, 'mentor-reviews', async () => {
      await expect(mentee.getByTestId('reviews-summary')).toBeVisible();
      await mentee.locator('#reviews').scrollIntoViewIfNeeded();
    });
    await Promise.all([mentorContext.close(), menteeContext.close()]);
  },
);
