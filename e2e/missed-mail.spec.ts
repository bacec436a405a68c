/**
 * Email for what a member missed (issue #44), two members in their own
 * browsers: a direct message left unread past the delay (MISSED_MAIL_DELAY_SECONDS,
 * 3 s on the test server, playwright.config.ts) sends one email to the dev
 * mailbox; its unsubscribe link works signed out; the Notifications settings
 * turn it off for the next conversation.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  delayedJobDone,
  FROM_SITE,
  newContextLike,
  newMember,
  ONE_WIDTH,
  oaklandItem,
  postListing,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

type Mail = { subject: string; text: string };

async function mailbox(page: Page, to: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

async function writeAbout(buyer: Page, listingId: string, body: string) {
  const opened = await buyer.request.post('/api/inbox/threads', {
    data: { listing: listingId },
    headers: FROM_SITE,
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { thread } = (await opened.json()) as { thread: { id: string } };
  const sent = await buyer.request.post(`/api/inbox/threads/${thread.id}/messages`, {
    data: { body },
    headers: FROM_SITE,
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

const listing = (title: string) => oaklandItem(title, 'A listing for the missed-mail journey');

test(`an unread message is emailed once, unsubscribes signed out, and the setting turns it off ${ONE_WIDTH}`, async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = await newMember(browser, testInfo, 'Missed Seller');
  const buyer = await newMember(browser, testInfo, 'Missed Buyer');
  const radio = await postListing(seller.page, listing('Radio for the missed-mail test'));
  // The seller goes away: a page with no app open (presence stops).
  await seller.page.goto('about:blank');

  await writeAbout(buyer.page, radio.id, 'Is the radio still for sale?');
  const subject = 'New message from Missed Buyer';
  await expect
    .poll(
      async () =>
        (await mailbox(buyer.page, seller.email)).filter((m) => m.subject === subject).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  // A second message in the same thread while the seller is still away: no second email.
  await writeAbout(buyer.page, radio.id, 'I can pick it up today');
  await buyer.page.waitForTimeout(5_000);
  const mails = (await mailbox(buyer.page, seller.email)).filter((m) =>
    m.subject.includes('message'),
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]?.text).toContain('/inbox/');

  // The link works signed out: a browser with no session.
  const link = mails[0]?.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const stranger = await newContextLike(browser, testInfo);
  const page = await stranger.newPage();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Stop emails about messages?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get emails about messages.')).toBeVisible();
  await stranger.close();

  // The seller's settings show it off; turned on and off again there, by the switch.
  await seller.page.goto('/account/settings');
  const emailSwitch = seller.page.getByRole('checkbox', { name: 'Messages: By email' });
  await expect(emailSwitch).not.toBeChecked();
  await emailSwitch.check();
  await expect(seller.page.getByText('Notification settings saved').first()).toBeVisible();
  await expect(emailSwitch).toBeChecked();
  await emailSwitch.uncheck();
  await expect(emailSwitch).not.toBeChecked();
  await seller.page.goto('about:blank');

  // A new conversation, past the delay: nothing, the preference holds it back.
  const lamp = await postListing(seller.page, listing('Lamp for the missed-mail test'));
  await writeAbout(buyer.page, lamp.id, 'And the lamp?');
  // The seller's missed-mail check has run past the delay (the job key of missed-mail/jobs.ts).
  await delayedJobDone(`missed-mail:${seller.id}`);
  const after = (await mailbox(buyer.page, seller.email)).filter((m) =>
    m.subject.includes('message'),
  );
  expect(after).toHaveLength(1);

  await seller.context.close();
  await buyer.context.close();
});
