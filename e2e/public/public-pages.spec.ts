import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  '/',
  '/pricing',
  '/contact',
  '/terms',
  '/privacy',
  '/imprint',
  '/about',
  '/help',
  '/security',
  '/login',
  '/signup',
  '/forgot-password',
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('choosing a plan on the pricing page leads to sign-up with the plan banner', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Small' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=tier_50$/);
  const banner = page.getByTestId('plan-banner');
  await expect(banner).toContainText('Small');
  await expect(banner).toContainText('99 €');
  await expect(banner).toContainText('/ month');
  await expect(page.getByText('Sign up to subscribe to Small')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hcs.pendingPlan'))).toBe('tier_50');
  // "Go to Login" after sign-up carries the plan.
  await page.getByLabel('E-mail', { exact: true }).fill(`plan-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('sunny-balcony-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
    'href',
    '/login?plan=tier_50',
  );
});

test('the hotel chain plan leads to the contact page', async ({ page }) => {
  await page.goto('/pricing');
  await page
    .getByRole('link', { name: /Contact sales/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a canceled checkout shows its notice on the pricing page', async ({ page }) => {
  await page.goto('/pricing?canceled=true');
  await expect(page.getByText('Your subscription process was canceled. No charges were made.')).toBeVisible();
});

test('the contact form sends a message to support', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Clara Gast');
  await page.getByLabel('E-mail', { exact: true }).fill('clara@example.com');
  await page.getByLabel('Message').fill('We run three hotels in Tyrol. Can we import all of them?');
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(
    page.getByText("Thank you! Your message has been sent. We'll get back to you soon."),
  ).toBeVisible();
  const mails = await (await page.request.get('/dev/mailbox/messages')).json();
  expect(mails.some((mail: { text: string }) => mail.text.includes('three hotels in Tyrol'))).toBe(true);
});

test('the landing page works on a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
});

test('the footer links help and security', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Help/ })).toHaveAttribute('href', '/help');
  await expect(footer.getByRole('link', { name: /Security/ })).toHaveAttribute('href', '/security');
});
