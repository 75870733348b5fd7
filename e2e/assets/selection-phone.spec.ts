import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** How many pixels of the phone's screen the library's toolbar (the box around search and selection actions) covers. */
const toolbarHeightOnScreen = (page: Page) =>
  page.evaluate(() => {
    let toolbar = document.querySelector('[aria-label="Selection actions"]')!;
    while (!toolbar.querySelector('input[type="search"]')) toolbar = toolbar.parentElement!;
    const box = toolbar.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });

test('on a 390 px phone the selection bar leaves the screen to the photos once scrolled, its actions still reachable', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Langblick',
    locations: [{ address: 'Uferweg 6', city: 'Konstanz', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  const names = Array.from({ length: 18 }, (_, index) => `room-${index + 1}`);
  await uploadPhotos(page, hotelId, names);
  await page.goto('/all-content');
  await expect(page.getByRole('article')).toHaveCount(18);

  await page.getByRole('button', { name: 'Select Multiple' }).click();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Select room-/ })
    .click();
  await expect(page.getByText('1 item selected')).toBeVisible();

  // Selecting further down the library: the toolbar must not sit over a quarter of the screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page
    .getByRole('article')
    .last()
    .getByRole('button', { name: /^Select room-/ })
    .click();
  await expect(page.getByText('2 items selected')).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await toolbarHeightOnScreen(page)).toBeLessThanOrEqual(phone.height * 0.25);

  // Every action is still there to reach, and works.
  const actions = page.getByRole('group', { name: 'Selection actions' });
  for (const button of [
    ...['Select all', 'Set category', 'Add tags', 'Add to room', 'Add to template'].map((name) =>
      actions.getByRole('button', { name }),
    ),
    ...['Delete Selected', 'Exit Selection', 'Upload Assets'].map((name) =>
      page.getByRole('button', { name, exact: true }),
    ),
  ]) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    await expectWithinPhone(button);
  }
  await actions.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText('18 items selected')).toBeVisible();
});
