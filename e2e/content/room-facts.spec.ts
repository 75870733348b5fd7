import { expect, test } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';

test("set a room's facts on the rooms page, reload and see them; children above the guests is refused under the field", async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Seestrasse 1', city: 'Zürich', country: 'Switzerland' }],
  });
  await page.getByRole('link', { name: 'Active Content' }).click();
  await page.getByRole('link', { name: 'Zur Raumverwaltung' }).click();
  await expect(page).toHaveURL(/\/active-content\/rooms$/);
  await page.getByLabel('Room name').fill('Deluxe Double');
  await page.getByLabel('Room type').selectOption('double');
  await page.getByRole('button', { name: 'Add Room' }).click();

  await page.getByRole('button', { name: 'Edit room Deluxe Double' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Room' });
  await dialog.getByLabel('Max. guests').fill('2');
  await dialog.getByLabel('Standard occupancy').fill('2');
  await dialog.getByRole('button', { name: 'Add bed' }).click();
  await dialog.getByLabel('Bed type 1').selectOption('double');
  await dialog.getByLabel('Size (m²)').fill('25');
  await dialog.getByLabel('Number of rooms').fill('8');
  await dialog.getByLabel('View').selectOption('lake');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const room = page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('listitem')
    .filter({ hasText: 'Deluxe Double' });
  await expect(room).toContainText('2 guests · 1 double · 25 m²');
  await page.reload();
  await expect(room).toContainText('2 guests · 1 double · 25 m²');

  await page.getByRole('button', { name: 'Edit room Deluxe Double' }).click();
  await expect(dialog.getByLabel('Number of rooms')).toHaveValue('8');
  await expect(dialog.getByLabel('View')).toHaveValue('lake');
  await dialog.getByLabel('Max. children').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const children = dialog.getByLabel('Max. children');
  await expect(children).toHaveAttribute('aria-invalid', 'true');
  await expect(children).toHaveAccessibleDescription('Children cannot be more than the maximum guests');
  await expect(dialog.getByLabel('Max. guests')).not.toHaveAttribute('aria-invalid', 'true');
});
