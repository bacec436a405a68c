/**
 * Saved searches and listing expiry (issue #44), with two members in browsers
 * of their own: a search saved on /browse is alerted in the app (live) and by
 * email when the other member posts a matching listing; a listing past its
 * date leaves browse and comes back with Renew; the Notifications settings turn
 * each of these off. Time is moved in the database
 * (the listing's renewal date), never waited for: the server sweeps every
 * second in the browser tier (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { announcementDone, inDatabase, newMember, ONE_WIDTH, postListing } from './support.ts';

const DAY_MS = 86_400_000;

test.describe('saved searches and listing expiry (issue #44)', () => {
  test(
    'a saved search is alerted in the app and by email when another member posts a match',
    { tag: ONE_WIDTH },
    async ({ browser }, testInfo) => {
      const seeker = await newMember(browser, testInfo, 'Saba Seeker');
      const seller = await newMember(browser, testInfo, 'Dawit Seller');
      const word = `kettle${Date.now().toString(36)}`;
      const { page } = seeker;
      await page.goto(`/browse?q=${word}`);
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByLabel('Name').fill('Kettles');
      await dialog.getByText('Instant email').click();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Search saved')).toBeVisible();

      await page.goto('/account/searches');
      const row = page.getByTestId('saved-search').filter({ hasText: 'Kettles' });
      await expect(row.getByTestId('new-matches')).toHaveText('No new matches');

      // The other member posts a listing with the word: the seeker is told at once, live.
      const posted = await postListing(seller.page, {
        title: `Copper ${word} for the buna`,
        category: 'services',
        subcategory: 'household',
        city: 'Oakland',
        contact: { phone: '+1 555 0100' },
      });
      await expect(row.getByTestId('new-matches')).toHaveText('1 new');
      const badge = page.getByTestId('notification-badge').first();
      await expect(badge).toBeVisible();
      await page.goto('/notifications');
      await page.getByText('New match for your saved search Kettles').click();
      await expect(page).toHaveURL(new RegExp(`/l/${posted.id}$`));

      // And by email, to the dev mailbox.
      await expect
        .poll(async () => {
          const response = await page.request.get(
            `/api/dev/mailbox?to=${encodeURIComponent(seeker.email)}`,
          );
          const mail = (await response.json()) as { subject: string; text: string }[];
          return mail.find((m) => m.subject.includes('saved search'))?.text ?? '';
        })
        .toContain(`/l/${posted.id}`);

      // Saved-search notices turned off, in the app and by email: the next match is counted
      // on /account/searches, and nothing else reaches the seeker.
      await page.goto('/account/settings');
      for (const channel of ['In the app', 'By email']) {
        const toggle = page.getByRole('checkbox', { name: `Saved searches: ${channel}` });
        await toggle.uncheck();
        await expect(toggle).not.toBeChecked();
      }
      await expect(page.getByText('Notification settings saved').first()).toBeVisible();
      const second = await postListing(seller.page, {
        title: `Brass ${word} with a long spout`,
        category: 'services',
        subcategory: 'household',
        city: 'Oakland',
        contact: { phone: '+1 555 0100' },
      });
      await announcementDone(second.id);
      await page.goto('/account/searches');
      await expect(row.getByTestId('new-matches')).toHaveText('2 new');
      const notices = (await (await page.request.get('/api/notifications')).json()) as {
        notifications: { type: string; link: string }[];
      };
      expect(notices.notifications.filter((n) => n.type === 'saved_search')).toHaveLength(1);
      const mails = (await (
        await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(seeker.email)}`)
      ).json()) as { subject: string }[];
      expect(mails.filter((m) => m.subject.includes('saved search'))).toHaveLength(1);

      // A signed-out visitor is asked to sign in first.
      const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/browse?q=lamp');
      await visitorPage.getByRole('button', { name: 'Save this search' }).click();
      await expect(visitorPage.getByRole('dialog')).toContainText(/sign in/i);
      await Promise.all([seeker.context.close(), seller.context.close(), visitor.close()]);
    },
  );

  test(
    'a listing past its date leaves browse, shows as Expired, and comes back with Renew',
    { tag: ONE_WIDTH },
    async ({ browser }, testInfo) => {
      const owner = await newMember(browser, testInfo, 'Hagos Owner');
      const reader = await newMember(browser, testInfo, 'Lula Reader');
      const word = `teapot${Date.now().toString(36)}`;
      const listing = await postListing(owner.page, {
        title: `Clay ${word}`,
        category: 'services',
        subcategory: 'household',
        city: 'Oakland',
        contact: { phone: '+1 555 0100' },
      });
      const card = reader.page.getByRole('link', { name: new RegExp(`Clay ${word}`) }).first();
      await reader.page.goto(`/browse?q=${word}`);
      await expect(card).toBeVisible();

      // Expiry notices turned off by the owner: a week before, the reminder reaches the reader
      // (whose listing is as old, swept in the same pass, just after) and not the owner.
      await owner.page.goto('/account/settings');
      for (const channel of ['In the app', 'By email']) {
        const toggle = owner.page.getByRole('checkbox', { name: `Listing expiry: ${channel}` });
        await toggle.uncheck();
        await expect(toggle).not.toBeChecked();
      }
      await expect(owner.page.getByText('Notification settings saved').first()).toBeVisible();
      const readers = await postListing(reader.page, {
        title: `Reader's ${word} stand`,
        category: 'services',
        subcategory: 'household',
        city: 'Oakland',
        contact: { phone: '+1 555 0100' },
      });
      await inDatabase((client) =>
        client.query(
          `UPDATE listings SET renewed_at = now() - interval '39 days' - CASE id WHEN $1 THEN interval '1 minute' ELSE interval '0' END
            WHERE id IN ($1, $2)`,
          [listing.id, readers.id],
        ),
      );
      const expiringNotices = async (page: typeof reader.page) =>
        (
          (await (await page.request.get('/api/notifications')).json()) as {
            notifications: { type: string }[];
          }
        ).notifications.filter((n) => n.type === 'listing_expiring').length;
      await expect.poll(() => expiringNotices(reader.page)).toBe(1);
      expect(await expiringNotices(owner.page)).toBe(0);
      const ownerMail = (await (
        await owner.page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(owner.email)}`)
      ).json()) as { subject: string }[];
      expect(ownerMail.filter((m) => m.subject.includes('expires'))).toHaveLength(0);

      // Posted 46 days ago, as far as the server can tell: the next sweep expires it.
      await inDatabase((client) =>
        client.query('UPDATE listings SET renewed_at = $1 WHERE id = $2', [
          new Date(Date.now() - 46 * DAY_MS),
          listing.id,
        ]),
      );
      await expect
        .poll(async () => {
          await reader.page.goto(`/browse?q=${word}`);
          return card.count();
        })
        .toBe(0);
      await reader.page.goto(`/l/${listing.id}`);
      await expect(
        reader.page.getByRole('heading', { name: 'This listing has expired' }),
      ).toBeVisible();

      await owner.page.goto('/account/listings');
      const mark = owner.page
        .getByTestId('own-listing')
        .filter({ hasText: word })
        .getByTestId('expired-mark');
      await expect(mark).toContainText('Expired');
      await mark.getByRole('button', { name: /Renew/ }).click();
      await expect(owner.page.getByText('Listing renewed')).toBeVisible();
      await expect(mark).toBeHidden();

      await reader.page.goto(`/browse?q=${word}`);
      await expect(card).toBeVisible();
      await Promise.all([owner.context.close(), reader.context.close()]);
    },
  );
});
