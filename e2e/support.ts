import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');

/**
 * Headers for writes sent with `page.request` (no page sends them, so no
 * browser adds an Origin): the server refuses a cookie-carrying write without
 * this site's Origin (README 'Cross-site requests'). Same port as playwright.config.ts.
 */
export const SITE_HOST = `127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
export const FROM_SITE = { origin: `http://${SITE_HOST}` };

/**
 * The tag of a test about what happens, not how it is laid out (a live update,
 * a permission, an emailed link): it runs at one width (desktop-1280) only,
 * playwright.config.ts. A test where the phone's layout is the point has none.
 */
export const ONE_WIDTH = '@one-width';

/**
 * expect for live updates that cross browsers, a server and its database on a
 * shared, busy 2-core machine: each check may take up to 30 s (it passes as
 * soon as it holds).
 */
export const liveExpect = expect.configure({ timeout: 30_000 });

/** The shell is ready when the header for this width is on screen. */
export async function openHome(page: Page, testInfo: TestInfo, path = '/') {
  await page.goto(path);
  await expect(
    page.getByTestId(isMobile(testInfo) ? 'mobile-header' : 'desktop-header'),
  ).toBeVisible();
}

/** '+ Post': in the header on desktop, in the bottom bar on phones. */
export const postButton = (page: Page, testInfo: TestInfo) =>
  page
    .getByTestId(isMobile(testInfo) ? 'mobile-bottom-bar' : 'desktop-header')
    .getByRole('button', { name: 'Post a listing' });

/**
 * The home page with `city` as the reader's city, kept where the city picker
 * keeps it (the app state in localStorage); the page must be on the site.
 */
export async function openHomeInCity(page: Page, city: string) {
  await page.evaluate((name) => {
    localStorage.setItem(
      'appState',
      JSON.stringify({ city: name, cityLat: null, cityLon: null, viewMode: 'list', lang: 'en' }),
    );
  }, city);
  await page.goto('/');
}

/**
 * A home row, scrolled to as a reader would: rows make their cards only as
 * they come near the viewport (issue #20), so a row further down shows
 * placeholders until then.
 */
export async function homeRow(page: Page, key: string): Promise<Locator> {
  const row = page.getByTestId(`home-row-${key}`);
  await row.scrollIntoViewIfNeeded();
  return row;
}

/**
 * Taps the page at (x, y), outside an open popup, until `popup` closes.
 * Radix listens for a tap outside from the task after the popup's effects
 * run, so a tap sent the instant it appears (sooner than a person could) may
 * come before that: tap again, as a person would. Each tap must close it
 * within a second, so a popup that never closes still fails.
 */
export async function tapOutside(page: Page, x: number, y: number, popup: Locator) {
  await expect(async () => {
    await page.mouse.click(x, y);
    await expect(popup).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

/** Serious and critical accessibility violations on the page, by rule id. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours mid-transition (a switch's pill moving to the language just applied, a
  // theme just set) are not what a reader sees: axe measures the settled page.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a page global
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; nodes: { target: string[] }[] }) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
}

let emailCounter = 0;
/** A fresh address per call, unique across workers and runs. */
export function uniqueEmail(prefix: string) {
  emailCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${emailCounter}@example.org`;
}

/** The first link of the newest dev-mailbox email to `to`, as a path on this site. */
export async function emailLinkFor(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as { text: string }[];
      // The newest account email (a sign-up, sign-in or reset link): a
      // missed-activity email (issue #44) may have come after it.
      link = messages
        .map((message) => message.text.match(/https?:\/\/\S+\/api\/auth\/\S+/)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** Fills and sends the register page's form; the page ends on 'Check your email'. */
export async function registerThroughPage(page: Page, email: string, password = 'secret123') {
  await page.goto('/auth/register');
  await page.getByLabel('Display name', { exact: true }).fill('Selam Tesfay');
  await page.getByLabel('City', { exact: true }).fill('Oakland');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email for the signup link!').first()).toBeVisible();
}

/**
 * Registers through the API call the register page makes, then follows the
 * emailed link: it signs the page's context in (its cookie) and lands on '/'
 * (allowing the busy shared machine 30 s).
 */
async function signUpThroughEmailLink(
  page: Page,
  account: { name: string; email: string; password: string; city?: string; callbackURL?: string },
) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: FROM_SITE,
    data: account,
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(await emailLinkFor(page, account.email));
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

/**
 * A new member, signed in, the page on '/': registered by the API call the
 * register page makes and confirmed by the emailed link, as a member does but
 * without drawing the register page (accounts.spec.ts tests that page; here
 * it would only cost each journey that needs a member a page load).
 */
export async function signUpAndConfirm(page: Page, prefix: string, password = 'secret123') {
  const email = uniqueEmail(prefix);
  await signUpThroughEmailLink(page, {
    name: 'Selam Tesfay',
    email,
    password,
    city: 'Oakland',
    callbackURL: '/auth/callback',
  });
  return email;
}

/** A browser of its own (its own cookies) at the test's width and touch, plus any options given. */
export function newContextLike(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
) {
  const { baseURL, viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch, ...options });
}

/** A second browser (its own cookies) at the same width as the test's own. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  return (await newContextLike(browser, testInfo)).newPage();
}

/** Signs `name` up as signUpAndConfirm does; answers the member's email and id. */
export async function signUpByApi(
  page: Page,
  name: string,
  { email = uniqueEmail(name.toLowerCase().replace(/\s+/g, '')), city }: SignUpOptions = {},
) {
  await signUpThroughEmailLink(page, { name, email, password: 'secret123', city });
  const session = await (await page.request.get('/api/auth/get-session')).json();
  return { email, id: session.user.id as string };
}
type SignUpOptions = { email?: string; city?: string };

/** A member signed up by `signUpByApi` in a browser of their own at the test's width. */
export async function newMember(
  browser: Browser,
  testInfo: TestInfo,
  name: string,
  options?: SignUpOptions,
) {
  const context = await newContextLike(browser, testInfo);
  const page = await context.newPage();
  return { context, page, name, ...(await signUpByApi(page, name, options)) };
}

/**
 * A marketplace item in Oakland with a phone contact, the listing the
 * messaging journeys (inbox, drafts, missed mail, moderation) post; `fields`
 * change any of it.
 */
export function oaklandItem(
  title: string,
  description: string,
  fields: Record<string, unknown> = {},
) {
  return {
    category: 'marketplace',
    subcategory: 'electronics',
    title,
    description,
    city: 'Oakland',
    contact: { phone: '+1 555 0100' },
    details: { marketplace: { condition: 'good' } },
    ...fields,
  };
}

/**
 * Posts a listing as the page's member through the API, multipart as the post
 * form sends it, with a 300×200 PNG per colour given; expects 201.
 */
export async function postListing(
  page: Page,
  listing: Record<string, unknown>,
  photoColours: string[] = [],
): Promise<{ id: string; title: string }> {
  const form = new FormData();
  form.set('listing', JSON.stringify(listing));
  for (const [i, background] of photoColours.entries()) {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
    form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${i}.png`);
  }
  const response = await page.request.post('/api/listings', {
    multipart: form,
    headers: FROM_SITE,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * A city of the test's own (`prefix` and a unique number), so parallel tests
 * never see each other's listings.
 */
export const uniqueCity = (prefix: string) =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/**
 * A city name of the test's own (its width's project and the time): no other
 * test, nor the other width running alongside, writes in its chat boards.
 */
export const cityOfTest = (testInfo: TestInfo, name: string) =>
  `${name} ${testInfo.project.name} ${Date.now()}`;

/** The address of a city chat board. */
export const chatBoardUrl = (city: string, board: string) =>
  `/chat?city=${encodeURIComponent(city)}&board=${board}`;

/**
 * postListing with a phone contact unless `fields` give their own, and
 * `photos` photos (a red one first, then blue): the listing most journeys need.
 */
export async function postPhoneListing(
  page: Page,
  fields: Record<string, unknown>,
  photos = 0,
): Promise<{ id: string; title: string }> {
  const colours = Array.from({ length: photos }, (_, i) => (i ? '#2980b9' : '#c0392b'));
  return postListing(page, { contact: { phone: '+1 555 0100' }, ...fields }, colours);
}

/**
 * The opening of a journey over one member's listings: a new member
 * (signUpAndConfirm) and a city of the test's own (uniqueCity), with `post`,
 * postPhoneListing in that city.
 */
export async function memberInOwnCity(page: Page, prefix: string, cityPrefix = 'Testcity') {
  await signUpAndConfirm(page, prefix);
  const city = uniqueCity(cityPrefix);
  const post = (fields: Record<string, unknown>, photos?: number) =>
    postPhoneListing(page, { ...fields, city }, photos);
  return { city, post };
}

/**
 * From the page's next load on, sums its layout shifts (the Cumulative Layout
 * Shift that Lighthouse weighs), for `layoutShift` to read.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const holder = window as unknown as { layoutShift: number; layoutShiftSources: string[] };
    holder.layoutShift = 0;
    holder.layoutShiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        holder.layoutShift += entry.value;
        // What moved, so a failure says where to look.
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          const name = node
            ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute?.('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : '(gone)';
          holder.layoutShiftSources.push(`${entry.value.toFixed(4)} ${name}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The elements that moved and by how much, for a failed layout-shift check's message. */
export const layoutShiftSources = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { layoutShiftSources?: string[] }).layoutShiftSources ?? []).join('\n'),
  );

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * Holds back every response for `asset` (a page's chunk, say) until the
 * returned `release` is called: a slow network, made certain.
 */
export async function holdBack(page: Page, asset: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(asset, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The app has taken the drawn page over: the inline script of index.html that
 * holds early taps has handed them on (app/early-taps.ts). For tests about
 * what follows, not about taps made before it.
 */
export async function expectTakenOver(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { earlyTaps?: unknown }).earlyTaps === undefined,
  );
}

/**
 * The home page's city search answers typing with the city list: the page is
 * the browser's (taken over from the server's HTML), not only drawn. Typed
 * again until it answers: a keystroke before the take-over is the HTML's.
 */
export async function expectHomeSearchTakenOver(page: Page) {
  const box = page.getByRole('main').getByRole('combobox').first();
  await expect(async () => {
    await box.fill('Oakl');
    await expect(page.getByRole('option', { name: /Oakland/ }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
}

/**
 * With E2E_SHOTS=<folder>: the page in English and Tigrinya, light and dark,
 * each drawn again and settled by `ready`, saved as
 * `<name>-<project>-<language>-<theme>.png`; then back in English and light.
 * Without it, nothing.
 */
export async function shotsInEveryLook(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void>,
) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const show = async (language: 'en' | 'ti', theme: 'light' | 'dark') => {
    await page.evaluate(
      ({ language, theme }) => {
        localStorage.setItem('language', language);
        localStorage.setItem('theme', theme);
      },
      { language, theme },
    );
    await page.reload();
    await ready();
  };
  for (const [language, theme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['ti', 'light'],
    ['ti', 'dark'],
  ] as const) {
    await show(language, theme);
    await page.screenshot({
      path: `${folder}/${name}-${testInfo.project.name}-${language}-${theme}.png`,
    });
  }
  await show('en', 'light');
}

/**
 * Saves the listing shown in `scope` (its page, or the browse overlay): the
 * `toast` says so and the button turns into a pressed 'Remove from favorites'.
 */
export async function saveToFavorites(page: Page, scope: Page | Locator, toast: string) {
  await scope.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(scope.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** The browser tier's database (playwright.config.ts: the embedded PostgreSQL on E2E_PG_PORT). */
export async function inDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(
    `postgres://postgres:habesha-local@127.0.0.1:${process.env.E2E_PG_PORT ?? 54349}/habesha`,
  );
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const queuedWhere = (condition: string, value: string) =>
  inDatabase(async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE ${condition} = $1`,
      [value],
    );
    return rows[0]?.n ?? 0;
  });
const queuedWithKey = (key: string) => queuedWhere('key', key);

/** As queuedJobDone, for every queued job of one kind (jobs queued without a key). */
export async function queuedJobsOfKindDone(name: string) {
  await expect
    .poll(() => queuedWhere('task_identifier', name), {
      message: `${name} jobs run`,
      timeout: 30_000,
    })
    .toBe(0);
}

/**
 * Waits until the server's job queue has run the job of `key` (a done job
 * leaves the queue), for a job the request queued before it answered: what
 * the job sends is sent by then, so a test can assert that nothing came
 * without a fixed wait.
 */
export async function queuedJobDone(key: string) {
  await expect
    .poll(() => queuedWithKey(key), { message: `job ${key} run`, timeout: 30_000 })
    .toBe(0);
}

/**
 * Waits until the listing's saved-search announcement went out: the sweep that
 * announces it deletes the row its insert wrote (saved-searches/announcements.ts).
 */
export async function announcementDone(listingId: string) {
  await expect
    .poll(
      () =>
        inDatabase(async (client) => {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM saved_search_announcements WHERE listing_id = $1',
            [listingId],
          );
          return rows[0]?.n ?? 0;
        }),
      { message: `listing ${listingId} announced`, timeout: 30_000 },
    )
    .toBe(0);
}

/** As queuedJobDone, for a job queued after the answer and run later (a delay): seen waiting first. */
export async function delayedJobDone(key: string) {
  await expect.poll(() => queuedWithKey(key), { message: `job ${key} queued` }).toBe(1);
  await queuedJobDone(key);
}

/**
 * Opens /forums on `city`, chosen with the city picker at the top (Enter keeps
 * the typed city): its grid of boards.
 */
export async function chooseForumCity(page: Page, city: string) {
  await page.goto('/forums');
  await page.getByLabel('Forum city', { exact: true }).fill(city);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Forums of ${city}`)).toBeVisible();
  await expect(page).toHaveURL(/\/forums$/);
  await expect(page.getByTestId('forum-boards')).toBeVisible();
}

/** One's own message in the open thread, by (part of) its text. */
export const mine = (page: Page, text: string) =>
  page.getByTestId('message-mine').filter({ hasText: text });

/**
 * Opens the inbox on the thread with a member (`match`, as from Match) or
 * about a listing (`listing`), and waits (30 s for a first load) until the
 * thread is made and selected; answers its URL, to open it on the other side.
 */
export async function openThread(page: Page, about: { match: string } | { listing: string }) {
  await page.goto(`/inbox?${new URLSearchParams(about)}`);
  await expect(page).toHaveURL(/\/inbox\?thread=[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url());
}

/**
 * Sends `text` from the open thread's composer with Enter and waits until it
 * stands once as sent (no longer 'Sending'); `shown` is the part looked for.
 */
export async function sendInThread(page: Page, text: string, shown = text) {
  const composer = page.getByTestId('composer');
  await composer.fill(text);
  await composer.press('Enter');
  await expect(mine(page, shown).filter({ hasNotText: 'Sending' })).toHaveCount(1);
}

/**
 * The messaging journeys' two members, Selam and Dawit, each signed up in a
 * browser of their own, with the thread Dawit has opened with Selam as from
 * Match (its URL, to open it on her side).
 */
export async function selamAndDawitInThread(browser: Browser, testInfo: TestInfo) {
  const selam = await newMember(browser, testInfo, 'Selam Tesfay');
  const dawit = await newMember(browser, testInfo, 'Dawit Haile');
  const threadUrl = await openThread(dawit.page, { match: selam.id });
  return { selam, dawit, threadUrl };
}
