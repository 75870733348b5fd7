import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';
import { createTemplate } from '../support/templates';

const actions = (page: Page) => page.getByRole('group', { name: 'Seitenaktionen' });

test("the content page works with the newest published template; 'Im Template speichern' stores the description and images", async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Uferstraße 7', city: 'Konstanz', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  await uploadPhotos(page, hotelId, ['lobby', 'terrace']);
  await createTemplate(page, hotelId, { name: 'Entwurf', contentDescription: 'Entwurfstext.' });
  const summer = await createTemplate(page, hotelId, {
    name: 'Sommer am See',
    isPublished: true,
    contentDescription: 'Sommer am See.\nMit Badesteg.',
  });

  await page.goto('/active-content');
  await expect(page.getByText('Template: Sommer am See')).toBeVisible();
  await expect(page.getByText('Mit Badesteg.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Beschreibung').fill('Neuer Sommertext.\nZweite Zeile.');
  await actions(page).getByRole('button', { name: 'Im Template speichern' }).click();
  await expect(
    page.getByText('Änderungen im Template "Sommer am See" gespeichert: Beschreibung und 2 Bilder.'),
  ).toBeVisible();

  // Stored in the template: its description and the hotel gallery's two images, cover first.
  const stored = await (await page.request.get(`/api/hotels/${hotelId}/templates/${summer.id}`)).json();
  expect(stored.template.content.description).toBe('Neuer Sommertext.\nZweite Zeile.');
  expect(stored.template.images).toHaveLength(2);
  await page.reload();
  await expect(page.getByText('Zweite Zeile.', { exact: true })).toBeVisible();

  // A room's view cannot be saved into the template.
  await page.getByRole('button', { name: 'manage rooms' }).click();
  await page.getByLabel('Raumname*').fill('Suite');
  await page.getByRole('button', { name: 'Raum erstellen' }).click();
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.getByRole('button', { name: 'Raum Suite anzeigen' }).click();
  await expect(page).toHaveURL(/room=/);
  await actions(page).getByRole('button', { name: 'Im Template speichern' }).click();
  await expect(
    page.getByText(
      'Raum-spezifische Änderungen können nicht im Template gespeichert werden. Bitte kehren Sie zur Hotelansicht zurück.',
    ),
  ).toBeVisible();
});

test("a draft's preview on the content page shows that template and hides My Rooms", async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Bergblick',
    locations: [{ address: 'Bergweg 1', city: 'Zermatt', country: 'Switzerland' }],
  });
  const hotelId = await onlyHotelId(page);
  await createTemplate(page, hotelId, {
    name: 'Veröffentlicht',
    isPublished: true,
    contentDescription: 'A.',
  });
  const draft = await createTemplate(page, hotelId, { name: 'Winterzauber', contentDescription: 'Schnee.' });
  await page.goto(`/active-content?templateId=${draft.id}&preview=true`);
  await expect(page.getByText('Template: Winterzauber')).toBeVisible();
  await expect(page.getByText('Schnee.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Rooms' })).toHaveCount(0);
  // Without preview, the same page shows 'My Rooms' and works with the published template.
  await page.goto('/active-content');
  await expect(page.getByText('Template: Veröffentlicht')).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Rooms' })).toBeVisible();
});
