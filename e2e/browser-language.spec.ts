/**
 * A first visit with a Tigrinya browser gets Tigrinya (issue #40): the server
 * draws the page in the browser's language and the browser takes it over in
 * the same one, with no mismatch; a language the visitor chose still wins.
 */
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { newContextLike, ONE_WIDTH } from './support.ts';

const firstLoad = { timeout: 30_000 };

const contextIn = (browser: Browser, testInfo: TestInfo, locale: string) =>
  newContextLike(browser, testInfo, { locale });

/** Errors React reports when its first render does not match the server's HTML. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /hydrat|Minified React error|did not match/i.test(message.text())
    )
      errors.push(message.text().split('\n')[0] ?? '');
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test(
  'a Tigrinya browser is served Tigrinya on its first visit; its own choice wins after',
  { tag: ONE_WIDTH },
  async ({ browser }, testInfo) => {
    const context = await contextIn(browser, testInfo, 'ti-ER');
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    // The server's drawing, before any script has run: already Tigrinya.
    const drawn = await (
      await page.request.get('/forums', { headers: { 'accept-language': 'ti-ER,ti;q=0.9' } })
    ).text();
    expect(drawn).toContain('<html lang="ti"');
    expect(drawn).toContain('መድረኻት');

    await page.goto('/forums');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('heading', { level: 1, name: 'መድረኻት' })).toBeVisible(firstLoad);
    await page.waitForLoadState('networkidle');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    // The visitor picks English: that choice is kept over the browser's language.
    await page.locator('footer button[lang="en"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/forums');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Forums' })).toBeVisible(firstLoad);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  },
);

test(
  'an English or other browser gets English on its first visit',
  { tag: ONE_WIDTH },
  async ({ browser }, testInfo) => {
    for (const locale of ['en-US', 'de-DE']) {
      const context = await contextIn(browser, testInfo, locale);
      const page = await context.newPage();
      await page.goto('/forums');
      await expect(page.getByRole('heading', { level: 1, name: 'Forums' })).toBeVisible(firstLoad);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    }
  },
);
