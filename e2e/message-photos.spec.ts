/**
 * Photos in direct messages and live read state (issue #41), with members in
 * browser contexts of their own: Dawit sends Selam two photos from the
 * composer; they arrive in her open thread live, as thumbnails; she opens
 * them full screen (a dialog: arrows move, Escape closes); Eve, a third
 * member, asking for the photo's URL is refused, and so is a signed-out
 * visitor; Dawit deletes the message and the photos go from Selam's view.
 * Then Selam turns read receipts off in her settings and 'Seen' goes from
 * Dawit's thread without a reload, and comes back when she turns them on.
 * With E2E_SHOTS=<folder> it saves the thread in light and dark.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { mine, newMember, selamAndDawitInThread, sendInThread } from './support.ts';

const firstLoad = { timeout: 30_000 };

const theirs = (page: Page) => page.getByTestId('message-theirs');

/** A photo as a phone would pick it: a JPEG of one colour. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('a photo sent arrives live, opens full screen, and is refused to a third member', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const { selam, dawit, threadUrl } = await selamAndDawitInThread(browser, testInfo);
  const eve = await newMember(browser, testInfo, 'Eve Kidane');

  // Dawit writes to Selam; she opens the thread and keeps it open.
  const composer = dawit.page.getByTestId('composer');
  await sendInThread(dawit.page, 'Selam, here is the lamp', 'here is the lamp');
  await selam.page.goto(`${threadUrl.pathname}${threadUrl.search}`);
  await expect(theirs(selam.page).filter({ hasText: 'here is the lamp' })).toBeVisible(firstLoad);

  // He picks two photos: they show beside the composer, each with a remove button.
  await dawit.page
    .getByTestId('attach-photos-input')
    .setInputFiles([await photo('lamp.jpg', '#b5651d'), await photo('shade.jpg', '#2e7d32')]);
  const chosen = dawit.page.getByTestId('chosen-photos');
  await expect(chosen.locator('img')).toHaveCount(2);
  await expect(chosen.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
  if (process.env.E2E_SHOTS) {
    await dawit.page.screenshot({
      path: `${process.env.E2E_SHOTS}/chosen-${testInfo.project.name}.png`,
    });
  }
  // Photos alone may go: no words needed.
  await dawit.page.getByRole('button', { name: 'Send' }).click();
  await expect(chosen).toHaveCount(0);
  const sent = dawit.page
    .getByTestId('message-mine')
    .filter({ has: dawit.page.getByTestId('message-photos') });
  await expect(sent.locator('img')).toHaveCount(2);

  // Selam sees them arrive without a reload, as thumbnails that load.
  const arrived = theirs(selam.page).filter({ has: selam.page.getByTestId('message-photos') });
  await expect(arrived.locator('img')).toHaveCount(2);
  const thumb = arrived.locator('img').first();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const thumbUrl = (await thumb.getAttribute('src')) ?? '';
  expect(thumbUrl).toMatch(/^\/api\/inbox\/messages\/\d+\/photos\/0\/thumb$/);

  // She opens the first full screen: a dialog; the arrows move; Escape closes it.
  await arrived.getByRole('button', { name: 'Open photo 1 of 2 full screen' }).click();
  const viewer = selam.page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading')).toHaveText('Photos from Dawit Haile');
  await expect(selam.page.getByTestId('photo-viewer-counter')).toHaveText('1 / 2');
  const full = viewer.locator('img');
  await expect(full).toHaveAttribute('src', /\/photos\/0$/);
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(900);
  await selam.page.keyboard.press('ArrowRight');
  await expect(selam.page.getByTestId('photo-viewer-counter')).toHaveText('2 / 2');
  await expect(full).toHaveAttribute('src', /\/photos\/1$/);
  if (process.env.E2E_SHOTS) {
    await selam.page.screenshot({
      path: `${process.env.E2E_SHOTS}/photo-viewer-${testInfo.project.name}.png`,
    });
  }
  await selam.page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Eve, a member outside the thread, is refused the photo; so is a signed-out visitor.
  const photoUrl = thumbUrl.replace(/\/thumb$/, '');
  expect((await eve.page.request.get(photoUrl)).status()).toBe(404);
  expect((await eve.page.request.get(thumbUrl)).status()).toBe(404);
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await visitor.request.get(photoUrl)).status()).toBe(401);
  await visitor.close();
  // Both members may fetch it.
  expect((await selam.page.request.get(photoUrl)).status()).toBe(200);
  expect((await dawit.page.request.get(photoUrl)).status()).toBe(200);

  const shots = process.env.E2E_SHOTS;
  if (shots) {
    for (const theme of ['light', 'dark'] as const) {
      await selam.page.evaluate((th) => localStorage.setItem('theme', th), theme);
      await selam.page.reload();
      await expect(arrived.locator('img')).toHaveCount(2, firstLoad);
      await selam.page.waitForTimeout(500);
      await selam.page.screenshot({
        path: `${shots}/photos-${testInfo.project.name}-${theme}.png`,
      });
    }
  }

  // Dawit deletes the message: the photos go from Selam's view, live, and from the route.
  const row = dawit.page.locator('li').filter({ has: sent });
  await row.hover();
  await row.getByRole('button', { name: 'Message actions' }).click();
  await dawit.page.getByRole('menuitem', { name: 'Delete' }).click();
  await dawit.page.getByTestId('confirm-delete').click();
  await expect(selam.page.getByTestId('message-photos')).toHaveCount(0);
  await expect(theirs(selam.page).filter({ hasText: 'Message deleted' })).toHaveCount(1);
  expect((await selam.page.request.get(photoUrl)).status()).toBe(404);

  // For a look at one's own photos with words, in both themes.
  if (process.env.E2E_SHOTS) {
    await composer.fill('And with words: the shade is green');
    await dawit.page
      .getByTestId('attach-photos-input')
      .setInputFiles([await photo('shade.jpg', '#2e7d32')]);
    await composer.press('Enter');
    await expect(mine(dawit.page, 'the shade is green').locator('img')).toHaveCount(1);
    for (const theme of ['light', 'dark'] as const) {
      await dawit.page.evaluate((th) => localStorage.setItem('theme', th), theme);
      await dawit.page.reload();
      await expect(mine(dawit.page, 'the shade is green').locator('img')).toHaveCount(1, firstLoad);
      await dawit.page.waitForTimeout(500);
      await dawit.page.screenshot({
        path: `${process.env.E2E_SHOTS}/sent-${testInfo.project.name}-${theme}.png`,
      });
    }
  }

  for (const m of [selam, dawit, eve]) await m.context.close();
});

test('read receipts turned off and on in settings take effect live in the other member’s thread', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const { selam, dawit, threadUrl } = await selamAndDawitInThread(browser, testInfo);
  await sendInThread(dawit.page, 'Are you coming on Friday?', 'Friday');

  // Selam reads it: Dawit sees 'Seen'.
  await selam.page.goto(`${threadUrl.pathname}${threadUrl.search}`);
  await expect(theirs(selam.page).filter({ hasText: 'Friday' })).toBeVisible(firstLoad);
  const seen = dawit.page.getByTestId('seen');
  await expect(seen).toHaveCount(1);

  // She turns read receipts off in her settings: his 'Seen' goes, without a reload.
  await selam.page.goto('/account/settings');
  const receipts = selam.page.getByTestId('read-receipts');
  await expect(receipts).toBeChecked(firstLoad);
  await expect(receipts).toBeEnabled();
  await receipts.uncheck();
  await expect(receipts).not.toBeChecked();
  await expect(seen).toHaveCount(0);

  // And back on: it shows again.
  await expect(receipts).toBeEnabled();
  await receipts.check();
  await expect(seen).toHaveCount(1);

  await selam.context.close();
  await dawit.context.close();
});
