import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  FROM_SITE,
  isMobile,
  ONE_WIDTH,
  openHome,
  signUpAndConfirm,
  tapOutside,
} from './support.ts';

const header = (page: Page, testInfo: TestInfo) =>
  page.getByTestId(isMobile(testInfo) ? 'mobile-header' : 'desktop-header');
const bell = (page: Page, testInfo: TestInfo) =>
  header(page, testInfo).getByRole('button', { name: /^Notifications/ });
const badge = (page: Page, testInfo: TestInfo) =>
  header(page, testInfo).getByTestId('notification-badge');

/** Sends the signed-in user a notification through the dev-only endpoint. */
async function notifyMe(page: Page, title: string, link = '/forums') {
  const response = await page.request.post('/api/dev/notify-me', {
    data: { title, link },
    headers: FROM_SITE,
  });
  expect(response.status()).toBe(201);
}

test.describe('notifications (docs/product.md#notifications Notifications)', () => {
  test(
    "signed out, the page asks to log in: 'Please log in to view your notifications.'",
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      await openHome(page, testInfo);
      await header(page, testInfo).getByRole('link', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByText('Please log in to view your notifications.')).toBeVisible();
    },
  );

  test('the bell shows the unread count; opening a notification marks it read and follows its link', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'bell');
    await expect(badge(page, testInfo)).toHaveText('1'); // the welcome notification
    await bell(page, testInfo).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(dropdown.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
    await expect(dropdown.getByRole('link', { name: 'View all notifications' })).toBeVisible();
    await dropdown.getByRole('button', { name: /Welcome to Habesha Community!/ }).click();
    // Sign-up gave a city, so the welcome leads to browsing, not to settings (issue #23).
    await expect(page).toHaveURL(/\/browse$/);
    await expect(badge(page, testInfo)).toBeHidden();
    await bell(page, testInfo).click();
    // An outside click closes the dropdown.
    await tapOutside(page, 5, 400, page.getByRole('dialog', { name: 'Notifications' }));
  });

  test(
    "a new notification arrives live: 'New notification received', badge up, '9+' above 9",
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      await signUpAndConfirm(page, 'live');
      await expect(badge(page, testInfo)).toHaveText('1');
      await notifyMe(page, 'Your mentor accepted');
      await expect(page.getByText('New notification received').first()).toBeVisible();
      await expect(badge(page, testInfo)).toHaveText('2');
      await bell(page, testInfo).click();
      const dropdown = page.getByRole('dialog', { name: 'Notifications' });
      await expect(dropdown.getByRole('listitem').first()).toContainText('Your mentor accepted'); // newest on top
      await page.keyboard.press('Escape');

      for (let i = 0; i < 8; i++) await notifyMe(page, `Update ${i}`);
      await expect(badge(page, testInfo)).toHaveText('9+');
    },
  );

  test(
    'read state follows across the user’s open tabs',
    { tag: ONE_WIDTH },
    async ({ page, context }, testInfo) => {
      await signUpAndConfirm(page, 'tabs');
      const other = await context.newPage();
      await other.goto('/');
      await expect(badge(other, testInfo)).toHaveText('1');
      await notifyMe(page, 'Seen everywhere');
      await expect(badge(other, testInfo)).toHaveText('2');
      await expect(badge(page, testInfo)).toHaveText('2');

      await page.goto('/notifications');
      await expect(page.getByText('2 unread')).toBeVisible();
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.getByText('All notifications marked as read')).toBeVisible();
      await expect(page.getByText('2 unread')).toBeHidden();
      await expect(badge(other, testInfo)).toBeHidden();
    },
  );

  test("the page lists the user's notifications with an '{n} unread' badge", {
    tag: ONE_WIDTH,
  }, async ({ page }) => {
    await signUpAndConfirm(page, 'page');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('1 unread')).toBeVisible();
    await expect(page.getByRole('button', { name: /Welcome to Habesha Community!/ })).toBeVisible();
  });
});
