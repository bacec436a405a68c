/**
 * The server's refusals in the member's language (issue #40: English left in
 * the Tigrinya interface). A member reading Tigrinya goes over a real limit
 * of the server, and the toast says why in Tigrinya, not in the server's
 * English (web/src/app/error-text.ts).
 */
import { expect, test } from '@playwright/test';
import { FORUM_MESSAGES, FORUM_TOPICS_PER_HOUR } from '../shared/forums.ts';
import tiErrors from '../web/src/i18n/ti/errors.json' with { type: 'json' };
import { chooseForumCity, FROM_SITE, signUpAndConfirm } from './support.ts';

test.describe("the server's refusals in the reader's language (issue #40)", () => {
  test('a member reading Tigrinya who starts one topic too many is told the hourly limit in Tigrinya', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const city = `Limitville ${Date.now()}`;
    await signUpAndConfirm(page, 'ti-errors');
    await chooseForumCity(page, city);

    // The hour's topics, started as the forum page would (the server counts them, not the page).
    for (let n = 1; n <= FORUM_TOPICS_PER_HOUR; n++) {
      const started = await page.request.post('/api/forums/topics', {
        headers: FROM_SITE,
        data: { board: 'general', city, title: `Topic ${n}`, body: `Words of topic ${n}` },
      });
      expect(started.status()).toBe(201);
    }

    // The member reads Tigrinya (the footer's switch, on every page).
    await page.goto('/forums/general');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'ትግርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');

    // One more topic: the server refuses it (429) with its English words...
    await page.getByTestId('new-topic').click();
    const dialog = page.getByRole('dialog', { name: 'ሓድሽ ኣርእስቲ' });
    await dialog.getByRole('textbox', { name: 'ኣርእስቲ', exact: true }).fill('One topic too many');
    await dialog
      .getByRole('textbox', { name: 'ትሕዝቶ', exact: true })
      .fill('Is there room for one more?');
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/forums/topics') && response.status() === 429,
    );
    await dialog.getByRole('button', { name: 'ኣርእስቲ ለጥፉ' }).click();
    const answer = await (await refused).json();
    expect(answer.error.message).toBe(FORUM_MESSAGES.tooManyTopics);

    // ...and the member reads them in Tigrinya.
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: tiErrors.forums.tooManyTopics });
    await expect(toast).toBeVisible();
    await expect(page.getByText(FORUM_MESSAGES.tooManyTopics)).toHaveCount(0);
    if (process.env.E2E_SHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SHOTS}/error-toast-ti-${testInfo.project.name}.png`,
      });
    }
  });
});
