import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  emailLinkFor,
  isMobile,
  ONE_WIDTH,
  openHome,
  postButton,
  registerThroughPage,
  uniqueEmail,
} from './support.ts';

/** A new member through the register page, confirmed by the emailed link; returns their email. */
async function registerAndConfirm(page: Page, prefix: string, password?: string) {
  const email = uniqueEmail(prefix);
  await registerThroughPage(page, email, password);
  await page.goto(await emailLinkFor(page, email));
  return email;
}

/** Opens the account controls for this width and signs out. */
async function signOut(page: Page, testInfo: TestInfo) {
  // A sign-in link lands on /auth/callback, which moves on to '/': sign out from there.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Signed in shows the first letter of the email.
  await expect(page.getByRole('button', { name: 'Account' }).first()).toHaveText(/^[a-z0-9]$/i);
  // Retried as a whole: a late step of the sign-in (the page moving on) can close the menu.
  await expect(async () => {
    await page.keyboard.press('Escape');
    if (isMobile(testInfo)) {
      await page.getByTestId('mobile-header').getByRole('button', { name: 'Account' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Sign out' })
        .click({ timeout: 3_000 });
    } else {
      await page.getByTestId('desktop-header').getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click({ timeout: 3_000 });
    }
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Signed out successfully')).toBeVisible();
}

test.describe('accounts (docs/product.md#accounts-and-sign-in Auth pages)', () => {
  test('register → confirm by the emailed link → signed in → sign out', async ({
    page,
  }, testInfo) => {
    const email = await registerAndConfirm(page, 'register');
    await expect(page).toHaveURL(/\/$/);

    if (isMobile(testInfo)) {
      const avatar = page.getByTestId('mobile-header').getByRole('button', { name: 'Account' });
      await expect(avatar).toHaveText('r'); // first letter of the email
      await avatar.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Selam Tesfay');
      await expect(dialog).toContainText(email);
      await expect(dialog).toContainText('Signed in');
      await expect(dialog).toContainText('Joined');
      await page.keyboard.press('Escape');
    } else {
      await page.getByTestId('desktop-header').getByRole('button', { name: 'Account' }).click();
      for (const item of ['Saved Listings', 'My Listings', 'Account Settings', 'Sign out']) {
        await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
      }
      await page.keyboard.press('Escape');
    }
    await page.reload(); // the session survives a reload (httpOnly cookie)
    await signOut(page, testInfo);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account' }).first()).not.toHaveText('r');
  });

  test(
    'signs in by password, and shows the provider message for a wrong one',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      const email = await registerAndConfirm(page, 'password');
      await expect(page).toHaveURL(/\/$/);
      await signOut(page, testInfo);

      await page.goto('/auth/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert').first()).toHaveText('Invalid email or password');

      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Account' }).first()).toBeVisible();
    },
  );

  test(
    'signs in by a magic link opened from the dev mailbox',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      const email = await registerAndConfirm(page, 'magic');
      await signOut(page, testInfo);

      await page.goto('/auth/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(page.getByText('Check your email for the login link!').first()).toBeVisible();
      await page.goto(await emailLinkFor(page, email));
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/account/settings');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    },
  );

  test('a used sign-in link lands on /auth/login with a readable callback_failed message', {
    tag: ONE_WIDTH,
  }, async ({ page }) => {
    const email = uniqueEmail('used');
    await registerThroughPage(page, email);
    const link = await emailLinkFor(page, email);
    await page.goto(link);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/login\?error=callback_failed$/);
    await expect(
      page.getByText('That sign-in link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
  });

  test(
    'resets the password through the emailed link, then signs in with the new one',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      const email = await registerAndConfirm(page, 'reset', 'old-password');
      await signOut(page, testInfo);

      await page.goto('/auth/reset');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(
        page.getByText('Check your email for the password reset link!').first(),
      ).toBeVisible();
      await page.goto(await emailLinkFor(page, email));
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('12345');
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
      await page.getByLabel('New password', { exact: true }).fill('new-password');
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);

      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('new-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('shows each validation message beside its field', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Display name is required')).toBeVisible();
    await expect(page.getByText('City is required')).toBeVisible();
    await expect(page.getByText('Please enter an email address').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters' }),
    ).toBeVisible();

    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter an email address' }),
    ).toBeVisible();
  });

  test("'+ Post' while signed out opens the sign-in-to-post modal: the same form (password or an emailed link), then 'Check your inbox'", async ({
    page,
  }, testInfo) => {
    await openHome(page, testInfo);
    await postButton(page, testInfo).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to post' });
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter an email address');
    await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('post'));
    await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(dialog.getByText('Check your inbox')).toBeVisible();
  });

  test('the sign-in dialog from the account menu has the sign-in page’s form and sends a sign-in link', async ({
    page,
  }, testInfo) => {
    await openHome(page, testInfo);
    if (isMobile(testInfo)) {
      await page.getByTestId('mobile-header').getByRole('button', { name: 'Account' }).click();
    } else {
      await page.getByTestId('desktop-header').getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Sign in' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    // The same words and fields as /auth/login (issue #23: one sign-in experience).
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toBeVisible();
    const email = uniqueEmail('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('Check your email for the login link!').first()).toBeVisible();
    await expect(dialog.getByText(`We sent a link to ${email}.`)).toBeVisible();
  });

  test("saves display name and city in account settings: 'Profile updated successfully'", {
    tag: ONE_WIDTH,
  }, async ({ page }) => {
    await registerAndConfirm(page, 'settings');
    await page.goto('/account/settings');
    await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Selam Tesfay');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Oakland');
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await page.getByLabel('Display name', { exact: true }).fill('Selam T.');
    await page.getByLabel('City', { exact: true }).fill('Asmara');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Asmara');
  });
});
