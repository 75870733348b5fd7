import { expect, test } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { apiWrite } from '../support/templates';

/**
 * Content languages (issue 37, part 1): a hotel in Germany writes German first; its owner adds Italian in
 * Settings -> Hotel and finds it kept after a reload; a description written on the content page says it is
 * German, and a room's German text stored as English (as every text was before hotels had languages) is
 * corrected to German and stays so.
 */
test('a hotel in Germany writes German first, serves Italian too, and its texts say their language', async ({
  page,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const { room } = await apiWrite<{ room: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms`,
    {
      name: 'Doppelzimmer Seeblick',
      type: 'double',
    },
  );
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/rooms/${room.id}/description`, {
    content: 'Geräumiges Doppelzimmer mit Balkon und Blick auf den Bodensee.',
    language: 'en',
  });

  await page.goto('/settings/hotel');
  const section = page.getByRole('region', { name: 'Content languages: Hotel Seeblick' });
  const primary = section.getByRole('combobox', { name: 'Primary language' });
  await expect(primary).toHaveValue('de');
  await expect(section.getByRole('checkbox', { name: 'German (primary)' })).toBeChecked();
  const italian = section.getByRole('checkbox', { name: 'Italian' });
  await expect(italian).not.toBeChecked();
  await italian.check();
  await section.getByRole('button', { name: 'Save languages' }).click();
  await expect(section.getByText('Content languages saved.')).toBeVisible();
  await page.reload();
  await expect(primary).toHaveValue('de');
  await expect(section.getByRole('checkbox', { name: 'German (primary)' })).toBeChecked();
  await expect(italian).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'English' })).not.toBeChecked();

  // A description written on the content page is German, the primary language.
  await page.goto('/active-content');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Bearbeiten' }).click();
  await panel.getByRole('textbox', { name: 'Beschreibung' }).fill('Ein ruhiges Haus direkt am Bodensee.');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByText('Geschrieben auf Deutsch')).toBeVisible();

  // The room's German text stored as English is corrected, and stays German after a reload.
  await page.goto(`/active-content?room=${room.id}`);
  await expect(panel.getByText('Geschrieben auf Englisch')).toBeVisible();
  await panel.getByRole('button', { name: 'Sprache ändern' }).click();
  await panel.getByRole('combobox', { name: 'Sprache des Textes' }).selectOption({ label: 'Deutsch' });
  await panel.getByRole('button', { name: 'Sprache übernehmen' }).click();
  await expect(panel.getByText('Geschrieben auf Deutsch')).toBeVisible();
  await page.reload();
  await expect(
    panel.getByText('Geräumiges Doppelzimmer mit Balkon und Blick auf den Bodensee.'),
  ).toBeVisible();
  await expect(panel.getByText('Geschrieben auf Deutsch')).toBeVisible();
  const stored = await page.request.get(`/api/hotels/${hotelId}/rooms/${room.id}/description?language=de`);
  expect(await stored.json()).toMatchObject({
    language: 'de',
    content: expect.stringContaining('Doppelzimmer'),
  });
});
