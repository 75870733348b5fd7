import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { onboardNewUser } from '../support/onboarding';
import { apiWrite } from '../support/templates';
import { createConfirmedUser, e2ePassword, uniqueEmail } from '../support/users';

/**
 * 'Change hotels' on Settings -> Team (issue 36, part 2): the owner of a chain of two hotels invites a member to
 * one of them; once the member joined, the owner gives them the second (which the member opens at once), then
 * takes the first away, and the member's next click under it ends on the not-found page.
 */
const origin = () => process.env.E2E_BASE_URL as string;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test('the owner gives a chain member a second hotel, then takes the first away', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(60_000);
  await onboardNewUser(owner, {
    type: 'chain',
    name: 'Adler Hotels',
    locations: [
      { name: 'Adler Lindau', address: 'Seepromenade 2', city: 'Lindau', country: 'Germany' },
      { name: 'Adler Konstanz', address: 'Hafenstraße 5', city: 'Konstanz', country: 'Germany' },
    ],
  });
  await expect(owner.getByTestId('active-hotel-name')).toHaveText('Adler Lindau');

  // The member has an account with a name; the owner invites them to Adler Lindau only.
  const memberContext = await browser.newContext({ baseURL: origin() });
  const member = await memberContext.newPage();
  const email = uniqueEmail('lea');
  await createConfirmedUser(member.request, email);
  const signIn = await member.request.post('/api/auth/sign-in/email', {
    data: { email, password: e2ePassword },
    headers: { origin: origin() },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await apiWrite(member.request, 'PUT', '/api/profile', {
    firstName: 'Lea',
    lastName: 'Gruber',
    phone: '+49 30 654321',
  });

  await owner.goto('/settings/team');
  await owner.getByRole('button', { name: 'Invite member' }).click();
  const invite = owner.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('radio', { name: 'Only these hotels' }).check();
  await expect(invite.getByRole('checkbox', { name: 'Adler Lindau' })).toBeChecked();
  await expect(invite.getByRole('checkbox', { name: 'Adler Konstanz' })).not.toBeChecked();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toHaveCount(0);

  const link = await linkFromMailbox(owner.request, email, '/invitation?token=');
  const joined = await member.request.post(`/api/invitations/${tokenOf(link)}/accept`, {
    headers: { origin: origin() },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await member.goto('/dashboard');
  await expect(member.getByTestId('active-hotel-name')).toHaveText('Adler Lindau');
  // One hotel: nothing to switch to yet.
  await expect(member.getByRole('button', { name: /switch hotel$/ })).toHaveCount(0);

  // The owner gives the member Adler Konstanz too.
  await owner.reload();
  const memberRow = owner
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ has: owner.getByRole('cell', { name: email }) });
  const hotelsCell = memberRow.getByRole('cell').nth(2);
  await expect(hotelsCell).toHaveText(/^Adler Lindau\s*Change hotels$/);
  const changeHotels = memberRow.getByRole('button', { name: 'Change hotels of Lea Gruber' });
  await changeHotels.click();
  let dialog = owner.getByRole('dialog', { name: 'Hotels of Lea Gruber' });
  await expect(dialog.getByRole('radio', { name: 'Only these hotels' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Adler Lindau' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Adler Konstanz' }).check();
  expect(await seriousViolations(owner)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(owner.getByText('Lea Gruber now works on Adler Lindau, Adler Konstanz.')).toBeVisible();
  await expect(hotelsCell).toHaveText(/^Adler Lindau, Adler Konstanz\s*Change hotels$/);

  // The member opens Adler Konstanz from the sidebar's hotel switcher, then goes back to Adler Lindau.
  await member.reload();
  await member.getByRole('button', { name: 'Adler Lindau: switch hotel' }).click();
  await member.getByRole('menuitemradio', { name: 'Adler Konstanz' }).click();
  await expect(member.getByTestId('active-hotel-name')).toHaveText('Adler Konstanz');
  await member.getByRole('link', { name: 'Active Content' }).click();
  await expect(member.getByRole('tab', { name: 'Description' })).toBeVisible();
  await member.goto('/dashboard');
  await member.getByRole('button', { name: 'Adler Konstanz: switch hotel' }).click();
  await member.getByRole('menuitemradio', { name: 'Adler Lindau' }).click();
  await expect(member.getByTestId('active-hotel-name')).toHaveText('Adler Lindau');

  // On a phone, with the keyboard, the owner takes Adler Lindau away.
  await owner.setViewportSize({ width: 375, height: 667 });
  await changeHotels.focus();
  await owner.keyboard.press('Enter');
  dialog = owner.getByRole('dialog', { name: 'Hotels of Lea Gruber' });
  await expect(dialog.getByRole('checkbox', { name: 'Adler Konstanz' })).toBeChecked();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await dialog.getByRole('checkbox', { name: 'Adler Lindau' }).focus();
  await owner.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Adler Lindau' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await owner.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(changeHotels).toBeFocused();
  await expect(hotelsCell).toHaveText(/^Adler Konstanz\s*Change hotels$/);

  // The member's next click under Adler Lindau ends on the not-found page; Adler Konstanz stays theirs.
  await member.getByRole('link', { name: 'Active Content' }).click();
  await expect(member).toHaveURL(/\/not-found$/);
  await expect(member.getByText('404')).toBeVisible();
  await member.goto('/dashboard');
  await expect(member.getByTestId('active-hotel-name')).toHaveText('Adler Konstanz');
  await memberContext.close();
});
