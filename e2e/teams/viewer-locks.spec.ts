import { expect, test, type Locator, type Page } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { signedInUserWithHotel } from '../support/onboarding';
import { apiWrite } from '../support/templates';
import { createConfirmedUser, e2ePassword, uniqueEmail } from '../support/users';

/**
 * Issue 36, part 3 in Chromium: a viewer of a hotel reads a notice above every page, finds each control that would
 * change something locked (still focusable, 'Your role does not allow this.' on focus), and pressing one opens
 * nothing and sends nothing; the server refuses the same change on its own.
 */
const origin = () => process.env.E2E_BASE_URL as string;
const reason = 'Your role does not allow this.';

/** A locked control: focusable, aria-disabled, its reason shown on focus; pressing it opens no dialog. */
async function expectLocked(page: Page, control: Locator) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await control.focus();
  await expect(control).toBeFocused();
  await expect(control).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
  // Playwright waits for an aria-disabled control to be enabled; a person clicks it anyway.
  await control.click({ force: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a viewer reads the hotel with every change locked, saying why, and changes nothing', async ({
  page: owner,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const { hotelId } = await signedInUserWithHotel(owner, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  await apiWrite(owner.request, 'PUT', `/api/hotels/${hotelId}/description`, { content: 'Ein Haus am See.' });
  await apiWrite(owner.request, 'POST', `/api/hotels/${hotelId}/rooms`, { name: 'Seesuite', type: 'suite' });

  // The owner invites a viewer through the Team's API; the viewer accepts the mailed link.
  const viewerApi = await playwright.request.newContext({ baseURL: origin() });
  const viewer = await createConfirmedUser(viewerApi, uniqueEmail('viewer'));
  await apiWrite(owner.request, 'POST', `/api/hotels/${hotelId}/invitations`, {
    email: viewer.email,
    role: 'viewer',
    hotels: [hotelId],
  });
  const link = await linkFromMailbox(owner.request, viewer.email, '/invitation?token=');
  const signIn = await viewerApi.post('/api/auth/sign-in/email', {
    data: { email: viewer.email, password: e2ePassword },
    headers: { origin: origin() },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const token = new URL(link).searchParams.get('token') ?? '';
  const joined = await viewerApi.post(`/api/invitations/${token}/accept`, { headers: { origin: origin() } });
  expect(joined.status(), await joined.text()).toBe(200);

  // The server decides: the same change sent straight to it is refused.
  const refused = await viewerApi.put(`/api/hotels/${hotelId}/description`, {
    data: { content: 'Geändert.' },
    headers: { origin: origin() },
  });
  expect(refused.status()).toBe(403);

  // The viewer in a browser of their own; every request that would change the hotel is recorded.
  const context = await browser.newContext({
    baseURL: origin(),
    storageState: await viewerApi.storageState(),
  });
  const page = await context.newPage();
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/hotels\//.test(request.url()))
      writes.push(`${request.method()} ${request.url()}`);
  });
  const notice = page.getByText('You can view Hotel Seeblick: your role (Viewer) does not allow changes.');

  await page.goto('/dashboard');
  await expect(notice).toBeVisible();

  // The library: uploading and selecting are locked.
  await page.goto('/all-content');
  await expect(notice).toBeVisible();
  await expectLocked(page, page.getByRole('button', { name: 'Upload Assets' }));
  await expectLocked(page, page.getByRole('button', { name: 'Select Multiple' }));

  // The content page: the description reads, and Bearbeiten opens no editor.
  await page.goto('/active-content');
  await expect(page.getByText('Ein Haus am See.')).toBeVisible();
  await expectLocked(page, page.getByRole('button', { name: 'Bearbeiten' }));
  await expect(page.getByLabel('Beschreibung')).toHaveCount(0);
  await expectLocked(page, page.getByRole('button', { name: 'Sortieren' }));

  // The rooms page: the room is listed; its edit, delete and the add form are locked.
  await page.goto('/active-content/rooms');
  await expect(page.getByRole('list', { name: 'Rooms' }).getByText('Seesuite')).toBeVisible();
  await expectLocked(page, page.getByRole('button', { name: 'Edit room Seesuite' }));
  await expectLocked(page, page.getByRole('button', { name: 'Delete room Seesuite' }));
  const roomName = page.getByLabel('Room name');
  await roomName.focus();
  await page.keyboard.type('Turmzimmer');
  await expect(roomName).toHaveValue('');
  await expectLocked(page, page.getByRole('button', { name: 'Add Room' }));

  // Templates: nothing to create or generate.
  await page.goto('/templates');
  await expectLocked(page, page.getByRole('button', { name: 'New Template' }));
  await expectLocked(page, page.getByRole('button', { name: 'Generate Templates' }));

  // Settings -> Hotel: the hotel's details read-only, its Save locked.
  await page.goto('/settings/hotel');
  await page
    .getByRole('article', { name: 'Hotel Seeblick' })
    .getByRole('button', { name: 'Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Hotel details' });
  await expect(details.getByLabel('Name')).toHaveValue('Hotel Seeblick');
  await expect(details.getByLabel('Name')).not.toBeEditable();
  await expect(details.getByText(reason)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await details.getByRole('button', { name: 'Save Changes' }).click({ force: true });
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toHaveCount(0);

  // Nothing was sent, and nothing changed.
  expect(writes).toEqual([]);
  const description = await owner.request.get(`/api/hotels/${hotelId}/description`);
  expect(((await description.json()) as { content: string }).content).toBe('Ein Haus am See.');
  const rooms = await owner.request.get(`/api/hotels/${hotelId}/rooms`);
  expect(((await rooms.json()) as { rooms: { name: string }[] }).rooms.map((room) => room.name)).toEqual([
    'Seesuite',
  ]);
  await context.close();
  await viewerApi.dispose();
});
