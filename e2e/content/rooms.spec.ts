import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

/** The image names in the room editor's grid, in their order on screen. */
function roomImageOrder(page: Page) {
  return page
    .getByRole('list', { name: 'Room images' })
    .getByRole('button', { name: /^Move image / })
    .evaluateAll((handles) =>
      handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace('Move image ', '')),
    );
}

/**
 * Lifts an image with Space, as a keyboard user does, and waits until the arrows and Escape move it: dnd-kit's
 * keyboard sensor announces the lift at once but starts listening for keys only on the page's next task
 * (KeyboardSensor.attach). A person is never that fast; a test that presses on at once sometimes was.
 */
async function liftImage(page: Page, name: string, announcement?: string) {
  await page.getByRole('button', { name: `Move image ${name}` }).focus();
  await page.keyboard.press('Space');
  if (announcement) await expect(page.getByText(announcement)).toBeAttached();
  // A timer set now runs after the sensor's own (same delay, set later); then a frame for its measuring.
  await page.evaluate(
    () => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()))),
  );
}

test('create a room, add three images from the picker, reorder with the keyboard, set a cover, save and reload', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Bergblick',
    locations: [{ address: 'Almweg 3', city: 'Innsbruck', country: 'Austria' }],
  });
  const hotelId = await onlyHotelId(page);
  await uploadPhotos(page, hotelId, ['bed', 'bath', 'view']);

  await page.getByRole('link', { name: 'Active Content' }).click();
  await expect(page).toHaveURL(/\/active-content$/);
  await page.getByRole('link', { name: 'Zur Raumverwaltung' }).click();
  await expect(page).toHaveURL(/\/active-content\/rooms$/);
  await expect(page.getByText('No rooms yet')).toBeVisible();

  // A blank name cannot be added.
  const addRoom = page.getByRole('button', { name: 'Add Room' });
  await page.getByLabel('Room name').fill('   ');
  await expect(addRoom).toBeDisabled();
  await page.getByLabel('Room name').fill('Seesuite');
  await page.getByLabel('Room type').selectOption('suite');
  await addRoom.click();
  const rooms = page.getByRole('list', { name: 'Rooms' });
  await expect(rooms.getByRole('button', { name: /^Seesuite/ })).toBeVisible();
  await rooms.getByRole('button', { name: /^Seesuite/ }).click();

  // Three images picked at once (issue 31, point 12), in the order picked; the first becomes the cover.
  await page.getByRole('button', { name: 'Add Image' }).click();
  const pickMany = page.getByRole('dialog', { name: 'Select Images' });
  await expect(pickMany.getByRole('button', { name: 'Add images' })).toBeDisabled();
  for (const name of ['bed.jpg', 'bath.jpg', 'view.jpg']) {
    await pickMany.getByRole('button', { name }).click();
    await expect(pickMany.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(pickMany.getByText('3 images selected')).toBeVisible();
  await pickMany.getByRole('button', { name: 'Add 3 images' }).click();
  await expect(pickMany).toHaveCount(0);
  await expect(page.getByText('3 images', { exact: true })).toBeVisible();
  expect(await roomImageOrder(page)).toEqual(['bed.jpg', 'bath.jpg', 'view.jpg']);
  // An image already in the room is dimmed in the picker and cannot be chosen again.
  await page.getByRole('button', { name: 'Add Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Images' });
  await expect(picker.getByRole('button', { name: 'bed.jpg' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);

  // Adding is a change that is not saved yet.
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeEnabled();

  // Keyboard: space lifts, the arrow moves, space drops; the screen reader hears each step.
  await liftImage(page, 'view.jpg', 'Picked up image view.jpg (3 of 3).');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Image view.jpg was moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Image view.jpg was dropped at position 2 of 3.')).toBeAttached();
  await expect.poll(() => roomImageOrder(page)).toEqual(['bed.jpg', 'view.jpg', 'bath.jpg']);

  // Escape cancels a move (once the lift is heard: a key before it would reach no drag).
  await liftImage(page, 'bed.jpg', 'Picked up image bed.jpg (1 of 3).');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Moving was cancelled. Image bed.jpg is back at position 1 of 3.'),
  ).toBeAttached();
  await expect.poll(() => roomImageOrder(page)).toEqual(['bed.jpg', 'view.jpg', 'bath.jpg']);

  // Setting a cover moves it to the front.
  await page.getByRole('button', { name: 'Set as cover: bath.jpg' }).click();
  await expect.poll(() => roomImageOrder(page)).toEqual(['bath.jpg', 'bed.jpg', 'view.jpg']);

  await save.click();
  await expect(page.getByText('Changes saved successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  // The message goes after 3 s.
  await expect(page.getByText('Changes saved successfully!')).toHaveCount(0, { timeout: 6_000 });

  await page.reload();
  await page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('button', { name: /^Seesuite/ })
    .click();
  await expect.poll(() => roomImageOrder(page)).toEqual(['bath.jpg', 'bed.jpg', 'view.jpg']);
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();

  // The content page's 'My Rooms' shows the room with its type.
  await page.getByRole('link', { name: 'Back to Hotel Content' }).click();
  await expect(page.getByRole('button', { name: /Raum Seesuite anzeigen/ })).toBeVisible();
});
