import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { uploadPhotos } from '../support/photos';
import { apiWrite, createTemplate } from '../support/templates';
import { createConfirmedUser, e2ePassword } from '../support/users';

/** The dashboard: its figures and colours, a hint that leads to its page, and a chain switching hotels. */

const card = (page: Page, name: string) => page.getByRole('group', { name });
/** Serious or critical accessibility problems on the page as it is now (contrast, names, roles). */
async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** The change of a card: its sign, arrow and colour. */
const changeOf = (page: Page, name: string) => card(page, name).locator('[data-tone]');

test('the cards show the seeded figures with their colours, and a hint leads to the page that does it', async ({
  page,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Bergsicht',
    address: 'Alpweg 3',
    city: 'Garmisch',
  });
  await page.goto('/dashboard');
  // Nothing added yet: a first-time user is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  // One checklist (issue 31, point 9): nothing done yet, and the score's bar is not alarm red for a start.
  const checklist = page.getByRole('region', { name: 'Next Steps' });
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('0 of 6 done');
  await expect(checklist.getByRole('link', { name: 'Upload photos: 0 of 10 photos' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Create a template: 0 of 1 template' })).toBeVisible();
  const bar = page.getByRole('meter', { name: 'Content score' }).locator('div');
  await expect(bar).toHaveClass(/bg-brand-600/);

  await uploadPhotos(page, hotelId, ['terrace', 'lobby', 'suite', 'breakfast']);
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'A family-run hotel at the foot of the Zugspitze.',
    language: 'en',
  });
  await createTemplate(page, hotelId, { name: 'Winter offer' });
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(card(page, 'Active Properties')).toContainText('1');
  await expect(changeOf(page, 'Active Properties')).toHaveText('+1');
  await expect(changeOf(page, 'Active Properties')).toHaveClass(/text-green-700/);
  // No channel yet, none last month: a change of 0 is green.
  await expect(card(page, 'Connected OTAs')).toContainText('0');
  await expect(changeOf(page, 'Connected OTAs')).toHaveText('0');
  await expect(changeOf(page, 'Connected OTAs')).toHaveClass(/text-green-700/);
  // 4 photos, the description and the template, all this month.
  await expect(card(page, 'Content Updates')).toContainText('6');
  await expect(changeOf(page, 'Content Updates')).toHaveText('+6');
  await expect(changeOf(page, 'Content Updates')).toHaveClass(/text-green-700/);
  await expect(card(page, 'Content Updates')).toContainText('vs last month');

  const score = page.getByRole('region', { name: 'Content Score' });
  // (4 + 1) * 0.2 + 6 / 10 * 30 = 19
  await expect(score.getByTestId('content-score')).toHaveText('19');
  // The work done is ticked: the template; the photos show how far they are.
  const steps = page.getByRole('region', { name: 'Next Steps' });
  await expect(steps.getByRole('link', { name: /Create a template/ })).toHaveCount(0);
  await expect(steps.getByRole('listitem').filter({ hasText: 'Create a template' })).toContainText(
    '1 of 1 template',
  );
  await expect(steps.getByRole('link', { name: 'Upload photos: 4 of 10 photos' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Connect a channel: 0 of 1 channel' })).toBeVisible();

  // The activity log tells what was done, newest first.
  const activity = page.getByRole('list', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(activity.first()).toContainText('Created template: Winter offer');
  await expect(activity.filter({ hasText: 'Updated the hotel description' })).toHaveCount(1);
  await expect(activity.filter({ hasText: /^Uploaded new .+: .+/ })).toHaveCount(4);
  await expect(activity.first()).toContainText('just now');

  expect(await seriousAxeViolations(page)).toEqual([]);

  await steps.getByRole('link', { name: 'Upload photos: 4 of 10 photos' }).click();
  await expect(page).toHaveURL(/\/all-content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
});

/** A confirmed, signed-in user whose chain went through onboarding with two locations: two hotels. */
async function signedInChain(page: Page, names: [string, string]) {
  const user = await createConfirmedUser(page.request);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: e2ePassword },
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  expect(signIn.status()).toBe(200);
  const { hotels } = await apiWrite<{ hotels: { id: string; name: string }[] }>(
    page.request,
    'POST',
    '/api/onboarding/hotels',
    {
      hotelType: 'chain',
      hotelName: 'Seeblick Gruppe',
      hotelWebsite: '',
      category: 'city',
      locations: names.map((name, index) => ({
        name,
        address: `Seestrasse ${index + 1}`,
        city: name.split(' ')[1],
        country: 'Germany',
      })),
    },
  );
  await apiWrite(page.request, 'POST', '/api/onboarding/complete', undefined, 200);
  expect(hotels.map((hotel) => hotel.name)).toEqual(names);
  return hotels;
}

test('a chain sees its hotels with their scores and switches the active hotel from the dashboard and the sidebar', async ({
  page,
}) => {
  const [, lindau] = await signedInChain(page, ['Seeblick Konstanz', 'Seeblick Lindau']);
  await page.goto('/dashboard');
  await uploadPhotos(page, lindau!.id, ['harbour', 'pier', 'garden']);
  await page.reload();

  const activeName = page.getByTestId('active-hotel-name');
  await expect(activeName).toHaveText('Seeblick Konstanz');
  const list = page.getByRole('region', { name: 'Your Hotels' });
  const row = (name: string) => list.getByRole('listitem', { name });
  await expect(row('Seeblick Konstanz')).toHaveAttribute('aria-current', 'true');
  await expect(row('Seeblick Konstanz')).toContainText('Score 0');
  // 3 * 0.2 + 3 / 10 * 30 = 9.6
  await expect(row('Seeblick Lindau')).toContainText('Score 10');
  await expect(card(page, 'Content Updates')).toContainText('0');

  // From the dashboard's list.
  await row('Seeblick Lindau').getByRole('button', { name: 'Make active: Seeblick Lindau' }).click();
  await expect(activeName).toHaveText('Seeblick Lindau');
  await expect(row('Seeblick Lindau')).toHaveAttribute('aria-current', 'true');
  await expect(changeOf(page, 'Content Updates')).toHaveText('+3');
  await expect(page.getByRole('region', { name: 'Content Score' }).getByTestId('content-score')).toHaveText(
    '10',
  );

  // From the sidebar's hotel name, by keyboard.
  const switcher = page.getByRole('button', { name: 'Seeblick Lindau: switch hotel' });
  await switcher.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Seeblick Lindau' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  const item = (name: string) => menu.getByRole('menuitemradio', { name });
  await expect(item('Seeblick Konstanz')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Seeblick Lindau')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Seeblick Konstanz')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(activeName).toHaveText('Seeblick Konstanz');
  await expect(row('Seeblick Konstanz')).toHaveAttribute('aria-current', 'true');
  await expect(changeOf(page, 'Content Updates')).toHaveText('0');

  // The choice is kept: another page and a reload show the same hotel.
  await page.goto('/all-content');
  await expect(activeName).toHaveText('Seeblick Konstanz');
  await page.reload();
  await expect(activeName).toHaveText('Seeblick Konstanz');
});
