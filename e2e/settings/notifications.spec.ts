import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { signedInUserWithHotel } from '../support/onboarding';
import { createConfirmedUser, e2ePassword, uniqueEmail } from '../support/users';

/**
 * Settings -> Notifications (issue 36, part 5): the owner chooses who of the team hears of which event, saved at
 * once; a member sees the choices read-only and why, and finds the Payment and API keys tabs closed to them.
 */
const origin = () => process.env.E2E_BASE_URL as string;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test('the owner switches an editor off an event; the editor sees it read-only and the owner’s tabs closed', async ({
  page,
  browser,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  // An editor joins through the mailed link, in a browser of their own.
  const editor = await createConfirmedUser(page.request, uniqueEmail('editor'));
  const invited = await page.request.post(`/api/hotels/${hotelId}/invitations`, {
    data: { email: editor.email, role: 'editor', hotels: 'all' },
    headers: { origin: origin() },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = new URL(await linkFromMailbox(page.request, editor.email, '/invitation?token='));
  const editorContext = await browser.newContext({ baseURL: origin() });
  const editorPage = await editorContext.newPage();
  const signedIn = await editorContext.request.post('/api/auth/sign-in/email', {
    data: { email: editor.email, password: e2ePassword },
    headers: { origin: origin() },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const token = link.searchParams.get('token') ?? '';
  const joined = await editorPage.request.post(`/api/invitations/${token}/accept`, {
    headers: { origin: origin() },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const table = page.getByRole('table', { name: 'Who hears of which event' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const importFinished = table.getByRole('switch', { name: `Import finished for ${editor.email}` });
  await expect(importFinished).toHaveAttribute('aria-checked', 'true');
  await importFinished.click();
  await expect(page.getByText(`Saved: ${editor.email} no longer hears of Import finished.`)).toBeVisible();
  await page.reload();
  await expect(table.getByRole('switch', { name: `Import finished for ${editor.email}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The editor sees the same choices, read-only, and why.
  await editorPage.goto('/settings/notifications');
  const seen = editorPage.getByRole('table', { name: 'Who hears of which event' });
  const locked = seen.getByRole('switch', { name: `Import finished for ${editor.email}` });
  await expect(locked).toHaveAttribute('aria-checked', 'false');
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await locked.focus();
  await expect(
    editorPage.getByRole('tooltip').filter({ hasText: 'Your role does not allow this.' }).first(),
  ).toBeVisible();
  // A tap (Playwright waits for an enabled element unless forced) shows the reason and changes nothing.
  await locked.click({ force: true });
  await expect(locked).toHaveAttribute('aria-checked', 'false');
  expect(await seriousViolations(editorPage)).toEqual([]);

  // Payment and API keys are the owner's (and admins'): closed, with the reason on focus.
  const tabs = editorPage.getByRole('navigation', { name: 'Settings' });
  const payment = tabs.getByRole('link', { name: 'Payment' });
  await expect(payment).toHaveAttribute('aria-disabled', 'true');
  await payment.focus();
  await expect(
    editorPage.getByRole('tooltip', { name: 'Your role does not allow this.' }).last(),
  ).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'API keys' })).toHaveAttribute('aria-disabled', 'true');
  await editorPage.goto('/settings/payment');
  await expect(
    editorPage.getByText(/the owner of the hotels you work on manages their subscription/),
  ).toBeVisible();
  await editorContext.close();
});
