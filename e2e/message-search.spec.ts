/**
 * Message search (issue #41), with two members in two browser contexts: Dawit
 * writes Selam a message with a Tigrinya word (ሰላም) and more after it; Selam
 * types the word in Latin letters ('selam') in the inbox's search box, sees
 * the message with the word marked, and the result opens the thread at that
 * message, marked for a moment. A word no message has says so. With
 * E2E_SHOTS=<folder> it also saves the results in light and dark, English
 * and Tigrinya.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  FROM_SITE,
  isMobile,
  selamAndDawitInThread,
  sendInThread,
  shotsInEveryLook,
} from './support.ts';

const firstLoad = { timeout: 30_000 };
const FOUND = 'ሰላም ሓፍተይ! ጽባሕ ንቡን ንራኸብ ዶ?';

const searchBox = (page: Page) => page.getByTestId('message-search');

test('a Tigrinya word typed in Latin letters finds the message and opens the thread at it', async ({
  browser,
}, testInfo) => {
  // Two sign-ups and two first loads on a busy shared 2-core machine.
  test.setTimeout(300_000);
  const { selam, dawit, threadUrl } = await selamAndDawitInThread(browser, testInfo);
  const threadId = threadUrl.searchParams.get('thread');

  // Dawit writes to Selam (as from Match): the Tigrinya greeting, then enough to push it up.
  await sendInThread(dawit.page, FOUND);
  for (let n = 1; n <= 14; n++) {
    const sent = await dawit.page.request.post(`/api/inbox/threads/${threadId}/messages`, {
      data: { body: `Later news number ${n}: the bus leaves at ${n} o'clock.` },
      headers: FROM_SITE,
    });
    expect(sent.status()).toBe(201);
  }

  // Selam searches her inbox for the word, typed in Latin letters.
  await selam.page.goto('/inbox');
  await searchBox(selam.page).fill('selam');
  const result = selam.page.getByTestId('search-result');
  await expect(result).toHaveCount(1, firstLoad);
  await expect(result).toContainText('Dawit Haile');
  await expect(result.locator('mark')).toHaveText('ሰላም');
  // A word no message has says so.
  await searchBox(selam.page).fill('zanzibar');
  await expect(selam.page.getByTestId('search-empty')).toHaveText(
    'No messages found for “zanzibar”',
  );
  await searchBox(selam.page).fill('selam');
  await expect(result).toHaveCount(1);

  await shotsInEveryLook(selam.page, testInfo, 'search', async () => {
    await searchBox(selam.page).fill('selam');
    await expect(result).toHaveCount(1, firstLoad);
  });

  // The result opens the thread at the message: in view and marked, then unmarked.
  await result.click();
  await expect(selam.page).toHaveURL(
    new RegExp(`/inbox\\?thread=${threadId}&message=\\d+$`),
    firstLoad,
  );
  const found = selam.page.locator('[data-message-id]').filter({ hasText: FOUND });
  await expect(found).toHaveAttribute('data-found', 'true');
  await expect(found).toBeInViewport();
  await expect(
    selam.page.getByTestId('message-list').getByText('Later news number 14'),
  ).not.toBeInViewport();
  if (process.env.E2E_SHOTS) {
    await selam.page.screenshot({
      path: `${process.env.E2E_SHOTS}/search-opened-${testInfo.project.name}.png`,
    });
  }
  await expect(found).not.toHaveAttribute('data-found', 'true', { timeout: 10_000 });

  // On a phone the pane's back button returns to the results, still there.
  if (isMobile(testInfo)) {
    await selam.page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(result).toHaveCount(1);
  }
});
