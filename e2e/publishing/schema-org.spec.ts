import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { apiWrite } from '../support/templates';

/**
 * The schema.org data (issue 34, point 2): the owner publishes the hotel in Settings -> Hotel, copies the
 * ready-to-paste snippet and the data's address; a page of the hotel's website on another origin (a static
 * server on 127.0.0.1, the app being on localhost) holds the snippet and fetches the address from its script,
 * and both carry the hotel and its room; switched off, the address answers 404.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function copy(page: Page, group: string): Promise<string> {
  const block = page.getByRole('group', { name: group });
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A page of the hotel's website: the snippet as pasted, and a script that fetches the data from its address. */
async function hotelWebsite(snippet: string, dataUrl: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hotel Seeblick</title>
${snippet}
</head><body><h1>Welcome</h1><output id="fetched"></output>
<script>
fetch(${JSON.stringify(dataUrl)}).then((response) => response.json()).then((hotel) => {
  document.getElementById('fetched').textContent = hotel.name + ' / ' + hotel.containsPlace[0].name;
}, (error) => { document.getElementById('fetched').textContent = 'failed: ' + error; });
</script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test("a published hotel's schema.org data is pasted into and fetched by its website", async ({
  page,
  playwright,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  // English text for a hotel in Germany, whose descriptions are German unless said otherwise (issue 37).
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'A family-run hotel on Lake Constance.',
    language: 'en',
  });
  await apiWrite(page.request, 'POST', `/api/hotels/${hotelId}/rooms`, {
    name: 'Lake Suite',
    type: 'suite',
    maxOccupancy: 4,
    sizeSqm: 45,
  });

  await page.goto('/settings/hotel');
  const publish = page.getByRole('switch', { name: 'Publish content' });
  await expect(publish).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('heading', { name: 'Website', exact: true })).toBeHidden();
  await publish.click();
  await expect(page.getByRole('heading', { name: 'Website', exact: true })).toBeVisible();

  const snippet = await copy(page, 'schema.org snippet');
  expect(snippet).toMatch(/^<script type="application\/ld\+json">\n\{/);
  expect(snippet).toContain('"name": "Hotel Seeblick"');
  expect(snippet).toContain('"name": "Lake Suite"');
  const dataUrl = await copy(page, 'Data address');
  expect(dataUrl).toMatch(/^http:\/\/localhost:\d+\/api\/public\/hotels\/[\w-]{22}\/schema\.jsonld$/);

  // Read as a website's server reads it: no cookie of the owner's.
  const outside = await playwright.request.newContext();
  try {
    const answer = await outside.get(dataUrl);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/ld+json; charset=utf-8');
    const data = (await answer.json()) as { name: string; containsPlace: { name: string }[] };
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Hotel Seeblick',
      description: [{ inLanguage: 'en', text: 'A family-run hotel on Lake Constance.' }],
      containsPlace: [{ '@type': 'HotelRoom', name: 'Lake Suite' }],
    });

    // On the hotel's own page: the pasted script reads as the same data, and the page's fetch is allowed.
    const website = await hotelWebsite(snippet, dataUrl);
    try {
      await page.goto(website.url);
      const pasted = await page.evaluate(() =>
        JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'),
      );
      expect(pasted).toEqual(data);
      await expect(page.locator('#fetched')).toHaveText('Hotel Seeblick / Lake Suite');
    } finally {
      website.server.close();
    }

    // Switched off, the address answers 404 at once.
    await page.goto('/settings/hotel');
    await page.getByRole('switch', { name: 'Publish content' }).click();
    await expect(page.getByRole('heading', { name: 'Website', exact: true })).toBeHidden();
    expect((await outside.get(dataUrl)).status()).toBe(404);
  } finally {
    await outside.dispose();
  }
});
