import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import sharp from 'sharp';
import { openHome, postButton, signUpAndConfirm } from './support.ts';

/** The post panel, opened from '+ Post'. */
async function openPostPanel(page: Page, testInfo: TestInfo): Promise<Locator> {
  await postButton(page, testInfo).click();
  const panel = page.getByTestId('post-panel');
  await expect(panel.getByRole('heading', { name: 'post a listing' })).toBeVisible();
  return panel;
}

const field = (panel: Locator, name: string) =>
  panel
    .getByRole('textbox', { name, exact: true })
    .or(panel.getByRole('spinbutton', { name, exact: true }));
const select = (panel: Locator, name: string) => panel.getByRole('combobox', { name, exact: true });

/** The fields every category's form has. */
type CommonFields = {
  category: string;
  subcategory: string;
  title: string;
  city: string;
  contact: [string, string];
};

async function fillCommon(panel: Locator, listing: CommonFields) {
  await select(panel, 'Category').selectOption({ label: listing.category });
  await select(panel, 'Subcategory').selectOption({ label: listing.subcategory });
  await field(panel, 'Title').fill(listing.title);
  await select(panel, 'City').fill(listing.city);
  await field(panel, listing.contact[0]).fill(listing.contact[1]);
}

async function publish(page: Page, panel: Locator) {
  await panel.getByRole('button', { name: 'Publish' }).click();
  // The panel closes only on success.
  await expect(panel).toBeHidden();
  await expect(page.getByText('Posted successfully!').last()).toBeVisible();
}

/** Posts one listing from a fresh panel: the common fields, then the category's own (`fillOwn`). */
async function postThroughPanel(
  page: Page,
  testInfo: TestInfo,
  common: CommonFields,
  fillOwn: (panel: Locator) => Promise<void>,
) {
  const panel = await openPostPanel(page, testInfo);
  await fillCommon(panel, common);
  await fillOwn(panel);
  await publish(page, panel);
}

const photo = (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test.describe('post / edit listing panel (docs/product.md#listings)', () => {
  test('shows each validation message beside its field and clears it when the field is edited', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'validate');
    const panel = await openPostPanel(page, testInfo);
    const publishButton = panel.getByRole('button', { name: 'Publish' });
    // A new post starts in the member's city, with no category chosen (issue #23).
    await expect(select(panel, 'City')).toHaveValue('Oakland');
    await expect(select(panel, 'Category')).toHaveValue('');
    await select(panel, 'City').fill('');
    // And with the member's email as its contact (issue #40): cleared here to see the contact rule.
    await expect(field(panel, 'Email')).toHaveValue(/@example\.org$/);
    await field(panel, 'Email').fill('');

    await publishButton.click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    for (const message of [
      'Category is required',
      'Title is required',
      'Subcategory is required',
      'City is required',
      'At least one contact method is required',
    ]) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible();
    }
    await field(panel, 'Title').fill('Looking for a roommate');
    await expect(panel.getByText('Title is required')).toBeHidden();
    await field(panel, 'Telegram').fill('@selam');
    await expect(panel.getByText('At least one contact method is required')).toBeHidden();
    // A new category starts without a subcategory, and without its error.
    await select(panel, 'Category').selectOption({ label: 'Mentor' });
    await expect(panel.getByText('Subcategory is required')).toBeHidden();

    await publishButton.click();
    await expect(panel.getByText('Display name is required')).toBeVisible();
    await expect(panel.getByText('Bio is required')).toBeVisible();
    await expect(panel.getByText('Subcategory is required')).toBeVisible();

    await select(panel, 'Category').selectOption({ label: 'Marketplace' });
    await publishButton.click();
    await expect(panel.getByText('Condition is required')).toBeVisible();

    await select(panel, 'Category').selectOption({ label: 'Match' });
    await publishButton.click();
    await expect(panel.getByText('Age is required')).toBeVisible();
    await expect(panel.getByText('Gender is required')).toBeVisible();
    await expect(panel.getByText('Seeking preference is required')).toBeVisible();
    await field(panel, 'Age').fill('29');
    await expect(panel.getByText('Age is required')).toBeHidden();
  });

  test('posts a housing listing with two photos, then edits and deletes it in My Listings', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'housing');
    const panel = await openPostPanel(page, testInfo);
    await fillCommon(panel, {
      category: 'Housing',
      subcategory: 'Apartments',
      title: 'Sunny 2-bedroom near the church',
      city: 'Oakland, CA',
      contact: ['Phone', '+1 510 555 0101'],
    });
    await panel
      .getByRole('textbox', { name: 'Description' })
      .fill('Quiet building.\nLaundry downstairs.');
    await field(panel, 'Price').fill('1850');
    await field(panel, 'Bedrooms').fill('2');
    await field(panel, 'Bathrooms').fill('1');
    await panel.getByRole('checkbox', { name: 'Furnished' }).check();
    await field(panel, 'Tags').fill('rent, #oakland');
    await panel.locator('input[type="file"]').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b') },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('#2980b9') },
    ]);
    await expect(panel.getByRole('img', { name: /New photo/ })).toHaveCount(2);
    await publish(page, panel);

    // The new listing opens on its own page with its 'Posted' badge; My Listings shows it too.
    await expect(page).toHaveURL(/\/l\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { name: 'Sunny 2-bedroom near the church' }),
    ).toBeVisible();
    await expect(page.getByText('Posted', { exact: true })).toBeVisible();
    await page.goto('/account/listings');
    const row = page
      .getByTestId('own-listing')
      .filter({ hasText: 'Sunny 2-bedroom near the church' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Posted', { exact: true })).toBeVisible();
    await expect(row.getByText('$1,850')).toBeVisible();
    await expect(row.getByText('+1 510 555 0101')).toBeVisible();
    const [mine] = (await (await page.request.get('/api/listings/mine')).json()) as {
      images: string[];
      description: string;
      tags: string[];
    }[];
    expect(mine?.images).toHaveLength(2);
    expect(mine?.tags).toEqual(['rent', 'oakland']);
    expect(mine?.description).toContain('• Bedrooms: 2\n• Bathrooms: 1\n• Furnished: Yes');

    // Edit: the panel comes back filled in, with its saved photos.
    await row.getByRole('button', { name: /Edit/ }).click();
    const editPanel = page.getByTestId('post-panel');
    await expect(editPanel.getByRole('heading', { name: 'edit listing' })).toBeVisible();
    await expect(field(editPanel, 'Title')).toHaveValue('Sunny 2-bedroom near the church');
    await expect(field(editPanel, 'Bedrooms')).toHaveValue('2');
    await expect(editPanel.getByRole('img', { name: /Saved photo/ })).toHaveCount(2);
    await editPanel.getByRole('button', { name: 'Remove photo 2' }).click();
    await field(editPanel, 'Title').fill('Sunny 2-bedroom, now with parking');
    await editPanel.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Updated successfully!')).toBeVisible();
    const edited = page
      .getByTestId('own-listing')
      .filter({ hasText: 'Sunny 2-bedroom, now with parking' });
    await expect(edited).toBeVisible();
    const [after] = (await (await page.request.get('/api/listings/mine')).json()) as {
      images: string[];
    }[];
    expect(after?.images).toHaveLength(1);

    // Delete, after the confirmation.
    await edited.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Delete this listing? This action cannot be undone.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Listing deleted successfully')).toBeVisible();
    await expect(page.getByText('You have not posted anything yet.')).toBeVisible();
  });

  test('posts jobs, mentor, marketplace and match listings with their own fields', async ({
    page,
  }, testInfo) => {
    // Four posts in a row.
    test.slow();
    await signUpAndConfirm(page, 'categories');

    const panel = await openPostPanel(page, testInfo);
    await select(panel, 'Category').selectOption({ label: 'Jobs' });
    // The job type filters the subcategories: gig_* for a gig.
    await select(panel, 'Job type').selectOption({ label: 'Gig' });
    await select(panel, 'Subcategory').selectOption({ label: 'Labor Gigs' });
    await field(panel, 'Title').fill('Help moving on Saturday');
    await select(panel, 'City').fill('Seattle, WA');
    await field(panel, 'WhatsApp').fill('+1 206 555 0102');
    await field(panel, 'Pay').fill('$25/hour');
    await select(panel, 'Employment').selectOption({ label: 'Temporary' });
    await publish(page, panel);

    // The other three: the common fields, then each category's own.
    const posts: { common: CommonFields; fillOwn: (panel: Locator) => Promise<void> }[] = [
      {
        common: {
          category: 'Mentor',
          subcategory: 'Career',
          title: 'Career coaching for new arrivals',
          city: 'Toronto',
          contact: ['Email', 'dawit@example.org'],
        },
        fillOwn: async (panel) => {
          await field(panel, 'Display name').fill('Dawit');
          await panel.getByRole('textbox', { name: 'Bio' }).fill('Ten years in tech hiring.');
          await field(panel, 'Topics').fill('resumes, interviews');
          await field(panel, 'Languages').fill('English, Tigrinya');
          await field(panel, 'Price per session (USD)').fill('40');
        },
      },
      {
        common: {
          category: 'Marketplace',
          subcategory: 'Books',
          title: 'Tigrinya dictionary, like new',
          city: 'London',
          contact: ['Telegram', '@abeba'],
        },
        fillOwn: async (panel) => {
          await select(panel, 'Condition').selectOption({ label: 'Like new' });
          await field(panel, 'Brand').fill('Hidri');
        },
      },
      {
        common: {
          category: 'Match',
          subcategory: 'Friendship',
          title: 'New in Frankfurt, looking for friends',
          city: 'Frankfurt',
          contact: ['Phone', '+49 69 555 0103'],
        },
        fillOwn: async (panel) => {
          await field(panel, 'Age').fill('29');
          await select(panel, 'Gender').selectOption({ label: 'Female' });
          await select(panel, 'Seeking').selectOption({ label: 'Any' });
        },
      },
    ];
    for (const { common, fillOwn } of posts)
      await postThroughPanel(page, testInfo, common, fillOwn);

    await page.goto('/account/listings');
    await expect(page.getByTestId('own-listing')).toHaveCount(4);
    const mine = (await (await page.request.get('/api/listings/mine')).json()) as {
      title: string;
      description: string;
      price_cents: number | null;
    }[];
    const byTitle = Object.fromEntries(mine.map((listing) => [listing.title, listing]));
    expect(byTitle['Help moving on Saturday']?.description).toContain('• Job type: Gig');
    expect(byTitle['Career coaching for new arrivals']?.description).toContain(
      '• Price: $40/session',
    );
    expect(byTitle['Career coaching for new arrivals']?.price_cents).toBe(4000);
    expect(byTitle['Tigrinya dictionary, like new']?.description).toContain(
      '• Condition: like-new',
    );
    expect(byTitle['New in Frankfurt, looking for friends']?.description).toContain(
      '• Seeking: Any',
    );
  });

  test('signed out, My Listings asks to sign in and + Post opens the sign-in modal', async ({
    page,
  }, testInfo) => {
    await openHome(page, testInfo, '/account/listings');
    await expect(page.getByText('Please sign in to see your listings.')).toBeVisible();
    await postButton(page, testInfo).click();
    await expect(page.getByTestId('post-panel')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
