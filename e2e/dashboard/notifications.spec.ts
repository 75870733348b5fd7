import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser, onboardToImportStep } from '../support/onboarding';

/** The bell of the top bar (issue 15, point 5; DECISIONS.md point 26). */

const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a failed import is told through the bell; opening it reads it, its link leads to the content page', async ({
  page,
}) => {
  await onboardToImportStep(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Seestrasse 5', city: 'Luzern', country: 'Switzerland' }],
  });
  // A property address the data API does not know: the import fails, as the step shows.
  await page
    .getByRole('textbox', { name: 'Booking.com property URL' })
    .fill('https://www.booking.com/hotel/ch/not-on-the-marketplace.html');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Hotel not found. Please check the URL and try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Subscribe later' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const unread = bell(page, 'Notifications, 1 unread');
  await expect(unread).toBeVisible();
  await expect(unread).toHaveText('1');
  await unread.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('link', { name: /The property import failed\./ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('just now');
  // Opened is read: the count is gone, and stays gone after a reload.
  await expect(bell(page, 'Notifications')).toHaveText('');

  await notice.click();
  await expect(page).toHaveURL(/\/active-content$/);
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(bell(page, 'Notifications')).toBeVisible();
  await bell(page, 'Notifications').click();
  await expect(panel.getByRole('link', { name: /The property import failed\./ })).not.toContainText('New:');
});

test('a new account has no notifications', async ({ page }) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Pension Morgenrot',
    locations: [{ address: 'Bergweg 2', city: 'Grindelwald', country: 'Switzerland' }],
  });
  const quiet = bell(page, 'Notifications');
  await expect(quiet).toBeVisible();
  await expect(quiet).toHaveText('');
  await quiet.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('No notifications yet');
});
