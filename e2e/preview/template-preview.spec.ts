import { expect, test, type Page } from '@playwright/test';
import { onlyHotelId, uploadPhotos } from '../support/photos';
import { signedInUserWithHotel } from '../support/onboarding';
import { apiWrite, createTemplate } from '../support/templates';

/** Switches on a feature of the catalogue for the hotel. */
async function switchOn(page: Page, hotelId: string, featureId: string) {
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/features/${featureId}`, { active: true });
}

/** A hotel with photos, a room with an image, two switched-on features, and a published and a draft template. */
async function hotelWithTemplates(page: Page) {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Bergsee',
    address: 'Seeweg 4',
    city: 'Füssen',
  });
  await page.goto('/dashboard');
  expect(await onlyHotelId(page)).toBe(hotelId);
  await uploadPhotos(page, hotelId, ['lobby', 'terrace', 'spa', 'suite']);
  const { assets } = (await (await page.request.get(`/api/hotels/${hotelId}/assets`)).json()) as {
    assets: { id: string; name: string }[];
  };
  const idOf = (name: string) => assets.find((asset) => asset.name === `${name}.jpg`)?.id as string;

  const { room } = await apiWrite<{ room: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms`,
    {
      name: 'Seesuite',
      type: 'suite',
    },
  );
  await apiWrite(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms/${room.id}/gallery/images`,
    { assetId: idOf('suite') },
    200,
  );
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/rooms/${room.id}/description`, {
    content: 'Zwei Zimmer mit Blick auf den See.',
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'Ein Haus direkt am Bergsee.',
  });
  await switchOn(page, hotelId, 'free-wifi');
  await switchOn(page, hotelId, 'cots-on-request');
  // A hotel in Germany writes German first, so its page shows the catalogue's German names (issue 37).
  const facility = 'Kostenloses WLAN';
  const policy = 'Kinderbetten auf Anfrage';

  const published = await createTemplate(page, hotelId, {
    name: 'Sommer am See',
    contentDescription: 'Baden und wandern am Bergsee.\nAbends auf der Terrasse.',
    imageIds: [idOf('lobby'), idOf('terrace'), idOf('spa')],
    coverId: idOf('terrace'),
    startDate: '2027-06-01',
    endDate: '2027-08-31',
    isPublished: true,
  });
  const draft = await createTemplate(page, hotelId, { name: 'Winterentwurf', isPublished: false });
  return { published, draft, facility, policy };
}

test('a visitor without an account opens a published template, its sections and a room', async ({
  page,
  browser,
}) => {
  const { published, facility, policy } = await hotelWithTemplates(page);

  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  const apiCalls: string[] = [];
  preview.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await preview.goto(`/preview/template/${published.id}`);

  await expect(preview.getByRole('heading', { level: 1, name: 'Hotel Bergsee' })).toBeVisible();
  await expect(preview.getByText('Seeweg 4')).toBeVisible();
  await expect(preview.getByText('Template: Sommer am See', { exact: true })).toBeVisible();
  await expect(preview).toHaveTitle('Sommer am See · Hotel Bergsee · Hotel Content Studio');

  // The mosaic: the cover first and marked, then the others.
  const mosaic = preview.getByRole('list', { name: 'Bilder' });
  await expect(mosaic.getByRole('listitem')).toHaveCount(3);
  await expect(mosaic.getByRole('listitem').first().getByText('Cover')).toBeVisible();
  await expect(mosaic.getByRole('img').first()).toHaveAttribute('alt', 'Hotel Bergsee, Bild 1 von 3');
  await expect
    .poll(() =>
      mosaic
        .getByRole('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // The template's offer with its dates, above the hotel's own description, which stays.
  const offer = preview.getByRole('region', { name: 'Sommer am See' });
  await expect(offer.getByText('Baden und wandern am Bergsee.')).toBeVisible();
  await expect(offer.getByText('Abends auf der Terrasse.')).toBeVisible();
  await expect(offer.getByText(/^1\. Juni\s–\s31\. Aug\. 2027$/)).toBeVisible();
  const description = preview.getByRole('region', { name: 'Description' });
  await expect(description.getByText('Ein Haus direkt am Bergsee.')).toBeVisible();
  await expect(
    preview.getByRole('region', { name: 'Facilities & Services' }).getByText(facility),
  ).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Policies' }).getByText(policy)).toBeVisible();

  // A tab scrolls its section into view and is marked as the current one.
  const tabs = preview.getByRole('navigation', { name: 'Abschnitte' });
  await tabs.getByRole('button', { name: 'Policies' }).click();
  await expect(tabs.getByRole('button', { name: 'Policies' })).toHaveAttribute('aria-current', 'true');
  await expect(preview.getByRole('heading', { name: 'Policies', level: 2 })).toBeInViewport();

  // A room opens in its own view, linkable, and leads back to the hotel.
  await preview.getByRole('link', { name: /Seesuite/ }).click();
  await expect(preview).toHaveURL(/\?room=/);
  await expect(preview.getByRole('heading', { level: 2, name: 'Seesuite' })).toBeVisible();
  await expect(preview.getByText('Zwei Zimmer mit Blick auf den See.')).toBeVisible();
  const roomImages = preview.getByRole('list', { name: 'Bilder: Seesuite' });
  await expect(roomImages.getByRole('img')).toHaveAttribute('alt', 'Seesuite, Bild 1 von 1');
  await expect(roomImages.getByText('Cover')).toBeVisible();
  const roomUrl = preview.url();
  await preview.getByRole('link', { name: 'Zurück zum Hotel' }).click();
  await expect(preview).toHaveURL(new RegExp(`/preview/template/${published.id}$`));
  await expect(preview.getByRole('navigation', { name: 'Abschnitte' })).toBeVisible();
  await preview.goto(roomUrl);
  await expect(preview.getByRole('heading', { level: 2, name: 'Seesuite' })).toBeVisible();

  await expect(preview.getByText(`Template: Sommer am See · ID: ${published.id}`)).toBeVisible();
  // The page asks only for the session and the preview: none of the signed-in app's data.
  expect(new Set(apiCalls)).toEqual(new Set(['/api/session', `/api/public/templates/${published.id}`]));
  await visitor.close();
});

test('a draft, an unknown and a malformed id show "Template nicht gefunden"; no id says so', async ({
  page,
  browser,
}) => {
  const { draft } = await hotelWithTemplates(page);
  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-a-template']) {
    await preview.goto(`/preview/template/${id}`);
    await expect(preview.getByRole('heading', { name: 'Template nicht gefunden' })).toBeVisible();
    await expect(preview.getByText('Das angeforderte Template konnte nicht gefunden werden.')).toBeVisible();
  }
  await preview.goto('/preview/template');
  await expect(preview.getByRole('heading', { name: 'Fehler' })).toBeVisible();
  await expect(preview.getByText('Keine Template-ID angegeben')).toBeVisible();
  await visitor.close();

  // A signed-in user who owns the draft is not shown it either, and is not sent elsewhere.
  await page.goto(`/preview/template/${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Template nicht gefunden' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/preview/template/${draft.id}$`));
});

test("the preview page's HTML names the template for link previews", async ({ page, request }) => {
  const { published, draft } = await hotelWithTemplates(page);
  const html = await (await request.get(`/preview/template/${published.id}`)).text();
  expect(html).toContain('<meta property="og:title" content="Sommer am See · Hotel Bergsee" />');
  expect(html).toContain('<title>Sommer am See · Hotel Bergsee</title>');
  expect(html).toContain(
    '<meta property="og:description" content="Baden und wandern am Bergsee. Abends auf der Terrasse." />',
  );
  const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1];
  expect(image).toMatch(/^http:\/\/localhost:\d+\/files\//);
  expect((await request.get(image as string)).status()).toBe(200);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

  const draftHtml = await (await request.get(`/preview/template/${draft.id}`)).text();
  expect(draftHtml).not.toContain('og:title');
  expect(draftHtml).not.toContain('Winterentwurf');
});
