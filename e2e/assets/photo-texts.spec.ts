import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { photo } from '../support/photos';
import { apiWrite } from '../support/templates';

/**
 * A photo's caption and alt text per language (issue 37, part 2): a hotel in Germany that also serves Italian
 * writes them in German in Edit Asset and the caption in Italian below; when the German caption changes, the
 * Italian one says it is stale.
 */
async function openEditAsset(page: Page, name: string) {
  await page.getByRole('article', { name }).hover();
  await page.getByRole('button', { name: `Edit asset ${name}` }).click();
  return page.getByRole('dialog', { name: 'Edit Asset' });
}

test("a photo's caption and alt text in German and Italian, the Italian caption stale once the German changes", async ({
  page,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seeweg 1',
    city: 'Lindau',
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/content-languages`, {
    primaryLanguage: 'de',
    languages: ['de', 'it'],
  });
  await page.goto('/all-content');
  await page.getByRole('button', { name: 'Upload Assets' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Assets' });
  await upload
    .getByLabel('Choose images')
    .setInputFiles([{ name: 'IMG_0815.jpg', mimeType: 'image/jpeg', buffer: await photo(21) }]);
  await upload.getByRole('button', { name: 'Upload (1)' }).click();
  await expect(upload).toHaveCount(0);

  let edit = await openEditAsset(page, 'IMG_0815.jpg');
  await expect(edit.getByText("In German, the hotel's primary language.")).toBeVisible();
  // The built-in generator writes no caption or alt text.
  await expect(edit.getByLabel('Caption', { exact: true })).toHaveValue('');
  const italian = edit.getByRole('group', { name: 'Italian' });
  await expect(italian.getByLabel('Caption (Italian)')).toHaveAccessibleDescription('Missing');
  await edit.getByLabel('Caption', { exact: true }).fill('Frühstück auf der Terrasse');
  await edit.getByLabel('Alt text', { exact: true }).fill('Ein gedeckter Tisch vor den Bergen');
  await italian.getByLabel('Caption (Italian)').fill('Colazione in terrazza');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);

  edit = await openEditAsset(page, 'IMG_0815.jpg');
  await expect(edit.getByLabel('Caption', { exact: true })).toHaveValue('Frühstück auf der Terrasse');
  await expect(edit.getByLabel('Alt text', { exact: true })).toHaveValue(
    'Ein gedeckter Tisch vor den Bergen',
  );
  await expect(edit.getByLabel('Caption (Italian)')).toHaveValue('Colazione in terrazza');
  await expect(edit.getByLabel('Caption (Italian)')).toHaveAccessibleDescription('Current');
  await expect(edit.getByLabel('Alt text (Italian)')).toHaveAccessibleDescription('Missing');

  await edit.getByLabel('Caption', { exact: true }).fill('Frühstück auf der Sonnenterrasse');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);

  edit = await openEditAsset(page, 'IMG_0815.jpg');
  await expect(edit.getByLabel('Caption (Italian)')).toHaveValue('Colazione in terrazza');
  await expect(edit.getByLabel('Caption (Italian)')).toHaveAccessibleDescription(
    /^Stale: the German text changed on \d{1,2} \w{3} \d{4}$/,
  );
});
