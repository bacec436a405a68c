/**
 * Match and connect (docs/product.md#match Match, issue #17): two members in two
 * browser contexts complete their profiles with identical answers, each sees
 * the other at 100%, the profile view lists 5 answers then 'And 10 more
 * answers...', a like each way shows both "It's a match!", and completing onboarding
 * lands on /match/discover, which shows 'Page not found' (the spec's quirk).
 * Each run picks its own answers, so members of a parallel run never tie.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { FROM_SITE, newMember, ONE_WIDTH } from './support.ts';

test.describe.configure({ mode: 'serial' });

const firstLoad = { timeout: 30_000 };

type Person = { context: Awaited<ReturnType<Browser['newContext']>>; page: Page; id: string };

/** Names of this run (a parallel run at the other width has its own). */
const tag = Math.random().toString(36).slice(2, 6);
const A = `Amanuel ${tag}`;
const B = `Bisrat ${tag}`;

/** This run's answer to each of the 15 questions (choice index 0..2: every question has 3+). */
const choices = Array.from({ length: 15 }, () => Math.floor(Math.random() * 3));

async function fillProfile(page: Page, name: string, age: string, gender: string, seeking: string) {
  await page.getByRole('textbox', { name: 'Display name', exact: true }).fill(name);
  await page.getByRole('spinbutton', { name: 'Age', exact: true }).fill(age);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Oakland');
  await page.getByRole('combobox', { name: 'Gender', exact: true }).selectOption({ label: gender });
  await page
    .getByRole('combobox', { name: 'Looking for', exact: true })
    .selectOption({ label: seeking });
  await page
    .getByRole('textbox', { name: 'Bio', exact: true })
    .fill(`${name} loves coffee ceremonies.`);
}

async function answerAll(page: Page) {
  for (const [i, choice] of choices.entries()) {
    await page
      .locator(`#match-q-${i + 1} label`)
      .nth(choice)
      .click();
  }
  await expect(page.getByText('15 of 15 answered')).toBeVisible();
}

let amanuel: Person;
let bisrat: Person;

test.beforeAll(async ({ browser }, testInfo) => {
  amanuel = await newMember(browser, testInfo, 'Amanuel', { city: 'Oakland' });
  bisrat = await newMember(browser, testInfo, 'Bisrat', { city: 'Oakland' });
});
test.afterAll(async () => {
  await amanuel?.context.close();
  await bisrat?.context.close();
});

test('onboarding: step 1 needs a name and an age of 18+, step 2 every answer; completion lands on the /match/discover quirk', async () => {
  const { page } = amanuel;
  // No profile yet: 'Update Profile' opens onboarding (issue #40: it linked to /match itself).
  await page.goto('/match');
  await expect(page.getByRole('heading', { name: 'No Matches Yet' })).toBeVisible(firstLoad);
  await page.getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/match\/onboarding$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  // A first profile starts from the account's name and city.
  await expect(page.getByRole('textbox', { name: 'Display name', exact: true })).toHaveValue(
    'Amanuel',
  );
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Oakland');

  // The errors are far above the button on a phone: the first is brought into view and focused.
  await fillProfile(page, '', '17', 'Man', 'Women');
  await page.getByRole('button', { name: 'Continue' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Continue' }).click();
  const nameBox = page.getByRole('textbox', { name: 'Display name', exact: true });
  await expect(nameBox).toBeFocused();
  await expect(nameBox).toBeInViewport();
  await expect(page.getByText('Display name is required')).toBeInViewport();
  await expect(page.getByText('You must be 18 or older to use Match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name', exact: true }).fill(A);
  await page.getByRole('spinbutton', { name: 'Age', exact: true }).fill('31');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Answer every question before completing.').first()).toBeVisible();
  await answerAll(page);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Profile Complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/match\/discover$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // The spec's quirk stays, but it is no dead end.
  await page.getByRole('link', { name: 'See your matches' }).click();
  await expect(page).toHaveURL(/\/match$/);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();

  // An existing profile opens at step 2 with the saved answers.
  await page.goto('/match/onboarding');
  await expect(page.getByText('Step 2 of 2')).toBeVisible(firstLoad);
  await expect(page.getByText('15 of 15 answered')).toBeVisible();
});

test('with identical answers each sees the other at 100%; the profile view lists 5 answers and the rest as a count', async () => {
  const { page } = bisrat;
  await page.goto('/match/onboarding');
  await fillProfile(page, B, '29', 'Woman', 'Men');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await answerAll(page);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/match\/discover$/);

  for (const [viewer, name] of [
    [bisrat.page, A],
    [amanuel.page, B],
  ] as const) {
    await viewer.goto('/match');
    const card = viewer.getByRole('article', { name });
    await expect(card).toBeVisible(firstLoad);
    await expect(card.getByTestId('match-score')).toHaveText('100% compatible');
    await expect(card.getByTestId('match-counter')).toHaveText(/^1 of \d+$/);
  }

  await bisrat.page
    .getByRole('article', { name: A })
    .getByRole('link', { name: 'View Full Profile' })
    .click();
  await expect(bisrat.page).toHaveURL(`/match/profile/${amanuel.id}`);
  await expect(bisrat.page.getByRole('heading', { name: A })).toBeVisible();
  await expect(bisrat.page.getByTestId('match-score')).toHaveText('100% compatible');
  await expect(bisrat.page.getByRole('heading', { name: 'Their Answers' })).toBeVisible();
  await expect(bisrat.page.getByTestId('their-answers').getByRole('listitem')).toHaveCount(5);
  // 'And 10 more answers...' opens them (issue #40).
  await bisrat.page.getByRole('button', { name: 'And 10 more answers...' }).click();
  await expect(bisrat.page.getByTestId('their-answers').getByRole('listitem')).toHaveCount(15);
  await expect(bisrat.page.getByRole('button', { name: 'And 10 more answers...' })).toHaveCount(0);
});

test('discovery filters by age range and by distance from the member’s city (issue #40)', {
  tag: ONE_WIDTH,
}, async () => {
  const { page } = amanuel;
  const filters = page.getByTestId('match-filters');
  const bisratCard = page.getByRole('article', { name: B });
  await expect(filters).toContainText('Distances from Oakland');
  await expect(bisratCard.getByTestId('match-distance')).toHaveText('· 0 km away');

  // Bisrat is 29: an age range up to 25 leaves her out, and back in when widened.
  await filters.getByRole('combobox', { name: 'Oldest' }).selectOption('25');
  await expect(bisratCard).toBeHidden();
  await filters.getByRole('combobox', { name: 'Youngest' }).selectOption('30');
  // The range never crosses: the oldest follows the youngest.
  await expect(filters.getByRole('combobox', { name: 'Oldest' })).toHaveValue('30');
  await expect(bisratCard).toBeHidden();
  await filters.getByRole('combobox', { name: 'Youngest' }).selectOption('25');
  await filters.getByRole('combobox', { name: 'Oldest' }).selectOption('');
  await expect(bisratCard).toBeVisible();

  // She moves to Asmara: out of the default 250 km, shown again at any distance, with how far.
  const moved = await bisrat.page.request.put('/api/match/me', {
    data: {
      display_name: B,
      age: 29,
      city: 'Asmara',
      country: 'Eritrea',
      gender: 'woman',
      seeking: 'men',
    },
    headers: FROM_SITE,
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Distance' })).toHaveValue('250');
  await expect(filters).toContainText('Distances from Oakland', firstLoad);
  await expect(bisratCard).toBeHidden();
  await filters.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Anywhere' });
  await expect(bisratCard.getByTestId('match-distance')).toHaveText(/^\s*· 13\d{3} km away$/);

  // Back home, with the filters as a newcomer finds them, for the next test.
  const back = await bisrat.page.request.put('/api/match/me', {
    data: {
      display_name: B,
      age: 29,
      city: 'Oakland',
      country: null,
      gender: 'woman',
      seeking: 'men',
    },
    headers: FROM_SITE,
  });
  expect(back.ok(), await back.text()).toBe(true);
  await filters.getByRole('combobox', { name: 'Youngest' }).selectOption('');
  await filters.getByRole('combobox', { name: 'Distance' }).selectOption('250');
  await expect(bisratCard.getByTestId('match-distance')).toHaveText('· 0 km away');
});

test("a like each way is a match; 'Message' opens the direct thread", async () => {
  // Amanuel likes from discovery with the right arrow; the next card follows.
  const card = amanuel.page.getByRole('article', { name: B });
  await expect(card).toBeVisible();
  // The card moves on at once; the like is saved by the request it sends (waited for, so
  // Bisrat's like below is the second of the two).
  const saved = amanuel.page.waitForResponse(
    (response) =>
      /\/api\/match\/profiles\/[^/]+\/decision$/.test(response.url()) &&
      response.request().method() === 'PUT',
  );
  await amanuel.page.keyboard.press('ArrowRight');
  expect((await saved).status()).toBe(200);
  await expect(card).toBeHidden();

  await bisrat.page.getByRole('button', { name: 'Like', exact: true }).click();
  // Both see the 'It's a match!' screen (issue #40): Bisrat from the like, Amanuel live.
  const bisratScreen = bisrat.page.getByRole('dialog', { name: "It's a match!" });
  await expect(bisratScreen).toBeVisible();
  await expect(bisratScreen).toContainText(`You and ${A} like each other. Send a message!`);
  const amanuelScreen = amanuel.page.getByRole('dialog', { name: "It's a match!" });
  await expect(amanuelScreen).toBeVisible();
  await expect(amanuelScreen).toContainText(`You and ${B} like each other. Send a message!`);
  // No generic toast about it.
  await expect(amanuel.page.getByText('New notification received')).toHaveCount(0);
  await amanuelScreen.getByRole('button', { name: 'Keep browsing' }).click();
  await expect(amanuelScreen).toBeHidden();

  await expect(
    bisrat.page.getByRole('button', { name: 'Liked', includeHidden: true }),
  ).toBeDisabled();
  await bisratScreen.getByRole('link', { name: 'Send Message' }).click();
  await expect(bisratScreen).toBeHidden();
  await expect(bisrat.page).toHaveURL(/\/inbox\?thread=/, firstLoad);
  // The conversation goes by the name on his match profile, not his account's 'Amanuel'.
  await expect(
    bisrat.page.getByRole('main').getByText(A, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible(firstLoad);

  // A hidden or absent profile says so.
  await bisrat.page.goto('/match/profile/no-such-member');
  await expect(bisrat.page.getByRole('heading', { name: 'Profile not found' })).toBeVisible(
    firstLoad,
  );
  await expect(
    bisrat.page.getByText('Profile not found or not available for viewing'),
  ).toBeVisible();
});

test('a match profile can be reported through the moderation flow, and blocked for good (issue #40)', {
  tag: ONE_WIDTH,
}, async () => {
  const { page } = amanuel;
  await page.goto(`/match/profile/${bisrat.id}`);
  await expect(page.getByRole('heading', { name: B })).toBeVisible(firstLoad);

  await page.getByRole('button', { name: 'Report profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this match profile' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(
    page.getByText('Thank you for your report. Our team will review it.').last(),
  ).toBeVisible();

  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(
      `Block ${B}? You will no longer see each other in Match, and they will not be able to message you.`,
    );
    void confirm.accept();
  });
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`${B} is blocked`)).toBeVisible();
  await expect(page).toHaveURL(/\/match$/);

  // Neither sees the other any more.
  for (const [viewer, other] of [
    [amanuel.page, bisrat.id],
    [bisrat.page, amanuel.id],
  ] as const) {
    await viewer.goto(`/match/profile/${other}`);
    await expect(viewer.getByRole('heading', { name: 'Profile not found' })).toBeVisible(firstLoad);
  }
});
