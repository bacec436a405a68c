/**
 * Direct messages as a Messenger user expects them (issue #41), with two
 * members in two browser contexts: 'Selam is typing...' shows while she types
 * and goes after a few seconds of silence, or when her message comes; 'Seen'
 * stands under Dawit's last message once she has read it (its time in the
 * tooltip); Dawit edits one message and deletes another, and Selam sees both
 * live ('edited', 'Message deleted'). With E2E_SHOTS=<folder> it also saves
 * the thread (Dawit's side) in light and dark, English and Tigrinya.
 */
import { expect, type Page, test } from '@playwright/test';
import { mine, selamAndDawitInThread, sendInThread, shotsInEveryLook } from './support.ts';

const firstLoad = { timeout: 30_000 };

const theirs = (page: Page, text: string) =>
  page.getByTestId('message-theirs').filter({ hasText: text });

/** The thread's line holding one's own message with `text`: the message and what stands under it. */
const myLine = (page: Page, text: string) => page.locator('li').filter({ has: mine(page, text) });

/** Opens the actions of one's own message and picks one (the button shows on hover or touch). */
async function act(page: Page, text: string, action: 'Edit' | 'Delete') {
  const row = myLine(page, text);
  await row.hover();
  await row.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('typing shows and goes, Seen follows the other member’s reading, edits and deletes arrive live', async ({
  browser,
}, testInfo) => {
  // Two sign-ups and two first loads on a busy shared 2-core machine.
  test.setTimeout(300_000);
  const { selam, dawit, threadUrl } = await selamAndDawitInThread(browser, testInfo);

  // Dawit writes to Selam (as from Match) and sends two messages.
  const composer = dawit.page.getByTestId('composer');
  for (const text of ['Selam! Are you coming on Friday?', 'I can bring the coffee pot']) {
    await sendInThread(dawit.page, text);
  }
  // Nobody has read them yet.
  await expect(dawit.page.getByTestId('seen')).toHaveCount(0);

  // Selam opens the thread: Dawit sees 'Seen' under his last message, live, with the time.
  await selam.page.goto(`${threadUrl.pathname}${threadUrl.search}`);
  await expect(theirs(selam.page, 'coffee pot')).toBeVisible(firstLoad);
  const seen = dawit.page.getByTestId('seen');
  await expect(seen).toHaveCount(1);
  await expect(seen).toHaveText('Seen');
  await expect(seen).toHaveAttribute('title', /^Seen \S/);
  await expect(myLine(dawit.page, 'coffee pot').getByTestId('seen')).toHaveCount(1);

  // Selam types: Dawit sees it, and it goes after a few seconds of silence.
  const typing = dawit.page.getByTestId('typing-indicator');
  const reply = selam.page.getByTestId('composer');
  await reply.pressSequentially('Yes', { delay: 50 });
  await expect(typing).toHaveText('Selam Tesfay is typing...');
  await expect(typing).toHaveCount(0, { timeout: 15_000 });

  // She types again and sends: the indicator goes with the message's arrival.
  await reply.pressSequentially(', I will be there', { delay: 50 });
  await expect(typing).toBeVisible();
  if (process.env.E2E_SHOTS) {
    await dawit.page.screenshot({
      path: `${process.env.E2E_SHOTS}/typing-${testInfo.project.name}.png`,
    });
  }
  await reply.press('Enter');
  await expect(theirs(dawit.page, 'Yes, I will be there')).toBeVisible();
  await expect(typing).toHaveCount(0);

  // Dawit writes again while Selam has the thread open: 'Seen' moves to the new message.
  await composer.fill('Great, see you at 7');
  await composer.press('Enter');
  await expect(myLine(dawit.page, 'see you at 7').getByTestId('seen')).toHaveCount(1);
  await expect(seen).toHaveCount(1);

  // Dawit corrects it: Selam sees the new words, marked edited, live.
  await act(dawit.page, 'see you at 7', 'Edit');
  await expect(dawit.page.getByTestId('editing-bar')).toBeVisible();
  await expect(composer).toHaveValue('Great, see you at 7');
  await composer.fill('Great, see you at 8');
  await composer.press('Enter');
  await expect(dawit.page.getByTestId('editing-bar')).toHaveCount(0);
  const edited = theirs(selam.page, 'see you at 8');
  await expect(edited).toBeVisible();
  await expect(edited.getByTestId('edited-mark')).toHaveText('edited');
  await expect(theirs(selam.page, 'see you at 7')).toHaveCount(0);

  // Dawit deletes another one, after the confirm: Selam sees 'Message deleted' in its place.
  await act(dawit.page, 'coffee pot', 'Delete');
  await expect(dawit.page.getByRole('dialog')).toContainText('Delete this message?');
  if (process.env.E2E_SHOTS) {
    await dawit.page.screenshot({
      path: `${process.env.E2E_SHOTS}/delete-${testInfo.project.name}.png`,
    });
  }
  await dawit.page.getByTestId('confirm-delete').click();
  await expect(dawit.page.getByRole('dialog')).toHaveCount(0);
  await expect(selam.page.getByText('coffee pot')).toHaveCount(0);
  await expect(
    selam.page.getByTestId('message-theirs').filter({ hasText: 'Message deleted' }),
  ).toHaveCount(1);
  await expect(
    dawit.page.getByTestId('message-mine').filter({ hasText: 'Message deleted' }),
  ).toHaveCount(1);

  await shotsInEveryLook(dawit.page, testInfo, 'thread', async () => {
    await expect(dawit.page.getByTestId('seen')).toHaveCount(1, firstLoad);
  });
  const shots = process.env.E2E_SHOTS;
  if (shots) {
    await dawit.page.goto('/account/settings');
    const receipts = dawit.page.getByTestId('read-receipts');
    await expect(receipts).toBeChecked(firstLoad);
    await expect(receipts).toBeEnabled();
    await receipts.scrollIntoViewIfNeeded();
    await dawit.page.screenshot({ path: `${shots}/settings-${testInfo.project.name}.png` });
  }
  await selam.context.close();
  await dawit.context.close();
});
