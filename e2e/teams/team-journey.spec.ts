import { expect, test } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { signedInUserWithHotel } from '../support/onboarding';
import { uniqueEmail } from '../support/users';

/**
 * Issue 36's journey: the owner invites an editor through the dev mailbox; the editor signs up from the link,
 * edits the description, and cannot open billing or the team; the owner sees the change with the editor's name
 * and the text before and after in the activity log, then removes the editor, whose next click ends on the
 * not-found page.
 */
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

test('an invited editor joins, edits, is refused billing and members, is logged, and is removed', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const { hotelId } = await signedInUserWithHotel(owner, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const described = await owner.request.put(`/api/hotels/${hotelId}/description`, {
    data: { content: 'Ein Haus am See.' },
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  expect(described.ok()).toBe(true);

  // The owner invites an editor by mail.
  const editorEmail = uniqueEmail('editor');
  await owner.goto('/settings/team');
  await owner.getByRole('button', { name: 'Invite member' }).click();
  const invite = owner.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('E-mail').fill(editorEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${editorEmail}.`, { exact: false })).toBeVisible();

  // The editor, in a browser of their own, signs up from the link and confirms the address.
  const editorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const editor = await editorContext.newPage();
  const invitation = await linkFromMailbox(owner.request, editorEmail, '/invitation?token=');
  await editor.goto(pathOf(invitation));
  await expect(editor.getByText('invited you to work on Hotel Seeblick as Editor.')).toBeVisible();
  await editor.getByRole('button', { name: 'Sign up' }).click();
  await expect(editor.getByLabel('E-mail')).toHaveValue(editorEmail);
  await editor.getByLabel('Your name').fill('Lea Gruber');
  await editor.getByLabel('Password').fill('sunny-balcony-42');
  await editor.getByRole('button', { name: 'Create account' }).click();
  await expect(editor.getByText('Check your inbox')).toBeVisible();
  const confirmation = await linkFromMailbox(owner.request, editorEmail, 'verify-email');
  await editor.goto(confirmation);
  await expect(editor.getByText('Your e-mail address is confirmed. Sign in to join the team.')).toBeVisible();
  await editor.getByLabel('Password').fill('sunny-balcony-42');
  await editor.getByRole('button', { name: 'Sign in and join' }).click();

  // Past onboarding, on the joined hotel's dashboard.
  await expect(editor).toHaveURL(/\/dashboard$/);
  await expect(editor.getByTestId('active-hotel-name')).toHaveText('Hotel Seeblick');

  // The editor edits the description.
  await editor.getByRole('link', { name: 'Active Content' }).click();
  await editor.getByRole('tab', { name: 'Description' }).click();
  await editor.getByRole('button', { name: 'Bearbeiten' }).click();
  await editor.getByLabel('Beschreibung').fill('Ein ruhiges Haus am See mit Badesteg.');
  await editor.getByRole('tabpanel').getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByText('Ein ruhiges Haus am See mit Badesteg.')).toBeVisible();

  // Billing and the team are not the editor's.
  await editor.goto('/settings/payment');
  await expect(editor.getByText('Payment is the owner’s', { exact: false })).toBeVisible();
  await expect(editor.getByText('Your subscription could not be loaded', { exact: false })).toHaveCount(0);
  await editor.goto('/settings/team');
  await expect(editor.getByRole('status').getByText('Your role does not allow this.')).toBeVisible();
  await expect(editor.getByRole('table', { name: 'Members' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Invite member' })).toHaveCount(0);

  // The owner sees who changed the description, and what it said before and after.
  await owner.goto('/activity');
  const entry = owner.getByRole('listitem').filter({ hasText: 'Ein ruhiges Haus am See mit Badesteg.' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Lea Gruber')).toBeVisible();
  await expect(entry.getByText('Ein Haus am See.')).toBeVisible();

  // The owner removes the editor; the editor's next click ends on the not-found page.
  await owner.goto('/settings/team');
  const editorRow = owner
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ has: owner.getByRole('cell', { name: editorEmail }) });
  await expect(editorRow.getByRole('rowheader')).toHaveText('Lea Gruber');
  await editorRow.getByRole('button', { name: 'Remove Lea Gruber' }).click();
  const confirm = owner.getByRole('dialog');
  await confirm.getByRole('button', { name: /Remove/ }).click();
  await expect(editorRow).toHaveCount(0);

  await editor.getByRole('link', { name: 'Active Content' }).click();
  await expect(editor).toHaveURL(/\/not-found$/);
  await expect(editor.getByText('404')).toBeVisible();
  await editorContext.close();
});
