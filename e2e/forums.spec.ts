import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  chooseForumCity,
  ONE_WIDTH,
  queuedJobsOfKindDone,
  SITE_HOST,
  signUpAndConfirm,
} from './support.ts';

type Screen = { width: number; height: number } | null;

/** A browser of its own (its own cookies) with the same screen as this project's. */
async function newBrowser(browser: Browser, viewport: Screen) {
  const context = await browser.newContext({
    baseURL: `http://${SITE_HOST}`,
    viewport: viewport ?? undefined,
  });
  return { context, page: await context.newPage() };
}

/** Opens the board named `board` (its link's name starts so) in the forums of `city`. */
async function openBoard(page: Page, city: string, board: string) {
  await chooseForumCity(page, city);
  await page.getByRole('link', { name: new RegExp(`^${board}`) }).click();
}

/** Starts a topic on the open board through the New topic dialog and lands on its page. */
async function postTopic(page: Page, title: string, body: string) {
  await page.getByTestId('new-topic').click();
  const dialog = page.getByRole('dialog', { name: 'New topic' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Body').fill(body);
  await dialog.getByRole('button', { name: 'Post topic' }).click();
  await expect(page).toHaveURL(/\/forums\/topic\//);
}

/** Writes a reply on the open topic's page and sends it. */
async function postReply(page: Page, text: string) {
  await page.getByLabel('Your reply').fill(text);
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
}

test.describe('forums (docs/product.md#forums Forums)', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  /** Two browsers of their own, closed after the test. */
  async function twoBrowsers(browser: Browser, viewport: Screen) {
    const pair = [
      await newBrowser(browser, viewport),
      await newBrowser(browser, viewport),
    ] as const;
    contexts = pair.map(({ context }) => context);
    return pair;
  }

  /** Two members, each signed up (`prefixes`) in a browser of their own, closed after the test. */
  async function twoMembers(browser: Browser, viewport: Screen, prefixes: [string, string]) {
    const pair = await twoBrowsers(browser, viewport);
    await signUpAndConfirm(pair[0].page, prefixes[0]);
    await signUpAndConfirm(pair[1].page, prefixes[1]);
    return pair;
  }

  test('a topic created in one browser is seen in another, and replies arrive without reload', async ({
    browser,
    viewport,
  }) => {
    // Two sign-ups and two live browsers: slow on a busy 2-core machine.
    test.setTimeout(300_000);
    const city = `Forumville ${Date.now()}`;
    const [one, two] = await twoMembers(browser, viewport, ['forum-one', 'forum-two']);
    await chooseForumCity(one.page, city);
    await chooseForumCity(two.page, city);

    // Empty states: every board of a new city has no topics, and says so.
    await expect(one.page.getByTestId('empty-board')).toHaveCount(9);
    await expect(one.page.getByTestId('empty-board').first()).toContainText('No topics yet');
    const general = one.page.getByRole('link', { name: /^General/ });
    await general.click();
    await expect(one.page).toHaveURL(/\/forums\/general$/);
    // The board's page has replaced the grid (whose empty boards say the same words).
    await expect(one.page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();
    await expect(one.page.getByText('No topics yet')).toBeVisible();

    // The New topic dialog needs a title and a body.
    await one.page.getByTestId('new-topic').click();
    const dialog = one.page.getByRole('dialog', { name: 'New topic' });
    await dialog.getByRole('button', { name: 'Post topic' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Body is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('Where to find injera?');
    await dialog
      .getByLabel('Body')
      .fill('Any shop near downtown?\nMenu: https://example.org/injera');
    // Shown under the member's own name, or as Anon: no other name can be typed (issue #39).
    await expect(dialog.getByText('Shown as Selam Tesfay.')).toBeVisible();
    await dialog.getByLabel('Post anonymously').check();
    await expect(dialog.getByText('Shown as Anon.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Post topic' }).click();
    await expect(one.page).toHaveURL(/\/forums\/topic\/[0-9a-f-]{36}$/);
    await expect(one.page.getByRole('heading', { name: 'Where to find injera?' })).toBeVisible();
    await expect(one.page.getByText('No replies yet')).toBeVisible();
    const topicPath = new URL(one.page.url()).pathname;

    // The other member, in another browser, sees it in the same city's board.
    await two.page.getByRole('link', { name: /^General/ }).click();
    const listed = two.page.getByRole('link', { name: /Where to find injera\?/ });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('Anon');
    await listed.click();
    await expect(two.page).toHaveURL(new RegExp(`${topicPath}$`));
    const link = two.page.getByRole('link', { name: 'https://example.org/injera' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(two.page.getByText('No replies yet')).toBeVisible();

    // A reply appears for the other reader without reload, both ways.
    await postReply(one.page, 'I will ask around today.');
    await expect(two.page.getByText('I will ask around today.')).toBeVisible();
    await expect(two.page.getByRole('heading', { name: '1 reply' })).toBeVisible();
    await postReply(two.page, 'Try the market on 5th street.');
    await expect(one.page.getByText('Try the market on 5th street.')).toBeVisible();
    await expect(one.page.getByRole('heading', { name: '2 replies' })).toBeVisible();
    await expect(
      two.page.getByRole('listitem').filter({ hasText: 'I will ask around' }),
    ).toBeVisible();
  });

  test("a board's topic list is live: a topic another member posts appears for its reader, and so does its reply count (issue #40)", {
    tag: ONE_WIDTH,
  }, async ({ browser, viewport }) => {
    test.setTimeout(300_000);
    const city = `Liveville ${Date.now()}`;
    const [reader, writer] = await twoBrowsers(browser, viewport);
    await signUpAndConfirm(writer.page, 'forum-writer');
    // The reader is signed out: reading a board needs no account.
    await openBoard(reader.page, city, 'Housing Tips');
    await expect(reader.page).toHaveURL(/\/forums\/housing_tips$/);
    // The board's page has replaced the grid (whose empty boards say the same words).
    await expect(
      reader.page.getByRole('heading', { name: 'Housing Tips', level: 1 }),
    ).toBeVisible();
    await expect(reader.page.getByText('No topics yet')).toBeVisible();

    await openBoard(writer.page, city, 'Housing Tips');
    await postTopic(writer.page, 'Rooms near the station?', 'Moving next month, any leads?');

    const listed = reader.page.getByRole('link', { name: /Rooms near the station\?/ });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('0 replies');
    await postReply(writer.page, 'Found one, thanks!');
    await expect(listed).toContainText('1 reply');
  });

  test("a member edits their own topic and reply in place; a reader sees the new words live, marked 'edited' (issue #40)", {
    tag: ONE_WIDTH,
  }, async ({ browser, viewport }) => {
    test.setTimeout(300_000);
    const city = `Editville ${Date.now()}`;
    const [writer, reader] = await twoBrowsers(browser, viewport);
    await signUpAndConfirm(writer.page, 'forum-editor');
    await openBoard(writer.page, city, 'General');
    await postTopic(writer.page, 'Injera shop open Sundy?', 'Is the shop on 5th open on Sundy?');
    await postReply(writer.page, 'I will check tomorow.');
    const replyItem = writer.page.getByTestId('forum-replies').getByRole('listitem');
    await expect(replyItem).toContainText('I will check tomorow.');

    // The reader (signed out) has the topic open, with nothing to edit.
    await reader.page.goto(writer.page.url());
    await expect(
      reader.page.getByRole('heading', { name: 'Injera shop open Sundy?' }),
    ).toBeVisible();
    await expect(reader.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(reader.page.getByTestId('edited-mark')).toHaveCount(0);

    // The topic: a title is still required; then the fix shows for the reader, marked edited.
    await writer.page.getByRole('button', { name: 'Edit' }).first().click();
    const form = writer.page.getByTestId('edit-post');
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await form.getByLabel('Title').fill('Injera shop open Sunday?');
    await form.getByLabel('Body').fill('Is the shop on 5th open on Sunday?');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    const heading = reader.page.getByRole('heading', { name: 'Injera shop open Sunday?' });
    await expect(heading).toBeVisible();
    await expect(reader.page.getByText('Is the shop on 5th open on Sunday?')).toBeVisible();
    await expect(reader.page.locator('article').getByTestId('edited-mark')).toHaveText('edited');

    // The reply.
    await replyItem.getByRole('button', { name: 'Edit' }).click();
    await replyItem.getByLabel('Your reply').fill('I will check tomorrow.');
    await replyItem.getByRole('button', { name: 'Save' }).click();
    const readerReply = reader.page.getByTestId('forum-replies').getByRole('listitem');
    await expect(readerReply).toContainText('I will check tomorrow.');
    await expect(readerReply.getByTestId('edited-mark')).toHaveText('edited');
  });

  test('a member follows a topic and is told of its replies; Following toggles back (issue #40)', async ({
    browser,
    viewport,
  }, testInfo) => {
    test.setTimeout(300_000);
    const city = `Followtown ${Date.now()}`;
    const [author, follower] = await twoMembers(browser, viewport, [
      'forum-author',
      'forum-follower',
    ]);
    await openBoard(author.page, city, 'Community Events');
    await postTopic(author.page, 'Timket picnic: who is coming?', 'Bring a dish to share.');

    await follower.page.goto(author.page.url());
    const follow = follower.page.getByTestId('follow-topic');
    await expect(follow).toHaveText('Follow');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveText('Following');
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await postReply(author.page, 'Starts at noon by the lake.');
    // Told live: the bell counts it beside the welcome, and the list names it.
    const header = follower.page.getByTestId(
      testInfo.project.name.startsWith('mobile') ? 'mobile-header' : 'desktop-header',
    );
    await expect(header.getByTestId('notification-badge')).toHaveText('2');
    const titles = async () =>
      (
        (await (await follower.page.request.get('/api/notifications')).json()) as {
          notifications: { title: string }[];
        }
      ).notifications.map((n) => n.title);
    expect(await titles()).toContain('New reply in a topic you follow');

    // Muted, the topic tells them nothing more, though they still follow it.
    const mute = follower.page.getByTestId('mute');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await author.page.getByLabel('Your reply').fill('Bring a blanket too.');
    await author.page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(follower.page.getByText('Bring a blanket too.')).toBeVisible();
    await queuedJobsOfKindDone('forums.followers');
    expect((await titles()).filter((t) => t === 'New reply in a topic you follow')).toHaveLength(1);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    // Following again stops it, and it stays so after a reload.
    await follow.click();
    await expect(follow).toHaveText('Follow');
    await follower.page.reload();
    await expect(follower.page.getByTestId('follow-topic')).toHaveText('Follow');
  });

  test("a member likes another's topic and reply; the author sees each count change live, signed out sees the counts (issue #40)", {
    tag: ONE_WIDTH,
  }, async ({ browser, viewport, page }) => {
    test.setTimeout(300_000);
    const city = `Likeville ${Date.now()}`;
    const [author, reader] = await twoMembers(browser, viewport, ['forum-liked', 'forum-liker']);
    await openBoard(author.page, city, 'General');
    await postTopic(author.page, 'Best injera in town?', 'Looking for teff injera.');
    await postReply(author.page, 'The shop on 5th has it fresh.');
    const authorReply = author.page.getByTestId('forum-replies').getByRole('listitem');
    await expect(authorReply).toContainText('The shop on 5th');

    // Their own posts show the count alone: no heart to press.
    const authorTopic = author.page.locator('article');
    await expect(authorTopic.getByTestId('like-count')).toHaveText('0');
    await expect(authorTopic.getByTestId('like-post')).toHaveCount(0);
    await expect(authorReply.getByTestId('like-post')).toHaveCount(0);

    await reader.page.goto(author.page.url());
    const like = reader.page.locator('article').getByTestId('like-post');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Unlike (1 like)');
    // The author sees it without a reload.
    await expect(authorTopic.getByTestId('like-count')).toHaveText('1');

    const likeReply = reader.page
      .getByTestId('forum-replies')
      .getByRole('listitem')
      .getByTestId('like-post');
    await likeReply.click();
    await expect(likeReply).toHaveAttribute('aria-pressed', 'true');
    await expect(authorReply.getByTestId('like-count')).toHaveText('1');

    // Pressed again, the like is taken back, for everyone.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(authorTopic.getByTestId('like-count')).toHaveText('0');

    // Signed out: the counts show, and the heart asks to sign in first.
    await page.goto(author.page.url());
    const replyLikes = page
      .getByTestId('forum-replies')
      .getByRole('listitem')
      .getByTestId('like-post');
    await expect(replyLikes).toHaveText('1');
    await replyLikes.click();
    await expect(page.getByRole('dialog')).toContainText('Sign in');
  });

  test("deleting one's reply or topic asks first in the app's dialog: Cancel keeps it, Delete takes it away (issue #40)", async ({
    page,
  }) => {
    // The browser's own confirm must never be used: it would fail the test.
    page.on('dialog', (dialog) => {
      throw new Error(`browser dialog: ${dialog.message()}`);
    });
    await signUpAndConfirm(page, 'forum-deleter');
    await openBoard(page, `Deleteville ${Date.now()}`, 'General');
    await postTopic(page, 'Lost keys near the church', 'A ring of three keys.');
    await postReply(page, 'Found them, thank you.');
    const reply = page.getByTestId('forum-replies').getByRole('listitem');
    await expect(reply).toContainText('Found them');

    await reply.getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(ask).toContainText('Your reply will be gone for everyone.');
    await expect(ask).toContainText('Found them, thank you.');
    await ask.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(ask).toBeHidden();
    await expect(reply).toContainText('Found them');

    await reply.getByRole('button', { name: 'Delete' }).click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('No replies yet')).toBeVisible();

    await page.locator('article').getByRole('button', { name: 'Delete' }).click();
    await expect(ask).toContainText('The topic and all its replies will be gone for everyone.');
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/forums\/general$/);
    await expect(page.getByText('Lost keys near the church')).toHaveCount(0);
  });

  test("an empty board says 'No topics yet' on the grid, and 'Start a topic' opens the New topic dialog, or sign-in first (issue #40)", async ({
    page,
  }) => {
    // (The demo seed's topics on every board are checked in server/features/forums/demo.test.ts:
    // this server starts without demo data.)
    // Signed out, in a city with no topics: the invitation asks them to sign in first.
    await chooseForumCity(page, `Quietville ${Date.now()}`);
    const empty = page.getByTestId('empty-board').filter({ hasText: 'Health & Wellness' });
    await expect(empty).toContainText('No topics yet');
    await empty.getByRole('link', { name: 'Start a topic: Health & Wellness' }).click();
    await expect(page).toHaveURL(/\/forums\/health_wellness$/);
    await expect(page.getByRole('dialog')).toContainText('Sign in');

    // Signed in: the board's own empty state opens the New topic dialog.
    await signUpAndConfirm(page, 'forum-starter');
    await chooseForumCity(page, `Quietville ${Date.now()}`);
    await page
      .getByTestId('empty-board')
      .filter({ hasText: 'Health & Wellness' })
      .getByRole('link', { name: 'Start a topic: Health & Wellness' })
      .click();
    await expect(page.getByRole('dialog', { name: 'New topic' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'New topic' })).toBeHidden();
    await expect(page).toHaveURL(/\/forums\/health_wellness$/);
    await page.getByRole('button', { name: 'Start a topic' }).click();
    await expect(page.getByRole('dialog', { name: 'New topic' })).toBeVisible();
  });

  test('a city must be chosen first; an unknown board says so plainly', { tag: ONE_WIDTH }, async ({
    page,
  }) => {
    await page.goto('/forums');
    await expect(page.getByText('Please select a city first')).toBeVisible();
    await expect(page.getByTestId('forum-boards')).toBeHidden();
    await page.goto('/forums/no_such_board');
    await expect(page.getByRole('heading', { name: 'This board does not exist' })).toBeVisible();
  });
});
