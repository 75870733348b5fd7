import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { photo } from '../support/photos';
import { apiWrite } from '../support/templates';

/**
 * Channel readiness (issue 32): a room with 2 photos fails Booking.com's photo rule on /channels; its Fix link
 * opens the room's image editor, two photos are added there, and back on /channels the rule passes; the
 * dashboard's score and its Booking.com line change with it.
 */

/** Uploads photos as the upload dialog does; the seeds differ from support/photos.ts's, so none is a duplicate. */
async function upload(page: Page, hotelId: string, names: string[], firstSeed: number) {
  // The app's own origin, as a browser sends it (the origin check refuses another site's writes).
  const origin = process.env.E2E_BASE_URL as string;
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const response = await page.request.post(`/api/hotels/${hotelId}/assets`, {
      headers: { origin },
      multipart: {
        category: 'Room Photos',
        file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await photo(firstSeed + index) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { asset: { id: string } }).asset.id);
  }
  return ids;
}

const roomPhotosRule = (page: Page) => page.locator('[data-rule="booking.roomPhotos"]');

async function openBookingChecklist(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
  await expect(page).toHaveURL(/\/channels$/);
  await page.getByRole('button', { name: 'Open the Booking.com checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Booking.com checklist' })).toBeFocused();
}

test('a room with 2 photos fails Booking.com; its Fix link leads to the room, two more photos make it pass', async ({
  page,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const [bed, bath] = await upload(page, hotelId, ['bed', 'bath'], 41);
  const { room } = await apiWrite<{ room: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms`,
    {
      name: 'Deluxe Double Room',
      type: 'double',
    },
  );
  for (const assetId of [bed, bath])
    await apiWrite(
      page.request,
      'POST',
      `/api/hotels/${hotelId}/rooms/${room.id}/gallery/images`,
      { assetId },
      200,
    );

  await page.goto('/dashboard');
  const scoreCard = page.getByRole('region', { name: 'Content Score' });
  const score = scoreCard.getByTestId('content-score');
  await expect(score).toHaveText(/^\d+$/);
  const scoreBefore = await score.textContent();
  const bookingLine = scoreCard.getByRole('listitem').filter({ hasText: /^Booking\.com:/ });
  await expect(bookingLine).toHaveText(/^Booking\.com: \d+ to fix$/);
  const bookingBefore = await bookingLine.textContent();

  // The matrix: Booking.com's photos are missing something; its checklist names the room.
  await openBookingChecklist(page);
  const photosRow = page
    .getByRole('table', { name: 'Readiness per channel and rule group' })
    .getByRole('row', {
      name: /^Photos/,
    });
  await expect(photosRow.getByRole('cell').first()).toHaveText(/^Missing: \d+$/);
  await expect(roomPhotosRule(page)).toContainText('Missing');
  await expect(roomPhotosRule(page)).toContainText('Deluxe Double Room');

  // Fix opens the room's image editor on the rooms page.
  await roomPhotosRule(page).getByRole('link', { name: 'Fix: Deluxe Double Room' }).click();
  await expect(page).toHaveURL(new RegExp(`/active-content/rooms\\?room=${room.id}$`));
  await expect(page.getByRole('heading', { name: 'Deluxe Double Room' })).toBeVisible();
  await upload(page, hotelId, ['desk', 'window'], 51);
  await page.getByRole('button', { name: 'Add Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Images' });
  for (const name of ['desk.jpg', 'window.jpg']) await picker.getByRole('button', { name }).click();
  await picker.getByRole('button', { name: 'Add 2 images' }).click();
  await expect(picker).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved successfully!')).toBeVisible();

  // Back on /channels the rule passes: it sits among the ready rules.
  await openBookingChecklist(page);
  await page.getByText(/^Ready \(\d+\)$/).click();
  await expect(roomPhotosRule(page)).toBeVisible();
  await expect(roomPhotosRule(page)).toContainText('Ready');
  await expect(roomPhotosRule(page).getByRole('link')).toHaveCount(0);

  // The dashboard's score and its Booking.com line change with it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(score).toHaveText(/^\d+$/);
  await expect(score).not.toHaveText(scoreBefore!);
  await expect(bookingLine).not.toHaveText(bookingBefore!);

  // On a phone the matrix scrolls sideways in its own box; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/channels');
  await expect(page.getByRole('table', { name: 'Readiness per channel and rule group' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
