/**
 * Mentors (docs/product.md#mentors Mentor pages, docs/product.md#mentors-5, issue #15): two members in
 * two browser contexts. One becomes a mentor (with a photo); the other finds
 * them with the directory's filters, requests a session and lands on
 * /mentor/bookings; the mentor accepts in their own context and the mentee
 * sees the new status live, then the session is marked complete.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newMember, ONE_WIDTH } from './support.ts';

test.describe.configure({ mode: 'serial' });

const firstLoad = { timeout: 30_000 };

/** A 2×2 PNG, enough for the photo pipeline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let mentorContext: BrowserContext;
let menteeContext: BrowserContext;
let mentor: Page;
let mentee: Page;
/** Unique per run and project, so the directory search finds exactly this mentor. */
const mentorName = `Tesfalem ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.beforeAll(async ({ browser }, testInfo) => {
  ({ context: mentorContext, page: mentor } = await newMember(browser, testInfo, 'Mentor Member'));
  ({ context: menteeContext, page: mentee } = await newMember(browser, testInfo, 'Mentee Member'));
});
test.afterAll(async () => {
  await mentorContext?.close();
  await menteeContext?.close();
});

test('signed out, onboarding asks to sign in and goes to login', { tag: ONE_WIDTH }, async ({
  page,
}) => {
  await page.goto('/mentor/onboarding');
  await expect(page.getByText('Please sign in to become a mentor')).toBeVisible(firstLoad);
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmentor%2Fonboarding/);
});

test('a member becomes a mentor with a photo, preset and custom expertise areas', async () => {
  await mentor.goto('/mentor');
  await mentor.getByRole('main').getByRole('link', { name: 'Become a Mentor' }).click();
  await expect(mentor.getByRole('heading', { name: 'Become a Mentor' })).toBeVisible(firstLoad);
  await mentor.getByRole('button', { name: 'Create Mentor Profile' }).click();
  await expect(mentor.getByText('Missing Information', { exact: true })).toBeVisible();

  await mentor.getByLabel('Display name').fill(mentorName);
  await mentor.getByLabel('Bio').fill('Data scientist who helps newcomers into tech.');
  await mentor.getByRole('button', { name: 'Data Science' }).click();
  const custom = mentor.getByPlaceholder('Add your own expertise area');
  await custom.fill('Tigrinya tutoring');
  await custom.press('Enter');
  await expect(mentor.getByRole('button', { name: 'Tigrinya tutoring' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await mentor.getByRole('button', { name: 'Tigrinya', exact: true }).click();
  await mentor.getByLabel('Hourly rate').fill('45');
  await mentor.getByRole('main').getByLabel('City', { exact: true }).fill('Asmara');
  await mentor.getByRole('main').getByLabel('Country', { exact: true }).selectOption('ER');
  await mentor
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(mentor.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await mentor.getByRole('button', { name: 'Create Mentor Profile' }).click();
  await expect(mentor.getByText('Success!')).toBeVisible();
  await expect(mentor).toHaveURL(/\/mentor$/);

  // The same screen edits the profile later.
  await mentor.goto('/mentor/onboarding');
  await expect(mentor.getByRole('heading', { name: 'Edit Mentor Profile' })).toBeVisible(firstLoad);
  await expect(mentor.getByLabel('Display name')).toHaveValue(mentorName);
  await mentor.getByLabel('Bio').fill('Data scientist who helps newcomers into tech jobs.');
  await mentor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(mentor).toHaveURL(/\/mentor$/);
});

test('the directory filters by text, topic and city in the URL, and clears them', {
  tag: ONE_WIDTH,
}, async () => {
  await mentee.goto(`/mentor?q=${encodeURIComponent(mentorName)}`);
  const card = mentee.getByTestId('mentor-card').filter({ hasText: mentorName });
  await expect(card).toBeVisible(firstLoad);
  await expect(card).toContainText('$45/hr');
  await expect(card).toContainText('Asmara, Eritrea');
  await expect(card.getByRole('img', { name: 'Eritrea' })).toBeVisible();
  await expect(card).toContainText('TIGRINYA');
  await expect(card).toContainText('newcomers into tech jobs');

  await mentee.getByRole('combobox', { name: 'Topic' }).selectOption('tech');
  await expect(mentee).toHaveURL(/topic=tech/);
  await expect(card).toBeVisible();
  await mentee.getByRole('combobox', { name: 'Topic' }).selectOption('health');
  await expect(mentee.getByText('No mentors found matching your criteria.')).toBeVisible();
  await mentee.getByRole('combobox', { name: 'Topic' }).selectOption('');
  await mentee.getByRole('main').getByPlaceholder('City').fill('asmar');
  await expect(mentee).toHaveURL(/city=asmar/);
  await expect(card).toBeVisible();
  await mentee.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(mentee).toHaveURL(/\/mentor$/);
});

test('signed out, a session request asks to sign in first', { tag: ONE_WIDTH }, async ({
  page,
}) => {
  await page.goto(`/mentor?q=${encodeURIComponent(mentorName)}`);
  await page.getByRole('link', { name: 'Book Session' }).first().click();
  await expect(page.getByRole('heading', { name: mentorName })).toBeVisible(firstLoad);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Please sign in to request a mentor session')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmentor%2F/);
});

test('the mentee requests a session; the mentor accepts and completes it, and the mentee sees it live', async () => {
  await mentee.goto(`/mentor?q=${encodeURIComponent(mentorName)}`);
  await mentee.getByRole('link', { name: 'Book Session' }).first().click();
  await expect(mentee.getByRole('heading', { name: mentorName })).toBeVisible(firstLoad);
  await mentee.getByRole('button', { name: 'Send Request' }).click();
  await expect(mentee.getByText('Message Required', { exact: true })).toBeVisible();
  await mentee.getByLabel('Message').fill('Please help me prepare for a data analyst interview.');
  await mentee.getByRole('button', { name: 'Send Request' }).click();
  await expect(mentee.getByText('Request Sent!')).toBeVisible();
  await expect(mentee).toHaveURL(/\/mentor\/bookings$/);
  const booking = mentee.getByTestId('booking').filter({ hasText: mentorName });
  await expect(booking).toContainText('Waiting for mentor response...');

  await mentor.goto('/mentor/requests');
  const request = mentor.getByTestId('booking').filter({ hasText: 'data analyst interview' });
  await expect(request).toContainText('Mentee Member', firstLoad);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

  // No reload: the status change arrives through the realtime channel.
  await expect(booking).toContainText(
    'Request accepted! The mentor will contact you soon to schedule the session.',
  );
  // The mentor writes to the mentee to arrange the session.
  await request.getByRole('button', { name: 'Message' }).click();
  const dialog = mentor.getByRole('dialog', { name: 'Mentee Member' });
  await expect(dialog).toBeVisible();
  await mentor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await request.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(booking).toContainText('Session completed');
  await expect(booking).toContainText('We hope you found the session helpful!');
});

test('the name and the photo on a mentor card open the mentor’s page (issue #40)', async () => {
  for (const part of ['name', 'photo'] as const) {
    await mentee.goto(`/mentor?q=${encodeURIComponent(mentorName)}`);
    const card = mentee.getByTestId('mentor-card').filter({ hasText: mentorName });
    await expect(card).toBeVisible(firstLoad);
    await (part === 'name'
      ? card.getByRole('link', { name: mentorName })
      : card.getByTestId('mentor-card-photo')
    ).click();
    await expect(mentee).toHaveURL(/\/mentor\/[0-9a-f-]{36}$/);
    await expect(mentee.getByRole('heading', { name: mentorName })).toBeVisible(firstLoad);
  }
});

/** The mentee opens the mentor's page from the directory (the last test left it there). */
async function openMentorPage() {
  await mentee.goto(`/mentor?q=${encodeURIComponent(mentorName)}`);
  await mentee.getByRole('link', { name: 'Book Session' }).first().click();
  await expect(mentee.getByRole('heading', { name: mentorName })).toBeVisible(firstLoad);
}

async function requestSession(message: string) {
  await openMentorPage();
  await mentee.getByLabel('Message').fill(message);
  await mentee.getByRole('button', { name: 'Send Request' }).click();
  await expect(mentee).toHaveURL(/\/mentor\/bookings$/);
}

/** Requests a session, then opens the mentor's page again: its open request, where the form was. */
async function requestAndReturn(message: string) {
  await requestSession(message);
  await openMentorPage();
  return mentee.getByTestId('open-request');
}

test('an open request shows on the mentor’s page instead of a fresh form; a decline asks first and its reason reaches the mentee live (issue #40)', {
  tag: ONE_WIDTH,
}, async () => {
  const open = await requestAndReturn('Could you review my CV for a junior data role?');
  await expect(open).toContainText('You already have an open request with this mentor.');
  await expect(open).toContainText('Could you review my CV for a junior data role?');
  await expect(open).toContainText('Waiting for mentor response...');
  await expect(mentee.getByRole('button', { name: 'Send Request' })).toHaveCount(0);

  await mentor.goto('/mentor/requests');
  const request = mentor.getByTestId('booking').filter({ hasText: 'review my CV' });
  await request.getByRole('button', { name: 'Decline' }).click(firstLoad);
  const dialog = mentor.getByRole('dialog', { name: 'Decline this request?' });
  await expect(dialog).toContainText('Mentee Member will be told that you declined the request.');
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep it' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(request.getByTestId('booking-status')).toHaveText('Requested');

  await request.getByRole('button', { name: 'Decline' }).click();
  await dialog.getByLabel('Reason (optional)').fill('I am fully booked until May.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog).toBeHidden();
  await expect(request.getByTestId('booking-status')).toHaveText('Declined');
  await expect(request).toContainText('Reason: I am fully booked until May.');

  // The mentee's page, open all along, offers the form again, and the bookings list says why.
  await expect(mentee.getByRole('button', { name: 'Send Request' })).toBeVisible();
  await expect(open).toHaveCount(0);
  await mentee.goto('/mentor/bookings');
  await expect(
    mentee.getByTestId('booking').filter({ hasText: 'review my CV' }).getByTestId('close-reason'),
  ).toHaveText('Reason: I am fully booked until May.', firstLoad);
});

test('withdrawing from the mentor’s page and cancelling an accepted session both ask first; the mentor reads the mentee’s reason (issue #40)', {
  tag: ONE_WIDTH,
}, async () => {
  const open = await requestAndReturn('Mock interview for a BI analyst post, please.');
  await open.getByRole('button', { name: 'Withdraw request' }).click();
  const withdraw = mentee.getByRole('dialog', { name: 'Withdraw your request?' });
  await withdraw.getByLabel('Reason (optional)').fill('My interview was moved up to tomorrow.');
  await withdraw.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(open).toHaveCount(0);
  await expect(mentee.getByRole('button', { name: 'Send Request' })).toBeVisible();

  await mentor.goto('/mentor/requests');
  const withdrawn = mentor.getByTestId('booking').filter({ hasText: 'BI analyst' });
  await expect(withdrawn.getByTestId('booking-status')).toHaveText('Cancelled', firstLoad);
  await expect(withdrawn).toContainText('Reason: My interview was moved up to tomorrow.');

  await requestSession('A second try: a session on SQL basics.');
  await mentor.goto('/mentor/requests');
  const request = mentor.getByTestId('booking').filter({ hasText: 'SQL basics' });
  await request.getByRole('button', { name: 'Accept' }).click(firstLoad);
  await request.getByRole('button', { name: 'Cancel' }).click();
  const cancel = mentor.getByRole('dialog', { name: 'Cancel this session?' });
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(request.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(request.getByTestId('close-reason')).toHaveCount(0);
});
