import { expect, type Page, test } from '@playwright/test';
import { ONE_WIDTH, signUpAndConfirm } from './support.ts';

/** The result row of one kind: its label and the count this run added. */
const row = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Added by this run' }).getByRole('listitem').filter({
    hasText: label,
  });

const KINDS = ['Forum boards', 'Match questions', 'Mentors', 'Listings'];

test('the seed page asks a visitor to sign in, then a member runs it twice: the second run adds nothing', {
  tag: ONE_WIDTH,
}, async ({ page }) => {
  await page.goto('/admin/seed');
  await expect(page.getByRole('heading', { name: 'Seed Demo Data' })).toBeVisible();
  await expect(page.getByText('Please sign in to run the seed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run Seed' })).toHaveCount(0);

  await signUpAndConfirm(page, 'seed');
  await page.goto('/admin/seed');
  await page.getByRole('button', { name: 'Run Seed' }).click();
  // The first run of this site adds boards and listings; a run of the other width finds them there.
  for (const kind of KINDS) await expect(row(page, kind)).toHaveText(new RegExp(`^${kind}\\d+$`));

  await page.getByRole('button', { name: 'Run Seed' }).click();
  await expect(
    page.getByText('Nothing new was added: the demo data is already there.'),
  ).toBeVisible();
  for (const kind of KINDS) await expect(row(page, kind)).toHaveText(`${kind}0`);
});
