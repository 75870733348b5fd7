import { expect, test, type Page } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { onboardNewUser } from '../support/onboarding';
import { signInThroughUi, uniqueEmail } from '../support/users';

const onboard = (page: Page) =>
  onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Linde',
    locations: [{ address: 'Hauptstrasse 5', city: 'Lindau', country: 'Germany' }],
  });

async function openPersonalSettings(page: Page) {
  await page.goto('/settings/personal');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
}

async function signOutThroughApi(page: Page) {
  const response = await page.request.post('/api/auth/sign-out', {
    data: {},
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  expect(response.ok()).toBe(true);
}

test('change the password, then sign in with the new one and not the old', async ({ page }) => {
  const user = await onboard(page);
  await openPersonalSettings(page);
  const form = page.getByRole('form', { name: 'Change password' });

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('a-fresh-secret-7');
  await form.getByLabel('Confirm new password').fill('a-fresh-secret-7');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. Other devices where you were signed in are signed out.',
  );
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  await signOutThroughApi(page);
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Ungültige E-Mail oder Passwort');
  await signInThroughUi(page, user.email, 'a-fresh-secret-7');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('change the e-mail address: the link to the new address changes it, then sign in with it', async ({
  page,
}) => {
  const user = await onboard(page);
  const newEmail = uniqueEmail('moved');
  await openPersonalSettings(page);
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}.`);

  const link = await linkFromMailbox(page.request, newEmail, 'verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/settings\/personal\?email=changed$/);
  await expect(
    page.getByText('Your e-mail address has been changed. Use it from now on to sign in.'),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(newEmail);

  await signOutThroughApi(page);
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Ungültige E-Mail oder Passwort');
  await signInThroughUi(page, newEmail, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
});
