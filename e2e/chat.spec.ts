import {
  type Browser,
  expect as baseExpect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { FROM_SITE, signUpAndConfirm } from './support.ts';

/**
 * Live updates cross two browsers, a server and its database on a shared,
 * busy 2-core machine: allow each check up to 30 s (they pass as soon as they hold).
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A city no other test (or project running alongside) uses, so boards start empty. */
const cityFor = (testInfo: TestInfo, name: string) =>
  `${name} ${testInfo.project.name} ${Date.now()}`;

const boardUrl = (city: string, board = 'jobs') =>
  `/chat?city=${encodeURIComponent(city)}&board=${board}`;

/** A second browser (its own cookies) at the same width as the test's own. */
async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  return context.newPage();
}

const messageBox = (page: Page) => page.getByLabel('Message', { exact: true });
const messages = (page: Page) => page.getByTestId('chat-message');
const people = (page: Page) => page.getByTestId('chat-people');

test.describe('city chat (spec community §2 City chat, §5 Chat send)', () => {
  // Two members sign up and talk on a shared 2-core machine: give the journeys time.
  test.describe.configure({ timeout: 300_000 });
  test('two members in one city: a message arrives live, Shift+Enter keeps a new line, a delete disappears live, and the people count follows', async ({
    page,
    browser,
  }, testInfo) => {
    const city = cityFor(testInfo, 'Chatville');
    const other = await secondPage(browser, testInfo);
    await signUpAndConfirm(page, 'chat-a');
    await signUpAndConfirm(other, 'chat-b');

    await other.goto(boardUrl(city));
    await expect(other.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByText('No messages yet')).toBeVisible();
    await expect(people(other)).toHaveText('1 person here now');

    await page.goto(boardUrl(city));
    await expect(people(page)).toHaveText('2 people here now');
    await expect(people(other)).toHaveText('2 people here now');

    await messageBox(page).fill('Anyone hiring a driver this week?');
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    const mine = messages(page).filter({ hasText: 'Anyone hiring a driver' });
    await expect(mine).toHaveAttribute('data-mine', 'true');
    const theirs = messages(other).filter({ hasText: 'Anyone hiring a driver' });
    await expect(theirs).toHaveAttribute('data-mine', 'false');
    await expect(theirs).toContainText(/\d\d:\d\d/);

    await messageBox(page).fill('line one');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('line two');
    await expect(messageBox(page)).toHaveValue('line one\nline two');
    await messageBox(page).press('Enter');
    await expect(messages(other).filter({ hasText: 'line one' })).toContainText(
      'line one\nline two',
    );

    // The other member's reply shows on the first page, on the other side.
    await messageBox(other).fill('Yes, ask at the depot on Main St');
    await messageBox(other).press('Enter');
    await expect(messages(page).filter({ hasText: 'ask at the depot' })).toHaveAttribute(
      'data-mine',
      'false',
    );

    await mine.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete message' }).click();
    await expect(mine).toHaveCount(0);
    await expect(theirs).toHaveCount(0);
    await expect(messages(other)).toHaveCount(2);

    // The board is in the link: another tab opens another board of the same city.
    await other.getByRole('tab', { name: 'Housing' }).click();
    await expect(other).toHaveURL(/board=housing/);
    await expect(other.getByText('No messages yet')).toBeVisible();
    await expect(people(page)).toHaveText('1 person here now');
    await other.context().close();
  });

  test('a signed-out reader sees the board, and sending opens the sign-in dialog', async ({
    page,
    browser,
  }, testInfo) => {
    const city = cityFor(testInfo, 'Readtown');
    await signUpAndConfirm(page, 'chat-writer');
    const sent = await page.request.post('/api/chat/messages', {
      data: { city, board: 'general', content: 'Welcome to the board, neighbours!' },
      headers: FROM_SITE,
    });
    expect(sent.status()).toBe(201);

    const visitor = await secondPage(browser, testInfo);
    await visitor.goto(boardUrl(city, 'general'));
    await expect(visitor.getByText('Welcome to the board, neighbours!')).toBeVisible();
    await expect(visitor.getByText('Selam Tesfay')).toBeVisible();
    await messageBox(visitor).fill('Hello from a visitor');
    await messageBox(visitor).press('Enter');
    await expect(visitor.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    // Nothing was sent, and the words are still there for after sign-in.
    await visitor.keyboard.press('Escape');
    await expect(messageBox(visitor)).toHaveValue('Hello from a visitor');
    await expect(messages(visitor)).toHaveCount(1);
    await visitor.context().close();
  });

  test("without a city the page asks for one, and sending says 'Please select a city first'", async ({
    page,
  }) => {
    await page.goto('/chat');
    await expect(page.getByText('Choose a city to see its chat').first()).toBeVisible();
    await messageBox(page).fill('Hello?');
    await messageBox(page).press('Enter');
    await expect(page.getByText('Please select a city first')).toBeVisible();
  });
});
