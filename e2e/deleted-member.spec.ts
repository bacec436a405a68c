/**
 * A conversation outlives one member's account (issue #40): when one member
 * deletes their account, the other still has the thread and its history, the
 * author shown as 'Deleted member', with no reply box. Two members, two browsers.
 */
import { expect, test } from '@playwright/test';
import { newMember, ONE_WIDTH, oaklandItem, openThread, postListing } from './support.ts';

test.describe.configure({ timeout: 240_000 });

const firstLoad = { timeout: 30_000 };

test(
  'the other member keeps the thread, the author shown as Deleted member',
  { tag: ONE_WIDTH },
  async ({ browser }, testInfo) => {
    const { page: staying } = await newMember(browser, testInfo, 'Staying Senait');
    const { page: leaving } = await newMember(browser, testInfo, 'Leaving Luwam');
    const listing = await postListing(
      staying,
      oaklandItem(`Kept table ${Date.now()}`, 'A listing for the deleted-member journey', {
        subcategory: 'furniture',
      }),
    );

    const threadUrl = await openThread(leaving, { listing: listing.id });
    await leaving.getByTestId('composer').fill('Can I pick up the table on Friday?');
    await leaving.getByTestId('composer').press('Enter');
    await expect(leaving.getByTestId('message-mine')).toHaveCount(1);

    // The leaving member deletes their account from the settings page.
    await leaving.goto('/account/settings');
    await leaving.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = leaving.getByRole('dialog', { name: 'Delete your account?' });
    await expect(
      dialog.getByText(/Conversations in the inbox stay with the other member/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(leaving).toHaveURL(/\/$/, firstLoad);

    // The staying member still has the conversation, whole, and cannot reply.
    await staying.goto('/inbox');
    const item = staying.getByTestId('thread-item');
    await expect(item).toHaveCount(1, firstLoad);
    await expect(item).toContainText('Deleted member');
    await expect(item).toContainText('pick up the table');
    await item.click();
    await expect(staying).toHaveURL(`/inbox${threadUrl.search}`);
    await expect(staying.getByTestId('conversation-title')).toHaveText('Deleted member');
    await expect(
      staying
        .getByTestId('message-theirs')
        .filter({ hasText: 'Can I pick up the table on Friday?' }),
    ).toBeVisible();
    await expect(staying.getByText('Conversation not found')).toHaveCount(0);
    await expect(staying.getByText('Error loading messages')).toHaveCount(0);
    await expect(staying.getByTestId('counterpart-deleted')).toHaveText(
      /This member has deleted their account/,
    );
    await expect(staying.getByTestId('composer')).toHaveCount(0);

    // A reload (the link from a notification) opens it the same way.
    await staying.reload();
    await expect(staying.getByTestId('conversation-title')).toHaveText('Deleted member', firstLoad);
    await expect(staying.getByTestId('message-theirs')).toHaveCount(1);
  },
);
