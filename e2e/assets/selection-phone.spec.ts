import { expect, test, type Locator } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** Seen whole: visible, and its box inside the phone's width (nothing cut off at either side). */
async function expectWithinPhone(button: Locator) {
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
}

test("on a 390 px phone the library's selection bar shows every action inside the screen", async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Kleinblick',
    locations: [{ address: 'Uferweg 4', city: 'Konstanz', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  await uploadPhotos(page, hotelId, ['terrace', 'breakfast']);
  await page.goto('/all-content');
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('button', { name: 'Select Multiple' }).click();
  await page.getByRole('button', { name: 'Select terrace.jpg' }).click();
  await expect(page.getByText('1 item selected')).toBeVisible();

  const actions = page.getByRole('group', { name: 'Selection actions' });
  for (const name of ['Select all', 'Set category', 'Add tags', 'Add to room', 'Add to template']) {
    await expect(actions.getByRole('button', { name })).toBeEnabled();
    await expectWithinPhone(actions.getByRole('button', { name }));
  }
  for (const name of ['Delete Selected', 'Exit Selection', 'Upload Assets']) {
    await expectWithinPhone(page.getByRole('button', { name, exact: true }));
  }
  // Nothing pushes the page sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});
