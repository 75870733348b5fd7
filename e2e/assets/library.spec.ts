import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { photo } from '../support/photos';

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function upload(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page.getByRole('button', { name: 'Upload Assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
  await dialog
    .getByLabel('Choose images')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
  await dialog.getByRole('button', { name: `Upload (${files.length})` }).click();
  return dialog;
}

test('upload with a duplicate, filter, edit the category, and delete a selection', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Sonne',
    locations: [{ address: 'Sonnenweg 5', city: 'Meran', country: 'Italy' }],
  });
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/all-content$/);
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();

  const pool = await photo(1);
  const dialog = await upload(page, [
    { name: 'pool.jpg', buffer: pool },
    { name: 'breakfast.jpg', buffer: await photo(2) },
    { name: 'pool-copy.jpg', buffer: pool },
  ]);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('1 image was skipped because it has already been uploaded.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, 'pool.jpg')).toBeVisible();
  await expect(card(page, 'breakfast.jpg')).toBeVisible();

  // The built-in generator categorised them from their names.
  await page.getByLabel('Category').selectOption('Dining');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'breakfast.jpg')).toBeVisible();
  await page.getByLabel('Category').selectOption('all');
  await page.getByPlaceholder('Search assets...').fill('POOL');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'pool.jpg')).toBeVisible();
  await page.getByPlaceholder('Search assets...').fill('');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: /^Tags/ }).click();
  await page.getByRole('menuitem', { name: 'pool' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove filter pool' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  // Property is kept after a reload (the earlier product dropped it).
  await card(page, 'breakfast.jpg').hover();
  await page.getByRole('button', { name: 'Edit asset breakfast.jpg' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Asset' });
  await edit.getByLabel('Category').selectOption('Property');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await page.reload();
  await page.getByLabel('Category').selectOption('Property');
  await expect(card(page, 'breakfast.jpg')).toBeVisible();
  await page.getByLabel('Category').selectOption('all');

  await page.getByRole('button', { name: 'Select Multiple' }).click();
  await page.getByRole('button', { name: 'Select pool.jpg' }).click();
  await expect(page.getByText('1 item selected')).toBeVisible();
  await page.getByRole('button', { name: 'Select breakfast.jpg' }).click();
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 2 assets?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Multiple' })).toBeVisible();
});

test('a file that is not an image gets its own message while the good one uploads', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Mond',
    locations: [{ address: 'Mondweg 1', city: 'Lienz', country: 'Austria' }],
  });
  await page.goto('/all-content');
  await page.getByRole('button', { name: 'Upload Assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
  await dialog.getByLabel('Choose images').setInputFiles([
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo(5) },
    { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo at all') },
  ]);
  await dialog.getByRole('button', { name: 'Upload (2)' }).click();
  await expect(
    dialog.getByText('Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'garden.jpg')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});
