/**
 * Moderation (issue #39), by journey: two members and an admin, each in a
 * browser of their own. A member reports a listing, a chat message, a direct
 * message and a forum reply through the one report form; every report reaches
 * /admin/reports; Remove, Dismiss and Suspend do what the issue says for the
 * author (the mark, the notice), the reporter (a 'Thanks for your report'
 * notification) and everyone else (gone, or a placeholder); three members'
 * reports hide content until an admin decides; /admin/log shows each action.
 *
 * The admin is an address of playwright.config.ts's ADMIN_EMAILS, one per
 * project (the two widths run side by side on one server).
 */
import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  chatBoardUrl,
  liveExpect as expect,
  FROM_SITE,
  newContextLike,
  oaklandItem,
  postListing,
  signUpByApi,
} from './support.ts';

type Member = { page: Page; id: string; name: string };

/** The admin of this project: playwright.config.ts names one address per project in ADMIN_EMAILS. */
const adminEmail = (testInfo: TestInfo) => `moderator-${testInfo.project.name}@e2e.example.org`;

/** The browsers a test opened, closed after it. */
let opened: BrowserContext[] = [];

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await newContextLike(browser, testInfo);
  opened.push(context);
  return context.newPage();
}

async function member(browser: Browser, testInfo: TestInfo, name: string): Promise<Member> {
  const page = await newPage(browser, testInfo);
  const { id } = await signUpByApi(page, name);
  return { page, id, name };
}

/** The admin of this project, signed in (signed up on the run's first use). */
async function admin(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const page = await newPage(browser, testInfo);
  const email = adminEmail(testInfo);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'secret123' },
    headers: FROM_SITE,
  });
  if (!signIn.ok()) await signUpByApi(page, 'Abeba Admin', { email });
  return page;
}

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: FROM_SITE });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function createListing(page: Page, title: string): Promise<string> {
  const { id } = await postListing(
    page,
    oaklandItem(title, 'Pay first with a gift card, then I ship.'),
  );
  return id;
}

const chatLine = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text });

/** The one report form, in its dialog or inline: a reason, details, Submit. */
async function fileReport(scope: Page | Locator, reason: string, details?: string) {
  await scope.getByRole('radio', { name: reason }).check();
  if (details) await scope.getByPlaceholder('Please describe the issue...').fill(details);
  await scope.getByRole('button', { name: 'Submit report' }).click();
}

const thanks = (page: Page) =>
  page.getByText('Thank you for your report. Our team will review it.').last();

/** A group of the admin's queue, found by what it reports. */
async function openGroup(page: Page, kind: string, targetId: string): Promise<Locator> {
  await page.goto(`/admin/reports?kind=${kind}`);
  const group = page.locator(`[data-testid="report-group"][data-target="${targetId}"]`);
  await expect(group).toBeVisible();
  return group;
}

/** An action on a group, in the app's dialog, with a note; the group leaves the open list. */
async function act(page: Page, group: Locator, action: string, note: string) {
  await group.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill(note);
  return dialog;
}

test.describe('moderation (issue #39)', () => {
  // One admin per project, signed up by the first test: the tests of a project run in turn.
  test.describe.configure({ mode: 'serial', timeout: 420_000 });
  test.afterEach(async () => {
    for (const context of opened) await context.close();
    opened = [];
  });

  test('reports on a listing, a chat message, a direct message and a forum reply reach the queue; Remove, Dismiss and Suspend reach the author, the reporter and everyone else; the log keeps each action', async ({
    browser,
  }, testInfo) => {
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const city = `Modville ${stamp}`;
    const author = await member(browser, testInfo, 'Dawit Haile');
    const reporter = await member(browser, testInfo, 'Selam Tesfay');
    const moderator = await admin(browser, testInfo);

    // What the author posted: a listing, a chat line, a reply in the reporter's topic, a message.
    const title = `Cheap phone ${stamp}`;
    const listingId = await createListing(author.page, title);
    const chat = await api<{ id: string }>(author.page, '/api/chat/messages', {
      city,
      board: 'general',
      content: `Followers for sale ${stamp}`,
    });
    const topic = await api<{ id: string }>(reporter.page, '/api/forums/topics', {
      board: 'general',
      city,
      title: `Moving to ${city}`,
      body: 'Any tips for newcomers?',
    });
    const reply = await api<{ id: string }>(author.page, `/api/forums/topics/${topic.id}/replies`, {
      body: `Send me money first ${stamp}`,
    });
    const { thread } = await api<{ thread: { id: string } }>(reporter.page, '/api/inbox/threads', {
      listing: listingId,
    });
    await api(reporter.page, `/api/inbox/threads/${thread.id}/messages`, {
      body: 'Is it still available?',
    });
    const dm = await api<{ message: { id: number } }>(
      author.page,
      `/api/inbox/threads/${thread.id}/messages`,
      { body: `Pay with a gift card and send me the code ${stamp}` },
    );

    // The reporter reports each, where it is.
    const page = reporter.page;
    await page.goto(`/l/${listingId}`);
    await page.getByRole('button', { name: 'Report listing' }).click();
    // The listing's form keeps the spec's rule: nothing to send without a reason or details.
    await expect(page.getByRole('button', { name: 'Submit report' })).toBeDisabled();
    await fileReport(page, 'Scam or fraud', 'Asks for gift cards.');
    await expect(thanks(page)).toBeVisible();

    await page.goto(chatBoardUrl(city, 'general'));
    const line = chatLine(page, 'Followers for sale');
    await line.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Report message' }).click();
    await fileReport(page.getByRole('dialog', { name: 'Report this message' }), 'Spam');
    await expect(thanks(page)).toBeVisible();

    await page.goto(`/inbox?thread=${thread.id}`);
    const bubble = page.getByTestId('message-theirs').filter({ hasText: 'gift card' });
    await expect(bubble).toBeVisible();
    await page.getByRole('button', { name: 'Report message' }).click();
    const dmDialog = page.getByRole('dialog', { name: 'Report this message' });
    await expect(
      dmDialog.getByText(`Pay with a gift card and send me the code ${stamp}`),
    ).toBeVisible();
    await fileReport(dmDialog, 'Harassment or hate');
    // The reporter is told what went with the report: the message and the one before it.
    await expect(
      page.getByText('We attached this message and the one before it to your report.'),
    ).toBeVisible();

    await page.goto(`/forums/topic/${topic.id}`);
    const replyCard = page.getByTestId('forum-replies').getByRole('listitem').filter({
      hasText: 'Send me money first',
    });
    await replyCard.getByRole('button', { name: 'Report' }).click();
    const replyDialog = page.getByRole('dialog', { name: 'Report this reply' });
    await replyDialog.getByRole('radio', { name: 'Other' }).check();
    // Other needs details.
    await expect(replyDialog.getByRole('button', { name: 'Submit report' })).toBeDisabled();
    await fileReport(replyDialog, 'Other', 'Asks newcomers for money.');
    await expect(thanks(page)).toBeVisible();

    // Every report reached the queue, with its reason and its reporter.
    const listingGroup = await openGroup(moderator, 'listing', listingId);
    await expect(listingGroup).toContainText('Scam or fraud');
    await expect(listingGroup).toContainText('Selam Tesfay');
    await expect(listingGroup).toContainText('Asks for gift cards.');
    const chatGroup = await openGroup(moderator, 'chat_message', chat.id);
    await expect(chatGroup).toContainText('Spam');
    const replyGroup = await openGroup(moderator, 'forum_reply', reply.id);
    await expect(replyGroup).toContainText('Asks newcomers for money.');
    const dmGroup = await openGroup(moderator, 'direct_message', String(dm.message.id));
    await expect(
      dmGroup.getByTestId('attached-messages').locator('[data-reported="true"]'),
    ).toContainText('Pay with a gift card');
    await expect(dmGroup.getByTestId('attached-messages')).toContainText('Is it still available?');

    // Remove the listing: gone for others, marked with the note on the author's My Listings.
    let group = await openGroup(moderator, 'listing', listingId);
    let dialog = await act(moderator, group, 'Remove', 'Gift card scams are not allowed.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(group).toHaveCount(0);
    await expect(moderator.getByText('Removed. The reports are resolved.')).toBeVisible();
    await page.goto(`/l/${listingId}`);
    await expect(page.getByText('Listing not found')).toBeVisible();
    await author.page.goto('/account/listings');
    const own = author.page.getByTestId('own-listing').filter({ hasText: title });
    await expect(own.getByTestId('moderation-mark')).toContainText('Removed by moderators');
    await expect(own.getByTestId('moderation-mark')).toContainText(
      'Gift card scams are not allowed.',
    );

    // Dismiss the chat report: the line stays for everyone.
    group = await openGroup(moderator, 'chat_message', chat.id);
    dialog = await act(moderator, group, 'Dismiss', 'Selling is allowed in general chat.');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(group).toHaveCount(0);
    await page.goto(chatBoardUrl(city, 'general'));
    await expect(chatLine(page, 'Followers for sale')).toBeVisible();
    await expect(chatLine(page, 'Followers for sale').getByTestId('moderation-mark')).toHaveCount(
      0,
    );

    // Remove the forum reply: a placeholder for others, the words and the note for its author.
    group = await openGroup(moderator, 'forum_reply', reply.id);
    dialog = await act(moderator, group, 'Remove', 'No money requests.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(group).toHaveCount(0);
    await page.goto(`/forums/topic/${topic.id}`);
    await expect(page.getByTestId('forum-replies').getByTestId('removed-placeholder')).toHaveText(
      'removed by moderators',
    );
    await expect(page.getByText('Send me money first')).toHaveCount(0);
    await author.page.goto(`/forums/topic/${topic.id}`);
    await expect(author.page.getByText(`Send me money first ${stamp}`)).toBeVisible();
    await expect(author.page.getByTestId('moderation-mark')).toContainText('Removed by moderators');
    await expect(author.page.getByTestId('moderation-mark')).toContainText('No money requests.');

    // Suspend the member behind the message: the notice reaches the author's open page at
    // once, and a write shows the reason where it was made.
    await author.page.goto(chatBoardUrl(city, 'general'));
    await expect(chatLine(author.page, 'Followers for sale')).toBeVisible();
    await expect(author.page.getByTestId('suspension-notice')).toHaveCount(0);
    group = await openGroup(moderator, 'direct_message', String(dm.message.id));
    dialog = await act(moderator, group, 'Suspend member', 'Scams in messages.');
    await dialog.getByLabel('7 days').check();
    await dialog.getByLabel(/^Reason/).fill('Asking members for gift cards');
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await expect(group).toHaveCount(0);
    const notice = author.page.getByTestId('suspension-notice');
    await expect(notice).toContainText(
      /Your account is suspended until .+: Asking members for gift cards/,
    );
    await expect(notice).toContainText('You can still sign in, read and report.');
    const composer = author.page.getByLabel('Message', { exact: true });
    await composer.fill('Anyone there?');
    await composer.press('Enter');
    await expect(
      author.page
        .locator('[data-sonner-toast]')
        .getByText(/^Your account is suspended until .+: Asking members for gift cards$/),
    ).toBeVisible();

    // The reporter is told each outcome.
    await page.goto('/notifications');
    for (const outcome of [
      'Thanks for your report: we removed it.',
      'Thanks for your report: we looked and left it up.',
      'Thanks for your report: we suspended the member behind it.',
    ])
      await expect(page.getByText(outcome).first()).toBeVisible();

    // Resolved groups show their outcome.
    await moderator.goto('/admin/reports?kind=direct_message&status=resolved');
    await expect(
      moderator
        .locator(`[data-testid="report-group"][data-target="${dm.message.id}"]`)
        .getByTestId('outcome'),
    ).toContainText('Member suspended by Abeba Admin');

    // The log keeps each action on the author, newest first.
    await moderator.goto(`/admin/log?member=${author.id}`);
    const entries = moderator.getByTestId('log-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toHaveAttribute('data-action', 'suspend');
    await expect(entries.nth(0)).toContainText('Asking members for gift cards');
    await expect(entries.nth(1)).toHaveAttribute('data-action', 'remove');
    await expect(entries.nth(1)).toContainText('No money requests.');
    await expect(entries.nth(2)).toHaveAttribute('data-action', 'dismiss');
    await expect(entries.nth(3)).toHaveAttribute('data-action', 'remove');
    await expect(entries.nth(3)).toContainText(title);

    // Lifted early from /admin/members: the notice leaves the author's page.
    await moderator.goto('/admin/members');
    const search = moderator.getByPlaceholder('Name or email');
    await search.fill('Dawit Haile');
    await search.press('Enter');
    const row = moderator.locator(`[data-testid="admin-member"][data-member="${author.id}"]`);
    await row.getByRole('button', { name: 'Lift suspension' }).click();
    await moderator.getByRole('dialog').getByRole('button', { name: 'Lift suspension' }).click();
    await expect(row.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("three members' reports hide a chat line from everyone but its author until an admin decides", async ({
    browser,
  }, testInfo) => {
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const city = `Hideville ${stamp}`;
    const author = await member(browser, testInfo, 'Meron Abraha');
    const readers = [
      await member(browser, testInfo, 'Aster Kidane'),
      await member(browser, testInfo, 'Bereket Tesfu'),
      await member(browser, testInfo, 'Luwam Haile'),
    ];
    const moderator = await admin(browser, testInfo);
    const text = `Cheap visas, message me ${stamp}`;
    const line = await api<{ id: string }>(author.page, '/api/chat/messages', {
      city,
      board: 'general',
      content: text,
    });
    const [first, second, third] = readers as [Member, Member, Member];
    await first.page.goto(chatBoardUrl(city, 'general'));
    await expect(chatLine(first.page, text)).toBeVisible();

    // Two reports leave it up; the third hides it, live on the reader's open board.
    for (const reader of [first, second])
      await api(reader.page, `/api/chat/messages/${line.id}/reports`, { reason: 'scam' });
    await first.page.reload();
    await expect(chatLine(first.page, text)).toBeVisible();
    await api(third.page, `/api/chat/messages/${line.id}/reports`, { reason: 'spam' });
    await expect(chatLine(first.page, text)).toHaveCount(0);

    // Its author still sees it, marked.
    await author.page.goto(chatBoardUrl(city, 'general'));
    await expect(chatLine(author.page, text).getByTestId('moderation-mark')).toHaveText(
      'Hidden while moderators review it',
    );

    // The admin sees it hidden, with its three reports; Dismiss shows it again.
    const group = await openGroup(moderator, 'chat_message', line.id);
    await expect(group).toContainText('3 reports');
    await expect(group).toContainText('Hidden from others until you decide');
    const dialog = await act(moderator, group, 'Dismiss', 'A travel agent, allowed here.');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(group).toHaveCount(0);
    await expect(chatLine(first.page, text)).toBeVisible();
    await author.page.reload();
    await expect(chatLine(author.page, text).getByTestId('moderation-mark')).toHaveCount(0);
  });

  test("the admin pages: signed out to sign-in and back, a member reads 'Only admins can see this page.', the admin's menu lists them", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto('/admin/log?page=2');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Flog%3Fpage%3D2$/);

    const someone = await member(browser, testInfo, 'Hanna Kidane');
    for (const path of ['/admin/reports', '/admin/members', '/admin/log']) {
      await someone.page.goto(path);
      await expect(
        someone.page.getByRole('heading', { name: 'Only admins can see this page.' }),
      ).toBeVisible();
    }

    const moderator = await admin(browser, testInfo);
    await moderator.goto('/');
    // The phone's full-screen menu lists links, the desktop account menu items.
    if (testInfo.project.name.startsWith('mobile')) {
      await moderator.getByRole('button', { name: 'Open menu' }).click();
      await moderator.getByRole('link', { name: 'Moderation log' }).click();
    } else {
      await moderator
        .getByTestId('desktop-header')
        .getByRole('button', { name: 'Account' })
        .click();
      await moderator.getByRole('menuitem', { name: 'Moderation log' }).click();
    }
    await expect(moderator.getByRole('heading', { name: 'Moderation log' })).toBeVisible();
    await expect(moderator).toHaveURL(/\/admin\/log$/);
  });
});
