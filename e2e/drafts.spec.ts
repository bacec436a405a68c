/**
 * Unsent replies (issue #40): text typed into the inbox thread's composer, a
 * city chat board's box or a forum topic's reply survives a language switch
 * and a reload, each kept for its own thread, board or topic.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  chatBoardUrl,
  cityOfTest,
  FROM_SITE,
  isMobile,
  newMember,
  oaklandItem,
  openThread,
  postListing,
} from './support.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const firstLoad = { timeout: 30_000 };

/** As a person does it: the header's switch on a desktop, the menu's on a phone. */
async function chooseLanguage(page: Page, testInfo: TestInfo, language: 'en' | 'ti') {
  if (isMobile(testInfo)) {
    await page.getByTestId('mobile-header').getByRole('button').first().click();
    await page.getByRole('dialog').locator(`button[lang="${language}"]`).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    await page.getByTestId('desktop-header').locator(`button[lang="${language}"]`).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('a half-written reply survives a language switch and a reload, per thread, board and topic', async ({
  browser,
}, testInfo) => {
  const { page: seller } = await newMember(browser, testInfo, 'Seller Saba');
  const { page: buyer } = await newMember(browser, testInfo, 'Buyer Berhane');
  const listing = await postListing(
    seller,
    oaklandItem(`Draft radio ${Date.now()}`, 'A listing for the drafts journey'),
  );

  // Inbox: the buyer starts a reply, switches to Tigrinya, then reloads.
  const threadUrl = (await openThread(buyer, { listing: listing.id })).href;
  const composer = buyer.getByTestId('composer');
  await composer.fill('Is the radio still\nfor sale?');
  await chooseLanguage(buyer, testInfo, 'ti');
  await expect(composer).toHaveValue('Is the radio still\nfor sale?');
  await buyer.reload();
  await expect(composer).toHaveValue('Is the radio still\nfor sale?', firstLoad);
  // Sending empties the box, and the emptied box stays empty after a reload.
  await composer.press('Enter');
  await expect(buyer.getByTestId('message-mine')).toHaveCount(1);
  await expect(composer).toHaveValue('');
  await buyer.reload();
  await expect(buyer.getByTestId('message-mine')).toHaveCount(1, firstLoad);
  await expect(composer).toHaveValue('');
  await chooseLanguage(buyer, testInfo, 'en');

  // City chat: a draft for one board is not shown on another.
  const city = cityOfTest(testInfo, 'Drafts');
  await buyer.goto(chatBoardUrl(city, 'jobs'));
  const chatBox = buyer.getByTestId('chat-composer');
  await chatBox.fill('Anyone hiring drivers?');
  await chooseLanguage(buyer, testInfo, 'ti');
  await expect(chatBox).toHaveValue('Anyone hiring drivers?');
  await buyer.goto(chatBoardUrl(city, 'housing'));
  await expect(chatBox).toHaveValue('', firstLoad);
  await buyer.goto(chatBoardUrl(city, 'jobs'));
  await expect(chatBox).toHaveValue('Anyone hiring drivers?', firstLoad);
  await chooseLanguage(buyer, testInfo, 'en');

  // Forum reply.
  const topicAnswer = await buyer.request.post('/api/forums/topics', {
    data: { board: 'general', city, title: 'Draft topic', body: 'Where to meet?' },
    headers: FROM_SITE,
  });
  expect(topicAnswer.status(), await topicAnswer.text()).toBe(201);
  const topic = (await topicAnswer.json()) as { id: string };
  await buyer.goto(`/forums/topic/${topic.id}`);
  const replyBox = buyer.getByTestId('reply-form').locator('textarea');
  await replyBox.fill('The library on Sundays.');
  await chooseLanguage(buyer, testInfo, 'ti');
  await expect(replyBox).toHaveValue('The library on Sundays.');
  await buyer.reload();
  await expect(replyBox).toHaveValue('The library on Sundays.', firstLoad);

  // The thread's draft belongs to the thread: back there, the box is empty.
  await buyer.goto(threadUrl);
  await expect(buyer.getByTestId('message-mine')).toHaveCount(1, firstLoad);
  await expect(composer).toHaveValue('');
});
