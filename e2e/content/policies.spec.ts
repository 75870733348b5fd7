import { expect, test } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';

/** Issue 31, point 6: policies that exclude each other are one choice; check-in and check-out are time ranges. */
test('pets are one choice and check-in a time range; both are kept after a reload', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Regelwerk',
    locations: [{ address: 'Marktplatz 1', city: 'Lindau', country: 'Germany' }],
  });
  await page.getByRole('link', { name: 'Active Content' }).click();
  await page.getByRole('tablist', { name: 'Inhalte' }).getByRole('tab', { name: 'Policies' }).click();

  const pets = page.getByRole('group', { name: 'Pets' });
  await expect(pets.getByRole('radio', { name: 'Keine Angabe' })).toBeChecked();
  await pets.getByRole('radio', { name: 'Pets allowed', exact: true }).check();
  await pets.getByRole('radio', { name: 'Pets allowed on request' }).check();
  const checkIn = page.getByRole('group', { name: 'Check-in' });
  // An end before the start is refused at the field, before anything is sent.
  await checkIn.getByLabel('Von').fill('15:00');
  await checkIn.getByLabel('Bis').fill('13:00');
  await page.getByRole('button', { name: 'Richtlinien speichern' }).click();
  await expect(checkIn.getByText('Das Ende muss nach dem Beginn liegen.')).toBeVisible();
  await checkIn.getByLabel('Bis').fill('22:30');
  await page.getByRole('button', { name: 'Richtlinien speichern' }).click();
  await expect(page.getByText('Richtlinien gespeichert.')).toBeVisible();

  await page.reload();
  await page.getByRole('tablist', { name: 'Inhalte' }).getByRole('tab', { name: 'Policies' }).click();
  const petsAfter = page.getByRole('group', { name: 'Pets' });
  await expect(petsAfter.getByRole('radio', { name: 'Pets allowed on request' })).toBeChecked();
  // Only that one: the group cannot hold a second, contradicting option.
  await expect(petsAfter.getByRole('radio', { checked: true })).toHaveCount(1);
  const checkInAfter = page.getByRole('group', { name: 'Check-in' });
  await expect(checkInAfter.getByLabel('Von')).toHaveValue('15:00');
  await expect(checkInAfter.getByLabel('Bis')).toHaveValue('22:30');
  // The old exclusive switches are gone; the combinable policies stay switches.
  await expect(page.getByRole('switch', { name: 'Pets allowed' })).toHaveCount(0);
});
