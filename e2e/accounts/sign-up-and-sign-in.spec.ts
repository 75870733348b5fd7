import { expect, test } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { createConfirmedUser, e2ePassword, signInThroughUi, uniqueEmail } from '../support/users';

test('sign up, confirm from the mailbox, sign in and land on onboarding', async ({ page }) => {
  const email = uniqueEmail('new');
  await page.goto('/signup');
  await expect(page.getByText('Start managing your hotel content today.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(e2ePassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');

  // Signing in before confirming is refused with the spec's text.
  await signInThroughUi(page, email);
  await expect(page.getByText('Bitte bestätige zuerst deine E-Mail-Adresse')).toBeVisible();

  const link = await linkFromMailbox(page.request, email, 'verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?type=signup/);
  await expect(
    page.getByText('Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.'),
  ).toBeVisible();
  // The confirmation marker is cleaned from the address bar after 3 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/onboarding/);
});

test('a short password and a malformed address are refused on the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('"Use different email" returns to the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(uniqueEmail());
  await page.getByLabel('Password').fill(e2ePassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Use different email' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test('a wrong password shows "Ungültige E-Mail oder Passwort"', async ({ page }) => {
  const { email } = await createConfirmedUser(page.request);
  await signInThroughUi(page, email, 'definitely-wrong');
  await expect(page.getByRole('alert')).toHaveText('Ungültige E-Mail oder Passwort');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to /dashboard goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('an unknown path shows the not-found page with its links', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(
    page.getByText('Die von Ihnen gesuchte Seite existiert nicht oder wurde verschoben.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
});
