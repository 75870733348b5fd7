import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

async function openContentPage(page: Page, names: string[]) {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Uferstraße 7', city: 'Konstanz', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  await uploadPhotos(page, hotelId, names);
  await page.getByRole('link', { name: 'Active Content' }).click();
  await expect(page).toHaveURL(/\/active-content$/);
  await expect(page.getByRole('heading', { name: 'Hotel Seeblick' })).toBeVisible();
  return hotelId;
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Inhalte' });

test('the hotel gallery shows every image; the lightbox steps through them and sets a cover that stays', async ({
  page,
}) => {
  await openContentPage(page, ['lobby', 'terrace', 'spa']);
  await expect(page.getByText('Uferstraße 7')).toBeVisible();
  // The hotel gallery starts with every image of the library, in a mosaic with the cover first.
  const tiles = page.getByRole('button', { name: /^Bild .+ anzeigen$/ });
  await expect(tiles).toHaveCount(3);
  await expect(page.getByText('Keine weiteren Bilder')).toBeVisible();
  const names = (
    await tiles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Bild (.+) anzeigen$/, '$1'));

  await tiles.first().click();
  const lightbox = page.getByRole('dialog', { name: names[0] });
  await expect(lightbox.getByText('1 / 3')).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Titelbild' })).toBeDisabled();
  await lightbox.getByRole('button', { name: 'Nächstes Bild' }).click();
  await expect(page.getByRole('dialog').getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog').getByText('3 / 3')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Vorheriges Bild' }).click();
  await expect(page.getByRole('dialog', { name: names[1] }).getByText('2 / 3')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Als Titelbild festlegen' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Titelbild' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The new cover leads the mosaic, also after a reload; the others keep their order.
  const expected = [names[1], names[0], names[2]].map((name) => `Bild ${name} anzeigen`);
  const labels = () =>
    page
      .getByRole('button', { name: /^Bild .+ anzeigen$/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  await expect.poll(labels).toEqual(expected);
  await page.reload();
  await expect.poll(labels).toEqual(expected);
});

test('edit and save the description, then generate variants with the built-in generator', async ({
  page,
}) => {
  await openContentPage(page, ['garden']);

  // Description: edit, save, reload, still there, split into paragraphs.
  await tabs(page).getByRole('tab', { name: 'Description' }).click();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Beschreibung').fill('Ein ruhiges Haus am See.\nMit eigenem Badesteg.');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Mit eigenem Badesteg.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ein ruhiges Haus am See.', { exact: true })).toBeVisible();
  await expect(page.getByText('Mit eigenem Badesteg.', { exact: true })).toBeVisible();

  // Two variants from the built-in generator, which says so; choosing one opens it for editing.
  await page.getByRole('button', { name: 'Beschreibung generieren' }).click();
  await expect(page.getByText(/Eingebaute Schreibhilfe, kein KI-Dienst eingerichtet/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Variante 2 übernehmen' }).click();
  const editor = page.getByLabel('Beschreibung');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('Hotel Seeblick');
});

test('switch features of the hotel and of a room; each stays after a reload', async ({ page }) => {
  await openContentPage(page, ['garden']);

  // A facility switched on stays on after a reload.
  await tabs(page).getByRole('tab', { name: 'Facilities & Services' }).click();
  await page.getByRole('button', { name: 'Most popular facilities' }).click();
  const wifi = page.getByRole('switch', { name: 'Free WiFi' }).first();
  await expect(wifi).toHaveAttribute('aria-checked', 'false');
  await wifi.click();
  await expect(wifi).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await tabs(page).getByRole('tab', { name: 'Facilities & Services' }).click();
  await page.getByRole('button', { name: 'Most popular facilities' }).click();
  await expect(page.getByRole('switch', { name: 'Free WiFi' }).first()).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // A room: created in 'My Rooms', selected, its feature switched on, kept after a reload.
  await page.getByRole('button', { name: 'manage rooms' }).click();
  await page.getByLabel('Raumname*').fill('Doppelzimmer Seeseite');
  await page.getByRole('button', { name: 'Raum erstellen' }).click();
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.getByRole('button', { name: 'Raum Doppelzimmer Seeseite anzeigen' }).click();
  await expect(page.getByRole('button', { name: 'Zurück zum Hotel' })).toBeVisible();
  await tabs(page).getByRole('tab', { name: 'Room Facilities' }).click();
  await page.getByRole('button', { name: 'Outdoors' }).click();
  await page.getByRole('switch', { name: 'Balcony' }).click();
  await expect(page.getByRole('switch', { name: 'Balcony' })).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await tabs(page).getByRole('tab', { name: 'Room Facilities' }).click();
  await page.getByRole('button', { name: 'Outdoors' }).click();
  await expect(page.getByRole('switch', { name: 'Balcony' })).toHaveAttribute('aria-checked', 'true');

  // Back to the hotel: its tabs again, and the room's switch did not touch the hotel's.
  await page.getByRole('button', { name: 'Zurück zum Hotel' }).click();
  await expect(tabs(page).getByRole('tab', { name: 'Hotel Area Info' })).toBeVisible();
});
