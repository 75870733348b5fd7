import { expect, test } from '@playwright/test';
import { fakeCredentials, loginLayout } from '../fakes/ota-extranet-fake';
import { clickRemote, liveView, openConnectionWindow, waitForRemoteUrl } from '../support/live-view';
import { onboardNewUser } from '../support/onboarding';

/**
 * Connecting Booking.com through the live remote browser: the app's server runs Chromium, which reaches the
 * fake extranet (e2e/fakes/ota-extranet-fake.ts) under admin.booking.com through host-resolver rules. The
 * user logs in by clicking and typing into the live view (a canvas in an iframe), with real mouse and
 * keyboard events.
 */

test('connecting Booking.com through the live browser: log in, confirm, check, renew, delete', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Alpenblick',
    locations: [{ address: 'Bahnhofstrasse 7', city: 'Zermatt', country: 'Switzerland' }],
  });
  await page.getByRole('link', { name: 'OTA Management' }).click();
  await expect(page).toHaveURL(/\/ota$/);
  await expect(page.getByText('No OTA channels connected yet')).toBeVisible();
  // Nothing connected is no sync rate at all, rather than an alarming 0%.
  await expect(page.getByRole('group', { name: 'Sync Rate' })).toContainText('–');

  // Closing the window while the session is open asks first (in the window's English) and saves nothing.
  const first = await openConnectionWindow(page, 'Booking.com');
  await first.window.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/Your login is saved only once you have confirmed it/)).toBeVisible();
  await page.getByRole('button', { name: 'Close window' }).click();
  await expect(first.window).toBeHidden();
  await expect(page.getByText('No OTA channels connected yet')).toBeVisible();

  // Log in inside the live view: the fake extranet's sign-in page, reached through the channel's admin site.
  const { window, sessionId } = await openConnectionWindow(page, 'Booking.com');
  // The session's id is nobody's business on screen (issue 31, point 11).
  await expect(window).not.toContainText(sessionId.slice(0, 8));
  const canvas = liveView(page);
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  // The loader covers the frame until shortly after it has loaded.
  await expect(window.getByText('Connecting to Booking.com...')).toBeHidden();
  await waitForRemoteUrl(page, sessionId, /account\.booking\.com\/sign-in/);
  const completed = window.getByRole('button', { name: /^Login Completed/ });
  await expect(completed).toBeDisabled();

  // The viewer's token opened its socket once and left its address; a reload gets a fresh one by the cookie.
  await expect(canvas).toHaveAttribute('data-connected', 'true');
  const viewerFrame = page.frame({ url: /\/live-view\.html/ });
  if (!viewerFrame) throw new Error('no viewer frame');
  expect(viewerFrame.url()).not.toContain('token=');
  await Promise.all([
    page.waitForEvent('framenavigated', (frame) => frame === viewerFrame),
    viewerFrame.evaluate(() => document.location.reload()),
  ]);
  await expect(canvas).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
  await expect(page.frameLocator('iframe[title="Live browser"]').getByRole('status')).toBeHidden();

  // Outside the app's window the viewer page does not run, even for the signed-in owner.
  const alone = await page.context().newPage();
  const viewerPage = await alone.goto(`/live-view.html?session=${sessionId}`);
  // Browsers refuse to show it in another site's frame.
  expect(viewerPage?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(alone.getByText(/can only be used in the connection window/)).toBeVisible();
  await alone.close();

  await clickRemote(page, canvas, loginLayout.username);
  await page.keyboard.type(fakeCredentials.username);
  await clickRemote(page, canvas, loginLayout.password);
  await page.keyboard.type(fakeCredentials.password);
  await page.keyboard.press('Enter');
  await waitForRemoteUrl(page, sessionId, /admin\.booking\.com\/hotel\/hoteladmin\//);

  // Detection starts the five-second countdown; only then can the login be confirmed.
  await expect(window.getByRole('button', { name: /^Login Completed in \ds$/ })).toBeDisabled();
  await expect(window.getByRole('button', { name: 'Login Completed', exact: true })).toBeEnabled({
    timeout: 10_000,
  });
  await window.getByRole('button', { name: 'Login Completed', exact: true }).click();
  await expect(window).toBeHidden({ timeout: 15_000 });

  const row = page.getByRole('row', { name: /Booking\.com/ });
  await expect(row).toContainText('Connected');
  await expect(row).not.toContainText('Never');
  await expect(page.getByText('100%')).toBeVisible();

  // On a phone the row's actions stay in view (the table scrolls, the actions column is pinned).
  await page.setViewportSize({ width: 375, height: 740 });
  for (const action of ['Renew connection', 'Check connection', 'Delete connection']) {
    await expect(row.getByRole('button', { name: action })).toBeInViewport();
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The channel cannot be connected twice.
  await page.getByRole('button', { name: 'Add New OTA' }).click();
  const choose = page.getByRole('dialog');
  await expect(choose.getByRole('button', { name: /Booking\.com/ })).toBeDisabled();
  await expect(choose.getByText('Already connected')).toBeVisible();
  await page.keyboard.press('Escape');

  // The saved login, opened in a fresh browser context on the server, still reaches the extranet home.
  await row.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByText('Connection checked: the saved login still works.')).toBeVisible({
    timeout: 20_000,
  });

  // Renewing starts at once from the saved login: already logged in, so only the countdown remains.
  await row.getByRole('button', { name: 'Renew connection' }).click();
  const renew = page.getByRole('dialog', { name: 'Connect to Booking.com' });
  await expect(renew).toBeVisible();
  await expect(renew.getByRole('button', { name: 'Login Completed', exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  await renew.getByRole('button', { name: 'Login Completed', exact: true }).click();
  await expect(renew).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText('Connected');

  // Deleting asks first, then removes the connection.
  await row.getByRole('button', { name: 'Delete connection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete OTA Connection' });
  await expect(confirm.getByText('This action cannot be undone')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Connection' }).click();
  await expect(page.getByText('No OTA channels connected yet')).toBeVisible();
});
