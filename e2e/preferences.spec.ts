import { expect, type Page, test } from '@playwright/test';
import { isMobile, ONE_WIDTH, openHome, SITE_HOST } from './support.ts';

/** The fonts the browser draws the first element matching `selector` with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
}

/** Every font file the page asks for, from now on. */
function fontRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    if (/\.woff2?$/.test(request.url())) urls.push(new URL(request.url()));
  });
  return urls;
}

test.describe('preferences remembered in the browser (docs/product.md#settings-and-language)', () => {
  test('dark is the default theme; the light theme survives a reload', async ({
    page,
  }, testInfo) => {
    await openHome(page, testInfo);
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog')
        .getByRole('group', { name: 'Theme' })
        .getByRole('button', { name: 'Light' })
        .click();
      await page.keyboard.press('Escape');
    } else {
      await page
        .getByTestId('desktop-header')
        .getByRole('button', { name: 'Switch to light theme' })
        .click();
    }
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test('English is the default; Tigrinya survives a reload and sets the lang attribute', async ({
    page,
  }, testInfo) => {
    await openHome(page, testInfo);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    // Once the page is there, as a reader would: the footer moves down when the
    // page's own content arrives, and a click aimed at it before then may land
    // elsewhere (it did, on a busy machine).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer's switch is on every page at every width.
    await page.getByRole('contentinfo').getByRole('button', { name: 'ትግርኛ' }).click();
    await expect(html).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ሓበሻ ማሕበረሰብካ፣ ኣብ ነፍሲ ወከፍ ከተማ');
    const appState = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('appState') ?? '{}'),
    );
    expect(appState.lang).toBe('ti');
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 ሓበሻ ማሕበረሰብ');
  });

  test(
    'Tigrinya text is drawn with the self-hosted Noto Sans Ethiopic web font',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      const fontFiles = fontRequests(page);
      await page.addInitScript(() => localStorage.setItem('language', 'ti'));
      await openHome(page, testInfo);
      // The page's own chunk may still be loading: measure its heading once it is there.
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);

      const fonts = await fontsDrawing(page, 'main h1');
      const ethiopic = fonts.find((font) => font.familyName === 'Noto Sans Ethiopic');
      expect(ethiopic, JSON.stringify(fonts)).toBeDefined();
      expect(ethiopic?.isCustomFont).toBe(true); // the web font, not a system copy
      // Served by this site, never by a font CDN.
      expect(new Set(fontFiles.map((url) => url.host))).toEqual(new Set([SITE_HOST]));
    },
  );

  test("an English page draws the language switch's Ge'ez letters without downloading Noto's whole weight", {
    tag: ONE_WIDTH,
  }, async ({ page }) => {
    const fontFiles = fontRequests(page);
    // A page with no other Ge'ez text: the footer's switch ('ትግርኛ') is all there is.
    await page.goto('/auth/login');
    const switchButton = page.getByRole('contentinfo').getByRole('button', { name: 'ትግርኛ' });
    await switchButton.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);

    const fonts = await fontsDrawing(page, 'footer button[lang="ti"]');
    // All four letters in Noto's own glyphs at the switch's weight (the small file
    // is cut from it), from the web font: no system copy, no empty boxes.
    const ethiopic = fonts.find((font) => font.familyName === 'Noto Sans Ethiopic Medium');
    expect(ethiopic, JSON.stringify(fonts)).toBeDefined();
    expect(ethiopic?.isCustomFont).toBe(true);
    expect(ethiopic?.glyphCount).toBe(4);
    const files = fontFiles.map((url) => url.pathname);
    expect(files.some((file) => file.includes('language-names-500'))).toBe(true);
    expect(files.filter((file) => file.includes('noto-sans-ethiopic'))).toEqual([]);
  });

  test('Inter comes with the page: its core face preloaded from the HTML, asked for once, and drawing its text', {
    tag: ONE_WIDTH,
  }, async ({ page }) => {
    const fontFiles = fontRequests(page);
    await page.goto('/auth/login');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const fonts = await fontsDrawing(page, 'main h1');
    expect(
      fonts.find((font) => font.familyName === 'Inter')?.isCustomFont,
      JSON.stringify(fonts),
    ).toBe(true);
    // The preload is the download the stylesheet's face used: not a second one.
    const inter = fontFiles.filter((url) => url.pathname.includes('inter-core-wght'));
    expect(inter).toHaveLength(1);
    // An English page's text is all in the core face: fontsource's whole Latin face stays put.
    expect(fontFiles.filter((url) => url.pathname.includes('inter-latin'))).toEqual([]);
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(inter[0]?.pathname).toBe(preloaded);
  });
});
