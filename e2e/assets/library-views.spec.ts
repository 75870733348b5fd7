import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { photo } from '../support/photos';

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The edit and delete buttons of a card sit in one box that is shown or hidden as a whole. */
const cardActions = (page: Page, name: string) =>
  card(page, name)
    .getByRole('button', { name: `Edit asset ${name}` })
    .locator('..');

/** Opens the upload dialog from the empty library's invitation and uploads the photos. */
async function firstUpload(page: Page, names: string[]) {
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload your first photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
  await expect(dialog).toBeVisible();
  const files = await Promise.all(
    names.map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await photo(40 + index) })),
  );
  await dialog.getByLabel('Choose images').setInputFiles(files);
  await dialog.getByRole('button', { name: `Upload (${files.length})` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(names.length);
}

async function expectShown(actions: Locator) {
  await expect(actions).toBeVisible();
  // Playwright counts an element of opacity 0 as visible: what the eye sees is the opacity.
  await expect(actions).toHaveCSS('opacity', '1');
}

test('the empty library invites the first upload; filters survive a reload; the preview steps with arrow keys', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Stern',
    locations: [{ address: 'Sternplatz 2', city: 'Bozen', country: 'Italy' }],
  });
  await page.goto('/all-content');
  await firstUpload(page, ['lobby.jpg', 'pool.jpg', 'breakfast.jpg', 'pool-terrace.jpg']);

  // Filters and search go into the address; a reload shows the same view.
  await page.getByPlaceholder('Search assets...').fill('pool');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: /^Tags/ }).click();
  await page.getByRole('menuitem', { name: 'pool' }).click();
  await expect(page).toHaveURL(/[?&]search=pool(&|$)/);
  await expect(page).toHaveURL(/[?&]tag=pool(&|$)/);
  await page.getByLabel('Category').selectOption('Amenities');
  await expect(page).toHaveURL(/[?&]category=Amenities(&|$)/);
  // The built-in generator files pool photos under Amenities, tagged pool.
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('Amenities');
  await expect(page.getByPlaceholder('Search assets...')).toHaveValue('pool');
  await expect(page.getByRole('button', { name: 'Remove filter pool' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, 'pool.jpg')).toBeVisible();
  await expect(card(page, 'pool-terrace.jpg')).toBeVisible();

  // A filter that matches nothing says so, and does not invite a first upload.
  await page.getByLabel('Category').selectOption('Event Spaces');
  await expect(page.getByText('No assets found matching your criteria')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload your first photos' })).toHaveCount(0);

  // The preview moves through the list as filtered: Next and Previous, and the arrow keys.
  await page.goto('/all-content?search=pool');
  await expect(page.getByRole('article')).toHaveCount(2);
  const [first, second] = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((element) => element.getAttribute('aria-label') ?? ''));
  await page.getByRole('button', { name: `View ${first}` }).click();
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous asset' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: second })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next asset' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
  await page.getByRole('button', { name: 'Next asset' }).click();
  await expect(page.getByRole('dialog', { name: second })).toBeVisible();
  await page.getByRole('button', { name: 'Previous asset' }).click();
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
});

test('on a desktop the card buttons appear on keyboard focus', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Mond',
    locations: [{ address: 'Mondweg 3', city: 'Lienz', country: 'Austria' }],
  });
  await page.goto('/all-content');
  await firstUpload(page, ['garden.jpg']);
  await page.mouse.move(0, 0);
  // Hidden while neither hovered nor focused...
  await expect(cardActions(page, 'garden.jpg')).toHaveCSS('opacity', '0');
  // ...and shown once the card is reached with the keyboard.
  await page.getByPlaceholder('Search assets...').focus();
  const preview = page.getByRole('button', { name: 'View garden.jpg' });
  for (
    let press = 0;
    press < 12 && !(await preview.evaluate((button) => button === document.activeElement));
    press++
  )
    await page.keyboard.press('Tab');
  await expect(preview).toBeFocused();
  await expectShown(cardActions(page, 'garden.jpg'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Edit asset garden.jpg' })).toBeFocused();
  await expectShown(cardActions(page, 'garden.jpg'));
});

test.describe('on a 375 px touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the card edit and delete buttons are visible without hover', async ({ page }) => {
    await onboardNewUser(page, {
      type: 'individual',
      name: 'Hotel Regen',
      locations: [{ address: 'Regengasse 4', city: 'Graz', country: 'Austria' }],
    });
    await page.goto('/all-content');
    await firstUpload(page, ['spa.jpg']);
    await expectShown(cardActions(page, 'spa.jpg'));
    await expect(page.getByRole('button', { name: 'Edit asset spa.jpg' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete asset spa.jpg' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit asset spa.jpg' }).tap();
    await expect(page.getByRole('dialog', { name: 'Edit Asset' })).toBeVisible();
  });
});
