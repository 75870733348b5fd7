import { expect, test } from '@playwright/test';
import { chooseCountry, completePersonalStep } from '../support/onboarding';
import { linkFromMailbox } from '../support/mailbox';
import { e2ePassword, uniqueEmail } from '../support/users';

test('pricing, sign-up with the plan banner, confirmation, onboarding, Pay, and the plan active in settings', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Large Unlimited' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=tier_unlimited$/);
  await expect(page.getByTestId('plan-banner')).toContainText('Large Unlimited');
  const email = uniqueEmail('buyer');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(e2ePassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.goto(await linkFromMailbox(page.request, email, 'verify-email'));
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(e2ePassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding/);

  await completePersonalStep(page);
  await page.getByRole('radio', { name: 'Individual hotel' }).check();
  await page.getByLabel('Hotel name').fill('Hotel Bergblick');
  await page.getByRole('button', { name: 'Continue' }).click();
  const location = page.getByRole('group', { name: 'Location 1' });
  await location.getByLabel('Address').fill('Bergweg 9');
  await location.getByLabel('City').fill('Garmisch');
  await chooseCountry(location.getByLabel('Country'), 'Germany');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Mountain Hotel' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();

  // The plan chosen on the pricing page is pre-selected over the room-count plan.
  await expect(page.getByRole('radio', { name: /Large Unlimited/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await expect(page.getByText('Test mode, no payment is taken').first()).toBeVisible();
  await expect(page.getByText('Large Unlimited').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Payment successful! Your subscription is now active.')).toBeVisible();
  await page.goto('/settings/payment');
  await expect(page.getByText('Large Unlimited').first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
});

test('canceling the test checkout from settings shows the canceled notice and records nothing', async ({
  page,
}) => {
  const { onboardNewUser } = await import('../support/onboarding');
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Tal',
    locations: [{ address: 'Talweg 1', city: 'Bozen', country: 'Italy' }],
  });
  await page.goto('/settings/payment');
  await expect(page.getByText('You have no active subscription yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Small' }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings\/payment/);
  await expect(page.getByText('Your subscription process was canceled. No charges were made.')).toBeVisible();
  await expect(page.getByText('You have no active subscription yet.')).toBeVisible();
});

test('a subscriber confirms a plan switch in place, and the payment banner does not keep the old plan', async ({
  page,
}) => {
  const { onboardNewUser } = await import('../support/onboarding');
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Wechsel',
    locations: [{ address: 'Wechselweg 2', city: 'Graz', country: 'Austria' }],
  });
  await page.goto('/settings/payment');
  await page.getByRole('button', { name: 'Choose Small' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const banner = page.getByText('Payment successful! Your subscription is now active.');
  await expect(banner).toBeVisible();
  await expect(page.getByText('Your plan: Small')).toBeVisible();
  const small = page.getByRole('listitem', { name: 'Small' });
  await expect(small.getByText('Current plan')).toBeVisible();
  const renewal = (await page.getByText(/^Renews on /).textContent()) ?? '';
  const nextBillingDate = renewal.replace('Renews on ', '');
  expect(nextBillingDate).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  // Cancel: the question goes, nothing changes.
  await page.getByRole('button', { name: 'Switch to Medium' }).click();
  const question = page.getByRole('dialog', { name: 'Switch to Medium?' });
  await expect(question.getByText('Small, 99 € per month')).toBeVisible();
  await expect(question.getByText('Medium', { exact: true })).toBeVisible();
  await expect(question.getByText('199 €', { exact: true })).toBeVisible();
  await expect(question.getByText(`${nextBillingDate}, your next billing date`)).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(small.getByText('Current plan')).toBeVisible();
  // The banner still describes the plan, so it stays.
  await expect(page.getByText('Your plan: Small')).toBeVisible();
  const stored = await page.request.get('/api/subscription');
  expect((await stored.json()).subscription.planId).toBe('tier_50');

  // Confirm: the plan changes, and the banner no longer names the old one.
  await page.getByRole('button', { name: 'Switch to Medium' }).click();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(question).toHaveCount(0);
  await expect(
    page.getByText('Your plan is now Medium. The new price applies from your next billing date.'),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Medium' }).getByText('Current plan')).toBeVisible();
  await expect(page.getByText('Your plan: Small')).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/payment$/);
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Medium' }).getByText('Current plan')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a subscription canceled in the portal says until when the plan stays active', async ({ page }) => {
  const { onboardNewUser } = await import('../support/onboarding');
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Abschied',
    locations: [{ address: 'Abschiedsweg 3', city: 'Linz', country: 'Austria' }],
  });
  await page.goto('/settings/payment');
  await page.getByRole('button', { name: 'Choose Medium' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful! Your subscription is now active.')).toBeVisible();
  const renewal = (await page.getByText(/^Renews on /).textContent()) ?? '';
  const periodEnd = renewal.replace('Renews on ', '');

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/portal/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const untilText = `Canceled – your plan stays active until ${periodEnd}`;
  await expect(page.getByText(untilText)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Hotel Content Studio' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText(untilText)).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toHaveCount(0);
});
