import { test as base, expect, type Page } from '@playwright/test';
import type { XmlElement } from '@server/integrations/alpinebits/xml-reader';
import {
  receiverCredentials,
  startAlpineBitsReceiver,
  type AlpineBitsReceiver,
} from '../fakes/alpinebits-receiver';
import { startAppServer, type RunningApp } from '../support/app-server';
import { signedInUserWithHotel } from '../support/onboarding';
import { photo } from '../support/photos';
import { apiWrite } from '../support/templates';

/**
 * AlpineBits HotelData push (issue 33): a hotel with rooms and photos connects to the test receiver
 * (e2e/fakes/alpinebits-receiver.ts on 127.0.0.1, reachable because OUTBOUND_ALLOWED_HOSTS names it), a wrong
 * password is refused in plain words, 'Test connection' shows the versions, 'Save' offers 'Push content', and the
 * card reports the push with its counts while the receiver holds the messages. This journey runs its own app
 * server: the shared one does not name the receiver.
 */
const test = base.extend<
  { receiver: AlpineBitsReceiver },
  { alpineBitsApp: { receiver: AlpineBitsReceiver; app: RunningApp } }
>({
  alpineBitsApp: [
    // Playwright reads which fixtures a fixture needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const receiver = await startAlpineBitsReceiver();
      const app = await startAppServer({
        OUTBOUND_ALLOWED_HOSTS: new URL(receiver.url).host,
        LOG_LEVEL: 'error',
      });
      await use({ receiver, app });
      await app.stop();
      await receiver.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ alpineBitsApp }, use) => use(alpineBitsApp.app.url),
  receiver: async ({ alpineBitsApp }, use) => {
    // The shared helpers (sign-up's Origin header) read the app's address from here; restored afterwards.
    const shared = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = alpineBitsApp.app.url;
    alpineBitsApp.receiver.reset();
    await use(alpineBitsApp.receiver);
    process.env.E2E_BASE_URL = shared;
  },
});

/** Two rooms the standard can take (a code is suggested, occupancy stated), three photos among them. */
async function hotelWithRoomsAndPhotos(page: Page) {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const origin = process.env.E2E_BASE_URL as string;
  const photoIds: string[] = [];
  for (const [index, name] of ['double-room', 'double-bath', 'suite'].entries()) {
    const response = await page.request.post(`/api/hotels/${hotelId}/assets`, {
      headers: { origin },
      multipart: {
        category: 'Room Photos',
        file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await photo(61 + index) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    photoIds.push(((await response.json()) as { asset: { id: string } }).asset.id);
  }
  const rooms = [
    {
      name: 'Double Room',
      type: 'double',
      maxOccupancy: 2,
      standardOccupancy: 2,
      photos: photoIds.slice(0, 2),
    },
    { name: 'Lake Suite', type: 'suite', maxOccupancy: 4, standardOccupancy: 2, photos: photoIds.slice(2) },
  ];
  for (const { photos, ...room } of rooms) {
    const created = await apiWrite<{ room: { id: string } }>(
      page.request,
      'POST',
      `/api/hotels/${hotelId}/rooms`,
      room,
    );
    for (const assetId of photos)
      await apiWrite(
        page.request,
        'POST',
        `/api/hotels/${hotelId}/rooms/${created.room.id}/gallery/images`,
        { assetId },
        200,
      );
  }
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'A quiet hotel on the lake shore, ten minutes from the old town.',
  });
  return hotelId;
}

/** Every element of a received message with this local name, in document order. */
function elementsNamed(root: XmlElement | null, name: string): XmlElement[] {
  if (!root) return [];
  return [
    ...(root.name === name ? [root] : []),
    ...root.children.flatMap((child) => elementsNamed(child, name)),
  ];
}

test('connecting AlpineBits: a refused password, the handshake’s versions, save, push and its report', async ({
  page,
  receiver,
}) => {
  test.setTimeout(90_000);
  await hotelWithRoomsAndPhotos(page);
  await page.goto('/ota');
  const card = page.getByRole('region', { name: 'AlpineBits' });
  await expect(card.getByText('Not connected')).toBeVisible();
  await card.getByRole('button', { name: 'Connect' }).click();

  const dialog = page.getByRole('dialog', { name: 'Connect AlpineBits' });
  await expect(dialog.getByLabel('Server URL')).toBeFocused();
  await dialog.getByLabel('Server URL').fill(receiver.url);
  await dialog.getByLabel('Username').fill(receiverCredentials.username);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByLabel('Hotel code').fill('SEEBLICK');
  // Each room with a code suggested from its name.
  const roomCodes = dialog.getByRole('group', { name: 'Room codes' });
  await expect(roomCodes.getByLabel('Double Room')).toHaveValue('DOUBLER');
  await expect(roomCodes.getByLabel('Lake Suite')).toHaveValue('LAKES');
  await roomCodes.getByLabel('Lake Suite').fill('SUITE');

  // The wrong password: the server's refusal in plain words, and nothing typed is lost.
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The connection test failed.The server refused the username or password.',
  );
  await expect(dialog.getByLabel('Server URL')).toHaveValue(receiver.url);
  await expect(roomCodes.getByLabel('Lake Suite')).toHaveValue('SUITE');

  await dialog.getByLabel('Password').fill(receiverCredentials.password);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('The server answered. It supports:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Version 2024-10: Handshake, Room categories (Inventory), Hotel information (Info)',
  ]);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Connection saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Push content' }).click();
  await expect(dialog).toBeHidden();

  // The push runs as a job; the card follows it to its report.
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(receiver.url)).toBeVisible();
  await expect(card.getByText('SEEBLICK')).toBeVisible();
  await expect(card.getByTestId('last-push')).toHaveText('Pushed just now: 2 rooms, 3 pictures, 1 language', {
    timeout: 30_000,
  });

  // The receiver took the Inventory (both rooms under their codes, three pictures) and the Info.
  const taken = receiver.requests.filter((request) => request.refused === null);
  expect(taken.map((request) => request.action)).toEqual(
    expect.arrayContaining([
      'OTA_HotelDescriptiveContentNotif:Inventory',
      'OTA_HotelDescriptiveContentNotif:Info',
    ]),
  );
  const inventory = taken.find((request) => request.action === 'OTA_HotelDescriptiveContentNotif:Inventory')!;
  expect(inventory.schemaErrors).toEqual([]);
  expect(elementsNamed(inventory.document, 'HotelDescriptiveContent')[0]?.attributes.HotelCode).toBe(
    'SEEBLICK',
  );
  expect(elementsNamed(inventory.document, 'GuestRoom').map((room) => room.attributes.Code)).toEqual([
    'DOUBLER',
    'SUITE',
  ]);
  // The pictures as the product serves them, at its own address.
  const pictureUrls = elementsNamed(inventory.document, 'URL').map((url) => url.text.trim());
  expect(pictureUrls).toHaveLength(3);
  for (const url of pictureUrls) expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  // The history lists the push; the saved password never comes back into the form.
  await card.getByRole('button', { name: 'Push history' }).click();
  const history = page.getByRole('dialog', { name: 'Push history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(
    'ManualSucceeded2 rooms, 3 pictures, 1 language',
  );
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Edit connection' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit AlpineBits connection' });
  await expect(edit.getByLabel('Password')).toHaveValue('');
  await expect(edit.getByText('Leave it empty to keep the stored password.')).toBeVisible();
});
