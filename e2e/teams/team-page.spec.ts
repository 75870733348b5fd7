import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { signedInUserWithHotel } from '../support/onboarding';
import { createConfirmedUser, e2ePassword, uniqueEmail } from '../support/users';

/**
 * Settings -> Team (issue 36, parts 1 and 2): the owner invites by mail, sends an invitation again (the old link
 * stops working), revokes one after the confirmation, and changes the role of a member who joined through their
 * link. The full journey (signing up from the link, editing as the new member, removal) is e2e/teams' own.
 */
const origin = () => process.env.E2E_BASE_URL as string;

/** A person who is not the page's user: their own cookies, as another browser would hold them. */
async function signedInElsewhere(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  email: string,
) {
  const client = await playwright.request.newContext({ baseURL: origin() });
  const signIn = await client.post('/api/auth/sign-in/email', {
    data: { email, password: e2ePassword },
    headers: { origin: origin() },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return client;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test('the owner invites, resends, revokes and changes a member role on the Team page', async ({
  page,
  playwright,
}) => {
  await signedInUserWithHotel(page, { name: 'Hotel Seeblick', address: 'Seestraße 1', city: 'Konstanz' });
  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();

  // Invite a member who joins through the mailed link.
  const member = await createConfirmedUser(page.request, uniqueEmail('editor'));
  await page.getByRole('button', { name: 'Invite member' }).click();
  let dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(`Invitation sent to ${member.email}. The link is valid for 7 days.`),
  ).toBeVisible();
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations.getByRole('row', { name: new RegExp(`^${member.email} Editor`) })).toBeVisible();

  const link = await linkFromMailbox(page.request, member.email, '/invitation?token=');
  const client = await signedInElsewhere(playwright, member.email);
  const joined = await client.post(`/api/invitations/${tokenOf(link)}/accept`, {
    headers: { origin: origin() },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await client.dispose();

  await page.reload();
  const memberRow = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: member.email }) });
  await expect(memberRow).toHaveCount(1);
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();

  // Change the member's role with the keyboard-usable select; it holds after a reload.
  const roleSelect = memberRow.getByRole('combobox', { name: `Role of ${member.email}` });
  await expect(roleSelect).toHaveValue('editor');
  await roleSelect.selectOption('viewer');
  await expect(page.getByText(`${member.email} is now Viewer.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Role of ${member.email}` })).toHaveValue('viewer');

  // Resend an invitation: a new link, and the old one no longer opens anything.
  const guest = uniqueEmail('guest');
  await page.getByRole('button', { name: 'Invite member' }).click();
  dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('E-mail').fill(guest);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  const firstLink = await linkFromMailbox(page.request, guest, '/invitation?token=');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Resend the invitation to ${guest}` }).click();
  await expect(
    page.getByText(`The invitation was sent again to ${guest}, with a new link valid for 7 days.`),
  ).toBeVisible();
  await expect
    .poll(async () => linkFromMailbox(page.request, guest, '/invitation?token='))
    .not.toBe(firstLink);
  const secondLink = await linkFromMailbox(page.request, guest, '/invitation?token=');
  expect((await page.request.get(`/api/invitations/${tokenOf(firstLink)}`)).status()).toBe(404);
  expect((await page.request.get(`/api/invitations/${tokenOf(secondLink)}`)).status()).toBe(200);

  // Revoke it, after the confirmation: the link then says it cannot be used.
  await page.getByRole('button', { name: `Revoke the invitation to ${guest}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the invitation?' });
  await expect(
    confirm.getByText(`The invitation link sent to ${guest} stops working at once`, { exact: false }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();

  await page.goto(new URL(secondLink).pathname + new URL(secondLink).search);
  await expect(page.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  await expect(page.getByText('This invitation link is invalid or has expired.')).toBeVisible();
});

test('the invitation page shows a signed-out visitor what it invites to, without accessibility violations', async ({
  page,
  browser,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const email = uniqueEmail('invited');
  const sent = await page.request.post(`/api/hotels/${hotelId}/invitations`, {
    data: { email, role: 'viewer', hotels: 'all' },
    headers: { origin: origin() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const link = await linkFromMailbox(page.request, email, '/invitation?token=');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
  await expect(
    visitor.getByText('invited you to work on Hotel Seeblick as Viewer.', { exact: false }),
  ).toBeVisible();
  await expect(visitor.getByLabel('E-mail')).toHaveValue(email);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();
});
