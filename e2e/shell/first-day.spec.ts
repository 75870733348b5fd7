import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { createTemplate } from '../support/templates';

/**
 * Issue 31, a new operator's first day in the app's frame: logging out lands on the landing page, unsaved
 * edits are asked about, closing a dialog returns the focus, the keyboard's skip link, and the phone.
 */

const phone = { width: 390, height: 844 };

const hotel = { name: 'Hotel Seeblick', address: 'Uferweg 2', city: 'Konstanz' };

async function expectLandingPage(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

test('Logout in the sidebar signs out and lands on the landing page, not the sign-in page', async ({
  page,
}) => {
  await signedInUserWithHotel(page, hotel);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLandingPage(page);
  // Signed out for real: a signed-in page now asks for the sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone, the menu shows Logout in view, and it lands on the landing page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 667 });
  await signedInUserWithHotel(page, hotel);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const logout = menu.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  await logout.click();
  await expectLandingPage(page);
});

test('leaving a form with unsaved edits asks "Discard changes?": staying keeps the text, discarding leaves', async ({
  page,
}) => {
  await signedInUserWithHotel(page, hotel);
  await page.goto('/active-content/rooms');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  // Nothing typed, nothing asked.
  await sidebar.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.goBack();
  await page.getByLabel('Room name').fill('Turmzimmer');

  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/active-content\/rooms$/);
  await expect(page.getByLabel('Room name')).toHaveValue('Turmzimmer');

  // Forward (as Back) asks too.
  await page.goForward();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Room name')).toHaveValue('Turmzimmer');

  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Logout with unsaved edits asks "Discard changes?": keeping stays signed in with the text, discarding signs out', async ({
  page,
}) => {
  await signedInUserWithHotel(page, hotel);
  await page.goto('/active-content/rooms');
  await page.getByLabel('Room name').fill('Turmzimmer');
  const logout = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });
  const question = page.getByRole('dialog', { name: 'Discard changes?' });

  await logout.click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/active-content\/rooms$/);
  await expect(page.getByLabel('Room name')).toHaveValue('Turmzimmer');
  // Still signed in.
  expect((await page.request.get('/api/hotels')).status()).toBe(200);

  await logout.click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expectLandingPage(page);
  expect((await page.request.get('/api/hotels')).status()).toBe(401);
});

test('on a phone, Logout in the menu asks about unsaved edits too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 667 });
  await signedInUserWithHotel(page, hotel);
  await page.goto('/active-content/rooms');
  await page.getByLabel('Room name').fill('Turmzimmer');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByLabel('Room name')).toHaveValue('Turmzimmer');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expectLandingPage(page);
});

test('closing a dialog returns the focus to what opened it, from a button and from a menu', async ({
  page,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, hotel);
  await page.goto('/all-content');
  const upload = page.getByRole('button', { name: /^Upload/ }).first();
  await upload.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(upload).toBeFocused();

  await createTemplate(page, hotelId, { name: 'Sommerfest' });
  await page.goto('/templates');
  const actions = page
    .getByRole('button', { name: /Sommerfest/ })
    .and(page.locator('[aria-haspopup="menu"]'));
  await actions.click();
  await page.getByRole('menuitem', { name: /Edit|Bearbeiten/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(actions).toBeFocused();
});

test('the first Tab reaches "Skip to content", which moves the keyboard to the page', async ({ page }) => {
  await signedInUserWithHotel(page, hotel);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the sign-in pages have the skip link too, in their language', async ({ page }) => {
  for (const [path, name] of [
    ['/login', 'Zum Inhalt springen'],
    ['/signup', 'Skip to content'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
});

test('on a phone the calendar is an agenda of the templates by date', async ({ page }) => {
  await page.setViewportSize(phone);
  const { hotelId } = await signedInUserWithHotel(page, hotel);
  const now = new Date();
  const iso = (offset: number, date: number) => {
    const value = new Date(now.getFullYear(), now.getMonth() + offset, date);
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  };
  await createTemplate(page, hotelId, { name: 'Herbstmarkt', startDate: iso(1, 3), endDate: iso(1, 5) });
  await createTemplate(page, hotelId, { name: 'Seefest', startDate: iso(0, 10), endDate: iso(0, 12) });
  await createTemplate(page, hotelId, { name: 'Ohne Datum' });
  await page.goto('/calendar');

  const agenda = page.getByRole('region', { name: 'Kommende Templates' });
  await expect(agenda.getByRole('listitem')).toHaveText([/^Seefest/, /^Herbstmarkt/]);
  await expect(page.getByRole('region', { name: 'Kalender' }).getByRole('table')).toHaveCount(0);
  // Nothing is wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);

  // At 1440 px the month grid is back.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(agenda).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Kalender' }).getByRole('table')).toBeVisible();
});

test('a link in the footer of a scrolled public page opens the next page at its top', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/pricing');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Terms of Service' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back returns to where the reader was.
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
});
