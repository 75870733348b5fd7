import { expect, test } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { createConfirmedUser, signInThroughUi } from '../support/users';

test('forgot password: the mailed link sets a new password that signs in', async ({ page }) => {
  const { email } = await createConfirmedUser(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's code has loaded, while the sign-in form (with its own 'E-mail'
  // field) is still shown: wait for the reset page itself.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const link = await linkFromMailbox(page.request, email, 'reset-password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?type=recovery&token=/);
  await page.getByLabel('New password', { exact: true }).fill('my-new-password-1');
  await page.getByLabel('Confirm new password').fill('my-new-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The same link does not work twice.
  await page.goto(link);
  await expect(
    page.getByText('This link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();

  await signInThroughUi(page, email, 'my-new-password-1');
  await expect(page).toHaveURL(/\/onboarding/);
});

test('a tampered reset link is refused', async ({ page }) => {
  await page.goto('/reset-password?type=recovery&error=INVALID_TOKEN');
  await expect(
    page.getByText('This link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
