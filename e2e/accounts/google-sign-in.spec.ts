import { expect, test } from '@playwright/test';

test('Google sign-in through the OIDC issuer creates the account and lands on onboarding', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  const session = await page.request.get('/api/session');
  expect((await session.json()).user.email).toBe('google.user@example.com');
});

test('the Google button is on the sign-up page too', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
});

test('a failed Google sign-in shows its text', async ({ page }) => {
  await page.goto('/login?error=google');
  await expect(page.getByRole('alert')).toHaveText('Fehler bei der Anmeldung mit Google');
  await page.goto('/signup?error=google');
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google.');
});
