import { expect, test } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

test('Delete Selected asks with the count and usage; Cancel keeps everything, Delete moves the selection to the trash', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Auswahl',
    locations: [{ address: 'Auswahlweg 4', city: 'Bregenz', country: 'Austria' }],
  });
  await uploadPhotos(page, await onlyHotelId(page), ['lobby', 'garden', 'sauna']);
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/all-content$/);
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.getByRole('button', { name: 'Select Multiple' }).click();
  for (const name of ['lobby.jpg', 'garden.jpg', 'sauna.jpg']) {
    await page.getByRole('button', { name: `Select ${name}` }).click();
  }
  await expect(page.getByText('3 items selected')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const question = page.getByRole('dialog', { name: 'Delete 3 assets?' });
  await expect(question.getByText('Not used in any gallery, room or template')).toBeVisible();
  await expect(question.getByText(/They move to the trash/)).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('3 items selected')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.getByRole('button', { name: 'Select Multiple' }).click();
  await page.getByRole('button', { name: 'Select garden.jpg' }).click();
  await page.getByRole('button', { name: 'Select sauna.jpg' }).click();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 2 assets?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'lobby.jpg' })).toBeVisible();
});
