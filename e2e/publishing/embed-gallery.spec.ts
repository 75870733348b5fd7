import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { photo } from '../support/photos';
import { apiWrite } from '../support/templates';

/**
 * The embedded gallery (issue 34, point 3): a published hotel's owner copies the iframe snippets of the hotel's
 * gallery and of a room in Settings -> Hotel; a plain page on another origin (a static server on 127.0.0.1, the
 * app being on localhost) pastes them; in its frame the photos load, the JavaScript stays under 15 KB, and the
 * lightbox is used by keyboard alone: open, next, previous, Escape, the focus back on the thumbnail.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Uploads photos as the upload dialog does; the seeds differ from other journeys', so none is a duplicate. */
async function upload(page: Page, hotelId: string, names: string[]) {
  const origin = process.env.E2E_BASE_URL as string;
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const response = await page.request.post(`/api/hotels/${hotelId}/assets`, {
      headers: { origin },
      multipart: {
        category: 'Property',
        file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await photo(61 + index) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { asset: { id: string } }).asset.id);
  }
  return ids;
}

/** A page of another site: the snippets as pasted, nothing else. */
async function hotelWebsite(snippets: string[]): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hotel Seeblick</title></head>
<body><h1>Welcome to Hotel Seeblick</h1><a href="#rooms">Our rooms</a>${snippets.join('\n')}</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Settings -> Hotel: 'Publish content' on, which brings the 'Website' section with the snippets. */
async function publishContent(page: Page) {
  const publish = page.getByRole('switch', { name: 'Publish content' });
  await expect(publish).toHaveAttribute('aria-checked', 'false');
  await publish.click();
  await expect(publish).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('heading', { name: 'Website', exact: true })).toBeVisible();
}

async function copySnippet(page: Page, group: string): Promise<string> {
  const block = page.getByRole('group', { name: group });
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("a hotel's gallery, framed by its website, is stepped through by keyboard", async ({ page }) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const [lake, lobby, terrace, bed] = await upload(page, hotelId, [
    'Lake view',
    'Lobby',
    'Terrace',
    'Double bed',
  ]);
  // The terrace is the cover; the bed is only the room's.
  await apiWrite(
    page.request,
    'PUT',
    `/api/hotels/${hotelId}/gallery`,
    { assetIds: [terrace, lake, lobby] },
    200,
  );
  await apiWrite(page.request, 'POST', `/api/hotels/${hotelId}/rooms`, { name: 'Attic', type: 'single' });
  const { room } = await apiWrite<{ room: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms`,
    {
      name: 'Double Room',
      type: 'double',
    },
  );
  await apiWrite(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms/${room.id}/gallery/images`,
    { assetId: bed },
    200,
  );

  // Settings -> Hotel: publish, then the 'Website' section's snippets.
  await page.goto('/settings/hotel');
  await publishContent(page);
  const gallerySnippet = await copySnippet(page, 'Hotel gallery');
  expect(gallerySnippet).toMatch(
    /^<iframe src="http:\/\/localhost:\d+\/embed\/hotels\/[\w-]+\/gallery" title="Photos of Hotel Seeblick"/,
  );
  await page.getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Double Room' });
  const roomSnippet = await copySnippet(page, 'Room gallery');
  expect(roomSnippet).toContain(`/rooms/${room.id}" title="Photos of Double Room, Hotel Seeblick"`);

  const website = await hotelWebsite([gallerySnippet, roomSnippet]);
  try {
    // Every script the page and its frames load, once each (both frames load the same file).
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), (await response.body()).length);
    });
    await page.goto(website.url);
    const gallery = page.frameLocator('iframe[title="Photos of Hotel Seeblick"]');
    const roomFrame = page.frameLocator('iframe[title="Photos of Double Room, Hotel Seeblick"]');
    await expect(gallery.getByRole('img', { name: 'Terrace' })).toBeVisible();
    // Cover first, then the saved order; every photo loaded.
    const names = await gallery
      .locator('#gallery img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    expect(names).toEqual(['Terrace', 'Lake view', 'Lobby']);
    await expect
      .poll(() =>
        gallery
          .locator('#gallery img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await expect(roomFrame.getByRole('img', { name: 'Double bed' })).toBeVisible();

    // Keyboard only: Tab from the hotel's page into the frame, to the cover.
    await page.getByRole('link', { name: 'Our rooms' }).focus();
    await page.keyboard.press('Tab');
    const cover = gallery.getByRole('button', { name: 'Terrace' });
    await expect(cover).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = gallery.getByRole('dialog', { name: 'Photos of Hotel Seeblick' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Terrace' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Lake view' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    // Tab stays on the dialog's buttons.
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cover).toBeFocused();
    // Space opens too.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');

    expect(scripts.size).toBe(1);
    expect([...scripts.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(15_000);
  } finally {
    website.server.close();
  }
});
