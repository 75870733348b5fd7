import { expect, test } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';

/**
 * Issue 31, point 19: after a deploy removed the old build's chunks, a page whose code cannot be loaded reloads
 * once; if its code is still missing, a friendly error page with 'Reload' shows inside the shell, not a blank
 * app, and 'Reload' brings the page back once its code is there.
 */
test("a page whose code is gone reloads once, then shows the error page with 'Reload' inside the shell", async ({
  page,
}) => {
  await signedInUserWithHotel(page, { name: 'Hotel Neubau', address: 'Ring 1', city: 'Köln' });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Calendar' })).toBeVisible();

  // The calendar page's chunk, as if a deploy had removed it.
  const calendarChunk = /\/assets\/calendar-[\w-]{8}\.js$/;
  let chunkRequests = 0;
  let gone = true;
  await page.route(calendarChunk, async (route) => {
    chunkRequests++;
    if (gone) await route.fulfill({ status: 404, body: 'Not found' });
    else await route.continue();
  });
  let pageLoads = 0;
  page.on('load', () => pageLoads++);

  await page.getByRole('link', { name: 'Calendar' }).click();
  const errorPage = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(errorPage).toBeVisible();
  // One reload, not a loop: the page was loaded once more, and its chunk asked for again.
  expect(pageLoads).toBe(1);
  expect(chunkRequests).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(/\/calendar$/);
  // The shell stays around the error page.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  gone = false;
  await errorPage.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Monat', exact: true })).toBeVisible();
  await expect(errorPage).toHaveCount(0);
});
