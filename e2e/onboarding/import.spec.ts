import { expect, test } from '@playwright/test';
import { fixtureFacts } from '../fakes/booking-fixture';
import { onboardToImportStep } from '../support/onboarding';
import { onlyHotelId } from '../support/photos';

/** The import fetches 20 photos of 1-3 MB and prepares each like an upload: seconds, more on a busy machine. */
const importTimeout = 60_000;

const progressItems = ['Hotel Information', 'Images & Assets', 'Room Data', 'Features & Amenities'];

test('importing a Booking.com property during onboarding: progress, rooms to correct, the suggested plan', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onboardToImportStep(page, {
    type: 'individual',
    name: 'Kunsthotel am Rhein',
    locations: [{ address: 'Steinenvorstadt 12', city: 'Basel', country: 'Switzerland' }],
  });
  const urlField = page.getByRole('textbox', { name: 'Booking.com property URL' });
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  const progress = page.getByRole('list', { name: 'Import progress' });
  await expect(progress.getByRole('listitem')).toHaveText(progressItems.map((label) => `${label}Pending`));

  // An address that is not a marketplace property is refused at the field.
  await urlField.fill('https://example.com/hotel/x');
  await importButton.click();
  await expect(page.getByText('Please enter a valid Booking.com property URL.')).toBeVisible();

  await urlField.fill(fixtureFacts.propertyUrl);
  await expect(page.getByText('Please enter a valid Booking.com property URL.')).toHaveCount(0);
  await importButton.click();
  await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
  // The photos take the longest: their item shows how far it is while the server works through them.
  const photosBar = page.getByRole('progressbar', { name: 'Images & Assets' });
  await expect(photosBar).toBeVisible({ timeout: importTimeout });
  await expect(photosBar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(progress.getByRole('listitem')).toHaveText(
    progressItems.map((label) => new RegExp(`^${label}Done`)),
    { timeout: importTimeout },
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('Imported Art House Basel')).toBeVisible();
  await expect(importButton).toBeEnabled();

  // The rooms panel lists what came in, each with the type guessed from its name.
  const roomsPanel = page.getByRole('region', { name: 'Your rooms' });
  const rooms = roomsPanel.getByRole('listitem');
  const roomLines = async () => (await rooms.allTextContents()).sort();
  await expect
    .poll(roomLines)
    .toEqual(
      [
        'Deluxe SuiteSuite',
        'Double Room with City ViewDouble',
        'Single RoomSingle',
        'Studio ApartmentOther',
        'Twin RoomTwin',
      ].sort(),
    );

  // Rename one.
  await page.getByRole('button', { name: 'Actions for room Twin Room' }).click();
  await page.getByRole('menuitem', { name: 'Edit Room' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Room' });
  await editDialog.getByLabel('Room name').fill('Twin Room with Courtyard View');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(roomsPanel.getByText('Twin Room with Courtyard View')).toBeVisible();

  // Delete one, after confirming.
  await page.getByRole('button', { name: 'Actions for room Studio Apartment' }).click();
  await page.getByRole('menuitem', { name: 'Delete Room' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Room' });
  // The import step speaks English; the room goes to the trash, restorable for 30 days (issue 31, point 4).
  await expect(deleteDialog).toContainText('Delete this room?');
  await expect(deleteDialog).toContainText('It moves to the trash');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toHaveCount(0);
  await expect(rooms).toHaveCount(4);

  // Add one with a name and a type.
  await roomsPanel.getByRole('button', { name: 'Add Room' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Room' });
  await addDialog.getByLabel('Room name').fill('Artist Loft');
  await addDialog.getByLabel('Room type').selectOption({ label: 'Family' });
  await addDialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(addDialog).toHaveCount(0);
  await expect
    .poll(roomLines)
    .toEqual(
      [
        'Artist LoftFamily',
        'Deluxe SuiteSuite',
        'Double Room with City ViewDouble',
        'Single RoomSingle',
        'Twin Room with Courtyard ViewTwin',
      ].sort(),
    );

  // The plan follows the room types with inventory in the listing (4 of its 5).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Suggested plan: Small (50)')).toBeVisible();
  const roomCount = page.getByRole('textbox', { name: 'Number of rooms' });
  await expect(roomCount).toHaveValue(String(fixtureFacts.roomCountWithInventory));
  await roomCount.fill('80');
  await expect(page.getByText('Suggested plan: Medium (150)')).toBeVisible();

  // The hotel now carries the property's name, and its library the property's photos.
  const hotelId = await onlyHotelId(page);
  const hotels = (await (await page.request.get('/api/hotels')).json()) as { hotels: { name: string }[] };
  expect(hotels.hotels.map((hotel) => hotel.name)).toEqual(['Art House Basel']);
  const library = await page.request.get(`/api/hotels/${hotelId}/assets?limit=60`);
  expect(library.status()).toBe(200);
  const { total, assets } = (await library.json()) as { total: number; assets: unknown[] };
  expect(total).toBe(fixtureFacts.photoCount);
  expect(assets).toHaveLength(fixtureFacts.photoCount);

  await page.getByRole('button', { name: 'Subscribe later' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('active-hotel-name')).toHaveText('Art House Basel');
});
