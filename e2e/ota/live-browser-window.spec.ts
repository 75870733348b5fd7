import { expect, test, type Page } from '@playwright/test';
import { fakeCredentials, loginLayout } from '../fakes/ota-extranet-fake';
import {
  clickRemote,
  liveView,
  liveViewFrame,
  openConnectionWindow,
  waitForRemoteUrl,
} from '../support/live-view';
import { onboardNewUser } from '../support/onboarding';

/**
 * The connection window around the live view, as an operator meets it on their first day (issue 31, points 2
 * and 11): the keyboard reaches the remote page without a click, and after a click in the dark margin beside
 * it; the remote page's address with its lock sits above it; a page that cannot be reached is said in plain
 * words. The fake extranet's login page gives its user name field the focus, as real ones do.
 */

async function openBookingWindow(page: Page, hotel: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await onboardNewUser(page, {
    type: 'individual',
    name: hotel,
    locations: [{ address: 'Bahnhofstrasse 7', city: 'Zermatt', country: 'Switzerland' }],
  });
  await page.getByRole('link', { name: 'OTA Management' }).click();
  const opened = await openConnectionWindow(page, 'Booking.com');
  const canvas = liveView(page);
  await expect(canvas).toHaveAttribute('data-connected', 'true', { timeout: 20_000 });
  // The loader covers the frame until shortly after it has loaded.
  await expect(opened.window.getByText('Connecting to Booking.com...')).toBeHidden();
  await waitForRemoteUrl(page, opened.sessionId, /account\.booking\.com\/sign-in/);
  return { ...opened, canvas };
}

test('the live view has the keyboard when the window opens, and again after a click in its dark margin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { window, sessionId, canvas } = await openBookingWindow(page, 'Hotel Tastatur');

  // No click yet: the first keystrokes reach the remote page's focused user name field.
  await expect(canvas).toBeFocused();
  await page.keyboard.type('hotel.');

  // The keyboard leaves the live view with a click on the window's own text...
  await window.getByText(/^Log in to your extranet/).click();
  await expect(canvas).not.toBeFocused();
  // ...and comes back with a click in the dark margin beside the remote page, not on the page itself.
  const frame = await liveViewFrame(page).boundingBox();
  const screen = await canvas.boundingBox();
  if (!frame || !screen) throw new Error('the live view is not visible');
  const margin = screen.x - frame.x;
  expect(margin).toBeGreaterThan(20);
  await page.mouse.click(frame.x + margin / 2, frame.y + frame.height / 2);
  await expect(canvas).toBeFocused();
  await page.keyboard.type('alpenblick');

  // The whole user name arrived in the remote field: with the password, the login goes through.
  await clickRemote(page, canvas, loginLayout.password);
  await page.keyboard.type(fakeCredentials.password);
  await page.keyboard.press('Enter');
  await waitForRemoteUrl(page, sessionId, /admin\.booking\.com\/hotel\/hoteladmin\//);
  await expect(window.getByRole('button', { name: 'Login Completed', exact: true })).toBeEnabled({
    timeout: 10_000,
  });
});

test('the address bar shows where the operator types, and a page that cannot be reached is said in plain words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { window, sessionId, canvas } = await openBookingWindow(page, 'Hotel Adresse');
  const addressBar = window.getByRole('group', { name: 'Address of the page in the live browser' });

  // The channel sent the browser to its sign-in page with a token in the query, which stays off the screen.
  await expect(addressBar).toHaveText('https://account.booking.com/sign-in');
  await expect(addressBar.getByRole('img', { name: 'Secure connection' })).toBeVisible();
  await expect(window).not.toContainText(sessionId.slice(0, 8));

  // A link on the extranet to one of its hosts that is down: Chromium's error page, said in plain words.
  await clickRemote(page, canvas, loginLayout.partnerHubLink);
  const notice = window.getByRole('alert');
  await expect(notice).toContainText(
    'unavailable.booking.com could not be reached: the site did not answer, or its address does not exist.',
    { timeout: 20_000 },
  );
  await expect(addressBar).toHaveText('https://unavailable.booking.com/partner-hub');
  await expect(window).not.toContainText('secret-ticket');

  await window.getByRole('button', { name: 'Open the login page again' }).click();
  await expect(notice).toBeHidden({ timeout: 20_000 });
  await expect(addressBar).toHaveText('https://account.booking.com/sign-in');

  // On a phone the address bar stays within the window.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = await addressBar.boundingBox();
  expect(bar && bar.x >= 0 && bar.x + bar.width <= 390).toBe(true);
});
