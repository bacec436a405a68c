import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  expectTakenOver,
  isMobile,
  ONE_WIDTH,
  openHome,
  postListing,
  signUpByApi,
} from './support.ts';

async function openDonationDialog(page: Page, testInfo: TestInfo) {
  await openHome(page, testInfo);
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Donate' }).click();
  } else {
    await page.getByTestId('desktop-header').getByRole('button', { name: 'Donate' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Support Habesha Community' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe('donations (docs/product.md#donations Donation dialog, community donation pages)', () => {
  test('presets $5/$10/$20 with $5 by default; a custom amount wins; the test card pays and thanks with the amount', async ({
    page,
  }, testInfo) => {
    const dialog = await openDonationDialog(page, testInfo);
    await expect(dialog.getByRole('button', { name: '$5', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Donate $5.00' })).toBeVisible();
    await dialog.getByRole('button', { name: '$10', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Donate $10.00' })).toBeVisible();
    await dialog.getByLabel('Or enter your own amount').fill('12.5');
    await expect(dialog.getByRole('button', { name: '$10', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await dialog.getByLabel('Email for a receipt (optional)').fill('donor@example.org');
    await dialog.getByRole('button', { name: 'Donate $12.50' }).click();

    await expect(page).toHaveURL(/\/local-checkout\/cs_local_/);
    await expect(page.getByText('$12.50').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('donor@example.org');
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/donate\/success\?amt=1250$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Your donation of $12.50')).toBeVisible();
  });

  test(
    'a declined card says so and stays on the card page; going back shows "No charge was made."',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      const dialog = await openDonationDialog(page, testInfo);
      await dialog.getByRole('button', { name: 'Donate $5.00' }).click();
      await expect(page).toHaveURL(/\/local-checkout\//);
      await payWithCard(page, '4000 0000 0000 0002');
      await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
      await expect(page).toHaveURL(/\/local-checkout\//);

      await page.getByRole('button', { name: '← Back to Habesha Community' }).click();
      await expect(page).toHaveURL(/\/donate\/cancel$/);
      await expect(page.getByText('No charge was made.')).toBeVisible();
    },
  );

  test(
    'an amount outside $1 to $10,000 or a malformed email is explained before leaving the site',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      const dialog = await openDonationDialog(page, testInfo);
      await dialog.getByLabel('Or enter your own amount').fill('0.50');
      await dialog.getByRole('button', { name: 'Donate $0.50' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Please enter an amount from $1 to $10,000.',
      );
      await dialog.getByLabel('Or enter your own amount').fill('');
      await dialog.getByLabel('Email for a receipt (optional)').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Donate $5.00' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Enter a valid email address, or leave it empty.',
      );
      await expect(page).not.toHaveURL(/local-checkout/);
    },
  );

  test(
    "shows 'Unable to start checkout' without a checkout URL, and 'Network error. Please try again.' when the call fails",
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      await page.route('**/api/donations/checkout', (route) =>
        route.fulfill({ status: 201, json: {} }),
      );
      let dialog = await openDonationDialog(page, testInfo);
      await dialog.getByRole('button', { name: 'Donate $5.00' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Unable to start checkout');
      await expect(dialog.getByRole('button', { name: 'Donate $5.00' })).toBeEnabled();

      await page.unroute('**/api/donations/checkout');
      await page.route('**/api/donations/checkout', (route) => route.abort('internetdisconnected'));
      await page.keyboard.press('Escape');
      dialog = await openDonationDialog(page, testInfo);
      await dialog.getByRole('button', { name: 'Donate $5.00' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Network error. Please try again.');
    },
  );

  test("the browse page's Support pop-up: never over the first results, once a week, never after a donation", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Enough results to scroll: a member posts a dozen, found by one word.
    const word = `supportpop${Date.now()}`;
    await signUpByApi(page, 'Supporter');
    for (let i = 1; i <= 12; i++) {
      await postListing(page, {
        category: 'community',
        subcategory: 'general',
        title: `Community note ${i} ${word}`,
        description: 'Results to scroll past',
        city: 'Oakland',
        contact: { email: 'supporter@example.org' },
      });
    }
    const browse = `/browse?q=${word}`;

    const popup = page.getByRole('complementary', { name: 'Support' });
    const firstResult = page.getByTestId('browse-results').getByTestId('listing-card').first();
    const scrollToEnd = () =>
      page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    /** /browse, taken over, scrolled past its first results. */
    const browseAndScroll = async () => {
      // Leave at the top, so the page is not brought back scrolled.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.goto(browse);
      await expect(firstResult).toBeVisible();
      await expectTakenOver(page);
      await expect(popup).toHaveCount(0);
      await scrollToEnd();
      await expect(firstResult).not.toBeInViewport();
    };
    /** After the scroll has been handled (the next frames): still no pop-up. */
    const expectNoPopup = async () => {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect(popup).toHaveCount(0);
    };

    // The first results are seen without it; it comes once they are scrolled away.
    await openHome(page, testInfo, browse);
    await expect(firstResult).toBeVisible();
    await expectTakenOver(page);
    await expect(popup).toHaveCount(0);
    await scrollToEnd();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Not again within the week.
    await browseAndScroll();
    await expectNoPopup();

    // A week later it comes again, and goes straight to the checkout.
    const weekAgo = (extraDays: number) =>
      page.evaluate((days) => {
        const memory = JSON.parse(localStorage.getItem('supportPopup') ?? '{}');
        memory.shownAt = Date.now() - days * 24 * 60 * 60 * 1000;
        localStorage.setItem('supportPopup', JSON.stringify(memory));
      }, 7 + extraDays);
    await weekAgo(1);
    await browseAndScroll();
    await popup.getByRole('button', { name: '$20' }).click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await expect(page.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('supportPopup')))
      .toContain('"donated":true');

    // After a donation, never again, however long ago it last showed.
    await weekAgo(30);
    await browseAndScroll();
    await expectNoPopup();
  });

  test(
    '/donate/success without a valid amt thanks without an amount',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      await openHome(page, testInfo, '/donate/success?amt=lots');
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expect(
        page.getByText('Your donation helps keep Habesha Community free for everyone.'),
      ).toBeVisible();
    },
  );
});
