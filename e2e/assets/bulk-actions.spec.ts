import { expect, test } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

test('the library selects all it shows, sets one category and adds a tag for all, and adds them to a room', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Sammelblick',
    locations: [{ address: 'Seeweg 8', city: 'Lindau', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  await uploadPhotos(page, hotelId, ['zz-terrace', 'zz-breakfast', 'zz-bar', 'garden']);
  const origin = new URL(page.url()).origin;
  for (const name of ['Alpsuite', 'Seezimmer']) {
    const made = await page.request.post(`/api/hotels/${hotelId}/rooms`, {
      headers: { origin },
      data: { name },
    });
    expect(made.status(), await made.text()).toBe(201);
  }

  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/all-content$/);
  await expect(page.getByRole('article')).toHaveCount(4);

  // 'Select all' takes what the filters show: the search narrows it to three.
  await page.getByLabel('Search assets...').fill('zz');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Select Multiple' }).click();
  const actions = page.getByRole('group', { name: 'Selection actions' });
  await expect(actions.getByRole('button', { name: 'Set category' })).toBeDisabled();
  await actions.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText('3 items selected')).toBeVisible();

  await actions.getByRole('button', { name: 'Set category' }).click();
  const category = page.getByRole('dialog', { name: 'Set the category of 3 images' });
  await category.getByLabel('Category').selectOption('Dining');
  await category.getByRole('button', { name: 'Apply' }).click();
  await expect(category).toHaveCount(0);
  await expect(page.getByText('The 3 images are in Dining now.')).toBeVisible();

  await actions.getByRole('button', { name: 'Add tags' }).click();
  const tags = page.getByRole('dialog', { name: 'Add tags to 3 images' });
  await tags.getByLabel('Tags').fill('Seeblick');
  await tags.getByLabel('Tags').press('Enter');
  await tags.getByRole('button', { name: 'Apply' }).click();
  await expect(tags).toHaveCount(0);
  await expect(page.getByText('seeblick added to 3 images.')).toBeVisible();

  await actions.getByRole('button', { name: 'Add to room' }).click();
  const toRoom = page.getByRole('dialog', { name: 'Add 3 images to a room' });
  await toRoom.getByLabel('Room').selectOption({ label: 'Seezimmer' });
  await toRoom.getByRole('button', { name: 'Add to room' }).click();
  await expect(toRoom).toHaveCount(0);
  await expect(page.getByText('The 3 images are in Seezimmer now.')).toBeVisible();

  // Seen elsewhere: the filters find exactly those three, and the room's editor holds them.
  await page.getByRole('button', { name: 'Exit Selection' }).click();
  await page.getByLabel('Search assets...').fill('');
  await page.getByLabel('Category').selectOption('Dining');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'garden.jpg' })).toHaveCount(0);
  await page.goto('/all-content?tag=seeblick');
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.goto('/active-content/rooms');
  await page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('button', { name: /^Seezimmer/ })
    .click();
  await expect(page.getByText('3 images', { exact: true })).toBeVisible();
});
