import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

const galleryTiles = (page: Page) => page.getByRole('button', { name: /^Bild .+ anzeigen$/ });

test('deleting a photo says where it is used, moves it to the trash, and Restore puts it back in the gallery', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Papierkorb',
    locations: [{ address: 'Seeweg 2', city: 'Lindau', country: 'Germany' }],
  });
  await uploadPhotos(page, await onlyHotelId(page), ['lobby', 'garden']);
  // The hotel gallery links every image on its first read.
  await page.getByRole('link', { name: 'Active Content' }).click();
  await expect(galleryTiles(page)).toHaveCount(2);

  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete asset lobby.jpg' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Asset' });
  await expect(question.getByText('Used in the hotel gallery')).toBeVisible();
  await expect(question.getByText(/restored for 30 days/)).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'lobby.jpg' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Active Content' }).click();
  await expect(galleryTiles(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Bild lobby.jpg anzeigen' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Library' }).click();
  await page.getByRole('button', { name: 'Trash' }).click();
  const trash = page.getByRole('region', { name: 'Trash' });
  await expect(trash.getByText('lobby.jpg')).toBeVisible();
  await expect(trash.getByText(/30 days left/)).toBeVisible();
  await trash.getByRole('button', { name: 'Restore lobby.jpg' }).click();
  await expect(trash.getByText('The trash is empty.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to library' }).click();
  await expect(page.getByRole('article', { name: 'lobby.jpg' })).toBeVisible();
  await page.getByRole('link', { name: 'Active Content' }).click();
  await expect(page.getByRole('button', { name: 'Bild lobby.jpg anzeigen' })).toBeVisible();
  await expect(galleryTiles(page)).toHaveCount(2);
});
