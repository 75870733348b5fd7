import { expect, test } from '@playwright/test';
import { chooseCountry, onboardNewUser } from '../support/onboarding';

test('a chain adds, edits, selects and deletes hotels', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'chain',
    name: 'Seeblick Gruppe',
    locations: [{ name: 'Seeblick Konstanz', address: 'Seestrasse 1', city: 'Konstanz', country: 'Germany' }],
  });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/hotel$/);
  const first = page.getByRole('article', { name: 'Seeblick Konstanz' });
  await expect(first).toBeVisible();
  // Delete shows only once there is more than one hotel.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Hotel' }).click();
  const add = page.getByRole('dialog', { name: 'Add Hotel' });
  const save = add.getByRole('button', { name: 'Add Hotel' });
  await add.getByLabel('Name').fill('Seeblick Lindau');
  await expect(save).toBeDisabled();
  await add.getByLabel('Website').fill('seeblick-lindau.example');
  // The same field names as onboarding, and the country from the ISO list.
  await add.getByLabel('Address').fill('Hafenplatz 3');
  await add.getByLabel('City').fill('Lindau');
  await expect(add.getByLabel('Country').getByRole('option', { name: 'Germany (Deutschland)' })).toHaveCount(
    1,
  );
  await chooseCountry(add.getByLabel('Country'), 'Germany');
  await expect(add.getByLabel('Category')).toHaveValue('business');
  await save.click();
  const second = page.getByRole('article', { name: 'Seeblick Lindau' });
  await expect(second).toBeVisible();
  await expect(second).toContainText('Hafenplatz 3, Lindau, Germany');
  await expect(second.getByRole('link', { name: /seeblick-lindau\.example/ })).toHaveAttribute(
    'href',
    'https://seeblick-lindau.example',
  );

  await second.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(edit.getByLabel('Address')).toHaveValue('Hafenplatz 3');
  await expect(edit.getByLabel('Country')).toHaveValue('DE');
  await chooseCountry(edit.getByLabel('Country'), 'Austria');
  await edit.getByLabel('Name').fill('Seeblick Lindau am Hafen');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const renamed = page.getByRole('article', { name: 'Seeblick Lindau am Hafen' });
  await expect(renamed).toBeVisible();
  await expect(renamed).toContainText('Hafenplatz 3, Lindau, Austria');
  // The chain's name from onboarding is shown.
  await expect(page.getByText('Hotel chain: Seeblick Gruppe')).toBeVisible();

  await renamed.getByRole('button', { name: 'Set as active' }).click();
  await expect(page.getByTestId('active-hotel-name')).toHaveText('Seeblick Lindau am Hafen');

  await renamed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Hotel' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this hotel? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
  // The deleted hotel was active: the first remaining one takes over.
  await expect(page.getByTestId('active-hotel-name')).toHaveText('Seeblick Konstanz');
});

test('an individual hotel can be edited but not added to or deleted', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Pension Linde',
    locations: [{ address: 'Lindenweg 4', city: 'Freiburg', country: 'Germany' }],
  });
  await page.goto('/settings/hotel');
  await expect(page.getByRole('article', { name: 'Pension Linde' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Hotel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(1);
});
