import { type Page, test } from '@playwright/test';
import {
  chatBoardUrl,
  cityOfTest,
  liveExpect as expect,
  FROM_SITE,
  isMobile,
  secondPage,
  signUpAndConfirm,
} from './support.ts';

const messageBox = (page: Page) => page.getByLabel('Message', { exact: true });
const messages = (page: Page) => page.getByTestId('chat-message');
const people = (page: Page) => page.getByTestId('chat-people');

test.describe('city chat (docs/product.md#city-chat City chat)', () => {
  // Two members sign up and talk on a shared 2-core machine: give the journeys time.
  test.describe.configure({ timeout: 300_000 });
  test("two members in one city: a message arrives live, Shift+Enter keeps a new line, a reply quotes its line, a delete asks first and leaves 'Message deleted' live, and the people count follows", async ({
    page,
    browser,
  }, testInfo) => {
    const city = cityOfTest(testInfo, 'Chatville');
    const other = await secondPage(browser, testInfo);
    await signUpAndConfirm(page, 'chat-a');
    await signUpAndConfirm(other, 'chat-b');

    await other.goto(chatBoardUrl(city, 'jobs'));
    await expect(other.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByText('No messages yet')).toBeVisible();
    await expect(people(other)).toHaveText('1 person here now');

    await page.goto(chatBoardUrl(city, 'jobs'));
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

    // The other member answers the first line: the reply quotes it, on both pages.
    const firstOnOther = messages(other).filter({ hasText: 'Anyone hiring a driver' });
    await firstOnOther.getByRole('button', { name: 'Message actions' }).click();
    await other.getByRole('menuitem', { name: 'Reply' }).click();
    await expect(other.getByTestId('chat-reply-bar')).toContainText('Anyone hiring a driver');
    await expect(messageBox(other)).toBeFocused();
    await messageBox(other).fill('Yes, ask at the depot on Main St');
    await messageBox(other).press('Enter');
    await expect(other.getByTestId('chat-reply-bar')).toHaveCount(0);
    const reply = messages(page).filter({ hasText: 'ask at the depot' });
    await expect(reply).toHaveAttribute('data-mine', 'false');
    await expect(reply.getByTestId('chat-quote')).toContainText('Anyone hiring a driver');
    await expect(
      messages(other).filter({ hasText: 'ask at the depot' }).getByTestId('chat-quote'),
    ).toContainText('Anyone hiring a driver');

    // Deleting asks first, in the app's own dialog (never the browser's confirm).
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The first line (the reply below quotes its words too).
    const asked = messages(page).first();
    await expect(asked).toHaveAttribute('data-mine', 'true');
    await asked.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete message' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this message?' });
    await expect(ask).toContainText('Anyone hiring a driver');
    await ask.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(ask).toBeHidden();
    await expect(asked).not.toHaveAttribute('data-deleted', 'true');
    await asked.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete message' }).click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(ask).toBeHidden();
    expect(browserDialogs).toEqual([]);

    // 'Message deleted' stays in its place for both, and the reply's quote says so too.
    for (const viewer of [page, other]) {
      const first = messages(viewer).first();
      await expect(first).toHaveAttribute('data-deleted', 'true');
      await expect(first).toContainText('Message deleted');
      await expect(first).not.toContainText('Anyone hiring a driver');
      await expect(first.getByTestId('removed-placeholder')).toHaveCount(0);
      const quote = messages(viewer)
        .filter({ hasText: 'ask at the depot' })
        .getByTestId('chat-quote');
      await expect(quote).toHaveAttribute('data-state', 'deleted');
      await expect(quote).toContainText('Message deleted');
    }
    await expect(messages(other)).toHaveCount(3);
    await expect(
      messages(other).first().getByRole('button', { name: 'Message actions' }),
    ).toHaveCount(0);

    // The board is in the link: another tab opens another board of the same city.
    await other.getByRole('tab', { name: 'Housing' }).click();
    await expect(other).toHaveURL(/board=housing/);
    await expect(other.getByText('No messages yet')).toBeVisible();
    await expect(people(page)).toHaveText('1 person here now');
    await other.context().close();
  });

  test("a signed-out reader sees the board and 'Sign in to chat' in the composer's place; without a city a member is asked for one", async ({
    page,
    browser,
  }, testInfo) => {
    const city = cityOfTest(testInfo, 'Readtown');
    await signUpAndConfirm(page, 'chat-writer');
    const sent = await page.request.post('/api/chat/messages', {
      data: { city, board: 'general', content: 'Welcome to the board, neighbours!' },
      headers: FROM_SITE,
    });
    expect(sent.status()).toBe(201);

    const visitor = await secondPage(browser, testInfo);
    await visitor.goto(chatBoardUrl(city, 'general'));
    await expect(visitor.getByText('Welcome to the board, neighbours!')).toBeVisible();
    await expect(visitor.getByText('Selam Tesfay')).toBeVisible();
    // No box that looks ready to send: the way in stands in its place.
    await expect(messageBox(visitor)).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Sign in to chat' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await visitor.context().close();

    // docs/product.md#city-chat Chat send: a city must be chosen first (a member whose profile names none).
    const noCity = await page.request.put('/api/profiles/me', {
      data: { display_name: 'Selam Tesfay', city: '' },
      headers: FROM_SITE,
    });
    expect(noCity.status()).toBe(200);
    await page.goto('/chat');
    await expect(page.getByText('Choose a city to see its chat').first()).toBeVisible();
    await messageBox(page).fill('Hello?');
    await messageBox(page).press('Enter');
    await expect(page.getByText('Please select a city first')).toBeVisible();
    await expect(messageBox(page)).toHaveValue('Hello?');
  });

  test("choosing a city on /chat says beside the picker that it is now the site's city, with no toast over it", async ({
    page,
  }) => {
    await page.goto('/chat');
    const picker = page.getByLabel('Chat city');
    await picker.fill('Asmar');
    await page.getByRole('option', { name: 'Asmara, Eritrea' }).click();
    const note = page.getByTestId('chat-city-note');
    await expect(note).toHaveText('City changed to Asmara. Browse, forums and chat now use it.');
    await expect(page).toHaveURL(/city=Asmara/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    // Out of the way: under the picker, not over it.
    const pickerBox = await picker.boundingBox();
    const noteBox = await note.boundingBox();
    expect(pickerBox && noteBox && noteBox.y >= pickerBox.y + pickerBox.height).toBe(true);
    const siteCity = await page.evaluate(
      () => JSON.parse(localStorage.getItem('appState') ?? '{}').city,
    );
    expect(siteCity).toBe('Asmara');
    // The board keeps its height: the way to write is still on screen.
    await expect(page.getByRole('button', { name: 'Sign in to chat' })).toBeInViewport();
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toHaveCount(0);
  });

  test('the board tabs scroll sideways when they do not fit, and the chosen board is in view (Tigrinya)', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ti'));
    await page.goto(chatBoardUrl(cityOfTest(testInfo, 'Tabtown'), 'events'));
    const tabs = page.getByTestId('chat-board-tabs');
    const events = page.getByRole('tab', { name: 'ፍጻመታት' });
    await expect(events).toHaveAttribute('aria-selected', 'true');
    const fits = async (tab: typeof events) => {
      const [list, box] = await Promise.all([tabs.boundingBox(), tab.boundingBox()]);
      return !!list && !!box && box.x >= list.x - 1 && box.x + box.width <= list.x + list.width + 1;
    };
    await expect.poll(() => fits(events)).toBe(true);
    const overflow = await tabs.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (isMobile(testInfo)) {
      // At 390 px the five boards do not fit: the row scrolls, the first board is off to the side.
      expect(overflow).toBe(true);
      const general = page.getByRole('tab', { name: 'ሓፈሻዊ' });
      expect(await fits(general)).toBe(false);
      await tabs.evaluate((el) => el.scrollTo({ left: 0 }));
      await expect.poll(() => fits(general)).toBe(true);
      await general.click();
      await expect(page).toHaveURL(/board=general/);
    } else {
      expect(overflow).toBe(false);
    }
  });
});
