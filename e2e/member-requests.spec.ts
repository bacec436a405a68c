/**
 * Issue #41: message a member from where you meet them. Member A opens B's
 * member card from B's city chat line and sends a first message; it waits
 * under B's Requests (with its count, not in B's unread badge); B accepts and
 * replies; A sees the reply live. Two members, two browser contexts.
 */
import { test } from '@playwright/test';
import {
  chatBoardUrl,
  cityOfTest,
  liveExpect as expect,
  secondPage,
  signUpByApi,
} from './support.ts';

test.describe('message requests from a member card (issue #41)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('A writes to B from B’s chat line; B finds it under Requests, accepts and replies; A sees the reply live', async ({
    page,
    browser,
  }, testInfo) => {
    const chat = chatBoardUrl(cityOfTest(testInfo, 'Requestville'), 'general');
    const b = await secondPage(browser, testInfo);
    await signUpByApi(page, 'Abel Tsegaye', { city: 'Oakland' });
    await signUpByApi(b, 'Bethlehem Kahsay', { city: 'Oakland' });

    // B says something in city chat.
    await b.goto(chat);
    const box = b.getByLabel('Message', { exact: true });
    await box.fill('Anyone know a good tailor in town?');
    await box.press('Enter');

    // A meets B there and opens B's member card from the line's name.
    await page.goto(chat);
    const line = page.getByTestId('chat-message').filter({ hasText: 'good tailor' });
    await line.getByTestId('member-name').click();
    const card = page.getByTestId('member-card');
    await expect(card.getByTestId('member-card-name')).toHaveText('Bethlehem Kahsay');
    await expect(card).toContainText('Oakland');
    await expect(card).toContainText(/Member since/);
    await expect(card).not.toContainText('@');
    await card.getByTestId('member-card-message').click();

    await expect(page).toHaveURL(/\/inbox\?thread=/);
    await expect(page.getByTestId('conversation-title')).toHaveText('Bethlehem Kahsay');
    await page.getByTestId('composer').fill('Selam! My aunt is a tailor on Main St.');
    await page.getByTestId('composer').press('Enter');

    // B: no unread badge, a count on Requests, live.
    await b.goto('/inbox');
    const requestsTab = b.getByTestId('inbox-tab-requests');
    await expect(requestsTab.getByTestId('requests-count')).toHaveText(/^1/);
    await expect(b.getByTestId('thread-item').filter({ hasText: 'Abel Tsegaye' })).toHaveCount(0);
    await requestsTab.click();
    await b.getByTestId('thread-item').filter({ hasText: 'Abel Tsegaye' }).click();
    const bar = b.getByTestId('request-bar');
    await expect(bar).toContainText('Abel Tsegaye wants to message you');
    await expect(b.getByTestId('composer')).toHaveCount(0);
    await bar.getByRole('button', { name: 'Accept' }).click();

    // Accepted: the composer comes back, the count goes, the thread is a chat.
    await expect(b.getByTestId('composer')).toBeVisible();
    await expect(requestsTab.getByTestId('requests-count')).toHaveCount(0);
    await b.getByTestId('composer').fill('Thank you Abel, I will go tomorrow!');
    await b.getByTestId('composer').press('Enter');

    // A sees the reply arrive live in the open thread.
    await expect(
      page.getByTestId('message-theirs').filter({ hasText: 'Thank you Abel, I will go tomorrow!' }),
    ).toBeVisible();
    await b.context().close();
  });

  test('signed out, the card works and its Message leads to sign-in and back', async ({
    page,
    browser,
  }, testInfo) => {
    const chat = chatBoardUrl(cityOfTest(testInfo, 'Cardtown'), 'general');
    await signUpByApi(page, 'Senait Mehari', { city: 'Oakland' });
    await page.goto(chat);
    const box = page.getByLabel('Message', { exact: true });
    await box.fill('Selam everyone');
    await box.press('Enter');
    await expect(
      page.getByTestId('chat-message').filter({ hasText: 'Selam everyone' }),
    ).toHaveCount(1);
    const reader = await secondPage(browser, testInfo);
    await reader.goto(chat);
    await reader
      .getByTestId('chat-message')
      .filter({ hasText: 'Selam everyone' })
      .getByTestId('member-name')
      .click();
    const card = reader.getByTestId('member-card');
    await expect(card.getByTestId('member-card-name')).toHaveText('Senait Mehari');
    await card.getByTestId('member-card-message').click();
    await expect(reader).toHaveURL(/\/auth\/login\?next=%2Finbox%3Fmember%3D/);
    await reader.context().close();
  });
});
