/**
 * Contacting someone, as a newcomer meets it (issue #40): a thread with a
 * long listing title fits the phone; signing up from a listing comes back to
 * it; blocking keeps the thread, marked, with Unblock, and the blocked member
 * is told they can't reply; messages count in the inbox badge, not the bell.
 * Two members in two browser contexts where two are involved.
 */
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  emailLinkFor,
  FROM_SITE,
  isMobile,
  newContextLike,
  newMember,
  ONE_WIDTH,
  openThread,
  postListing,
  uniqueEmail,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const firstLoad = { timeout: 30_000 };
const LONG_TITLE =
  'Spacious two-bedroom apartment near downtown with parking, a big balcony and a view over the park';

async function createListing(page: Page, _testInfo: TestInfo, title: string) {
  return postListing(page, {
    category: 'housing',
    subcategory: 'apartments',
    title,
    // Long enough that the listing scrolls under its action bar.
    description: Array.from({ length: 40 }, (_, i) => `Line ${i + 1} about the flat.`).join('\n'),
    city: 'Oakland',
    contact: { phone: '+1 555 0100' },
  });
}

/** The elements of the page that reach past the right edge of the screen. */
const widerThanScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // What an ancestor clips (a truncated line) is not seen, so not counted.
        const clipped = el.parentElement?.closest('.truncate, .overflow-hidden');
        return box.width > 0 && box.right > window.innerWidth + 1 && !clipped;
      })
      .map((el) => `${el.tagName}.${el.className}`),
  );

let shared: { seller: Awaited<ReturnType<typeof newMember>>; listingId: string } | undefined;

async function seller(browser: Browser, testInfo: TestInfo) {
  if (!shared) {
    const person = await newMember(browser, testInfo, 'Seller Selam');
    const { id } = await createListing(person.page, testInfo, LONG_TITLE);
    shared = { seller: person, listingId: id };
  }
  return shared;
}

test.afterAll(async () => {
  await shared?.seller.context.close();
  shared = undefined;
});

test('signing up from a listing comes back to the listing', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { listingId } = await seller(browser, testInfo);
  const context = await newContextLike(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/l/${listingId}`);
  // The contact section's sign-in opens the dialog; 'Create an account' keeps the listing.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/auth/register\\?next=${encodeURIComponent(`/l/${listingId}`)}$`),
  );
  // 'Sign in' from the sign-up page keeps it too.
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    `/auth/login?next=${encodeURIComponent(`/l/${listingId}`)}`,
  );
  const email = uniqueEmail('newcomer');
  await page.getByLabel('Display name', { exact: true }).fill('Newcomer Nardos');
  await page.getByLabel('City', { exact: true }).fill('Oakland');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email for the signup link!').first()).toBeVisible();
  // The confirmation link lands on the listing, signed in.
  await page.goto(await emailLinkFor(page, email));
  await expect(page).toHaveURL(new RegExp(`/l/${listingId}$`), firstLoad);
  await expect(page.getByTestId('message-owner')).toBeVisible();
  await context.close();
});

test('a thread about a long-titled listing fits the screen', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { listingId } = await seller(browser, testInfo);
  const buyer = await newMember(browser, testInfo, 'Buyer Bereket');
  await openThread(buyer.page, { listing: listingId });
  const composer = buyer.page.getByTestId('composer');
  await composer.fill(`Is it free? https://example.org/${'a-long-unbroken-path-'.repeat(6)}`);
  await composer.press('Enter');
  await expect(buyer.page.getByTestId('message-mine')).toHaveCount(1);
  // The title is cut short; Send, the header's actions and the last bubble are on screen.
  await expect(buyer.page.getByRole('link', { name: LONG_TITLE })).toBeVisible();
  expect(await widerThanScreen(buyer.page)).toEqual([]);
  for (const control of [
    buyer.page.getByRole('button', { name: 'Send' }),
    buyer.page.getByRole('button', { name: 'Block' }),
    buyer.page.getByTestId('message-mine'),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await buyer.context.close();
});

test("the listing's main actions stay on screen in the sheet and on the page", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { listingId } = await seller(browser, testInfo);
  const reader = await newMember(browser, testInfo, 'Reader Rahel');
  const { page } = reader;
  const bar = page.getByTestId('listing-actions');
  const expectActionsInView = async () => {
    for (const action of [
      bar.getByRole('link', { name: 'Message' }),
      bar.getByRole('link', { name: 'Call' }),
      bar.getByRole('button', { name: 'Save to favorites' }),
      bar.getByRole('button', { name: 'Share' }),
    ]) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
  };

  // The sheet (phones) or dialog (desktop) from browse: at the top, and scrolled halfway.
  await page.goto(`/browse?q=${encodeURIComponent('big balcony')}`);
  await page.getByRole('heading', { name: LONG_TITLE }).first().click();
  const overlay = page.getByTestId('listing-overlay');
  await expect(overlay.getByRole('heading', { name: LONG_TITLE })).toBeVisible(firstLoad);
  await expectActionsInView();
  await overlay.getByText('Line 20 about the flat.').scrollIntoViewIfNeeded();
  await expectActionsInView();
  await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15550100');

  // The listing's page: the bar sits above the phone's bottom navigation, not under it.
  await page.goto(`/l/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: LONG_TITLE })).toBeVisible(firstLoad);
  await expectActionsInView();
  await page.getByText('Line 30 about the flat.').scrollIntoViewIfNeeded();
  await expectActionsInView();
  const nav = page.getByTestId('mobile-bottom-bar');
  if (await nav.isVisible()) {
    const [barBox, navBox] = [await bar.boundingBox(), await nav.boundingBox()];
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((navBox?.y ?? 0) + 1);
  }
  // Message opens the conversation with the owner.
  await bar.getByRole('link', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/inbox\?thread=[0-9a-f-]{36}$/, firstLoad);
  await reader.context.close();
});

test(
  'a visitor who is signed out is asked to sign in by Message',
  { tag: ONE_WIDTH },
  async ({ browser }, testInfo) => {
    const { listingId } = await seller(browser, testInfo);
    const context = await newContextLike(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`/l/${listingId}`);
    const bar = page.getByTestId('listing-actions');
    await expect(bar.getByRole('button', { name: 'Message' })).toBeInViewport({ ratio: 1 });
    await bar.getByRole('button', { name: 'Message' }).click();
    // The dialog's sign-up keeps the conversation as where to return.
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute(
      'href',
      `/auth/register?next=${encodeURIComponent(`/inbox?listing=${listingId}`)}`,
    );
    await context.close();
  },
);

test('messages count in the inbox badge, not the bell; an open thread reads them as they arrive', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { seller: owner, listingId } = await seller(browser, testInfo);
  // The buyer is new, so every count they see is this thread's.
  const buyer = await newMember(browser, testInfo, 'Buyer Berhane');
  const threadId = (await openThread(buyer.page, { listing: listingId })).searchParams.get(
    'thread',
  );
  const buyerComposer = buyer.page.getByTestId('composer');
  await buyerComposer.fill('Hello, is it free?');
  await buyerComposer.press('Enter');
  await expect(buyer.page.getByTestId('message-mine')).toHaveCount(1);

  await owner.page.goto(`/inbox?thread=${threadId}`);
  const ownerComposer = owner.page.getByTestId('composer');
  const ownerSays = async (text: string) => {
    await ownerComposer.fill(text);
    await ownerComposer.press('Enter');
    await expect(owner.page.getByTestId('message-mine').filter({ hasText: text })).toBeVisible();
  };

  const bell = buyer.page.locator('[data-testid="notification-badge"]:visible');
  const inboxBadge = buyer.page.locator('[data-testid="inbox-badge"]:visible');
  const dmNotifications = async () => {
    const response = await buyer.page.request.get('/api/notifications');
    const { notifications } = (await response.json()) as { notifications: { type: string }[] };
    return notifications.filter((n) => n.type === 'dm').length;
  };
  const bellBefore = (await bell.count()) > 0 ? await bell.textContent() : null;

  // The buyer has the thread open: each reply arrives, is read, and rings no bell.
  for (const text of ['Yes, it is', 'Come on Saturday', 'After ten']) {
    await ownerSays(text);
    await expect(buyer.page.getByTestId('message-theirs').filter({ hasText: text })).toBeVisible();
  }
  await expect
    .poll(() => buyer.page.request.get('/api/inbox/unread').then((r) => r.json()))
    .toEqual({ unread: 0 });
  await expect(inboxBadge).toHaveCount(0);
  expect(await dmNotifications()).toBe(0);

  // Away from the thread, a new message counts in the inbox badge; the bell stays as it was.
  await buyer.page.goto('/');
  await expect(
    buyer.page.getByTestId(isMobile(testInfo) ? 'mobile-header' : 'desktop-header'),
  ).toBeVisible(firstLoad);
  await ownerSays('Bring cash, please');
  await expect(inboxBadge).toHaveText('1');
  expect(await dmNotifications()).toBe(0);
  if (bellBefore === null) await expect(bell).toHaveCount(0);
  else await expect(bell).toHaveText(bellBefore);
  await buyer.context.close();
});

test(
  "a message a block refused says the member can't reply, with no retry",
  { tag: ONE_WIDTH },
  async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const { seller: owner, listingId } = await seller(browser, testInfo);
    const buyer = await newMember(browser, testInfo, 'Buyer Biniam');
    const session = await buyer.page.request.get('/api/auth/get-session');
    const buyerId = ((await session.json()) as { user: { id: string } }).user.id;
    // A page that has not heard of the block yet (its socket was away): the thread still says it can reply.
    await buyer.page.route('**/api/inbox/threads/*', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { thread: { can_reply: boolean } };
      await route.fulfill({ response, json: { thread: { ...body.thread, can_reply: true } } });
    });
    await openThread(buyer.page, { listing: listingId });
    const blocked = await owner.page.request.put(`/api/blocks/${buyerId}`, { headers: FROM_SITE });
    expect(blocked.status()).toBe(204);

    const composer = buyer.page.getByTestId('composer');
    await composer.fill('Still there?');
    await composer.press('Enter');
    await expect(buyer.page.getByTestId('reply-notice')).toHaveText(
      "You can't reply to this conversation",
    );
    await expect(composer).toHaveCount(0);
    await expect(buyer.page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(buyer.page.getByText('Failed to send message')).toHaveCount(0);
    await expect(buyer.page.getByText('Error sending message')).toHaveCount(0);

    await buyer.page.unrouteAll({ behavior: 'ignoreErrors' });
    await owner.page.request.delete(`/api/blocks/${buyerId}`, { headers: FROM_SITE });
    await buyer.context.close();
  },
);
