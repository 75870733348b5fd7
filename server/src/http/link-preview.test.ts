import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHotel, buildImageAsset, buildUser, type SignedInUser } from '../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../test/test-app';
import { escapeHtml, languageUrl, previewTemplateId, withLinkPreview } from './link-preview';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Hotel Content Studio: the app's own description."
    />
    <title>Hotel Content Studio</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>
`;

describe('previewTemplateId', () => {
  it('reads the id of a preview page only', () => {
    expect(previewTemplateId('/preview/template/abc')).toBe('abc');
    expect(previewTemplateId('/preview/template/abc/')).toBe('abc');
    expect(previewTemplateId('/preview/template/a%20b')).toBe('a b');
    expect(previewTemplateId('/preview/template/%E0%A4%A')).toBeNull();
    expect(previewTemplateId('/preview/template')).toBeNull();
    expect(previewTemplateId('/preview/template/abc/more')).toBeNull();
    expect(previewTemplateId('/templates/abc')).toBeNull();
  });
});

/** A page in one language, as most hotels' are. */
const oneLanguage = { language: 'en', languages: ['en'], byHeader: false };
const pageT1 = { url: `${testAppUrl}/preview/template/t1`, parameters: new URLSearchParams() };

describe('withLinkPreview', () => {
  const preview = {
    title: 'Sommer · Hotel',
    description: 'Am See',
    imageUrl: '/files/a-gallery.webp',
    ...oneLanguage,
  };

  it("replaces the app's title and description and adds Open Graph and Twitter tags", () => {
    const html = withLinkPreview(indexHtml, preview, pageT1, testAppUrl);
    expect(html).not.toContain('Hotel Content Studio</title>');
    expect(html).not.toContain("the app's own description");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sommer · Hotel</title>');
    expect(html).toContain('<meta name="description" content="Am See" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3999/files/a-gallery.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    // The tags sit in the head.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    // One language: no alternates, and the plain address.
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('hreflang');
    expect(html).toContain(`<meta property="og:url" content="${testAppUrl}/preview/template/t1" />`);
  });

  it('names the language shown in <html lang> and links every language with hreflang, and x-default without one', () => {
    const page = {
      url: `${testAppUrl}/preview/template/t1`,
      parameters: new URLSearchParams({ room: 'r 1' }),
    };
    const html = withLinkPreview(
      indexHtml,
      { ...preview, language: 'it', languages: ['en', 'de', 'it'], byHeader: true },
      page,
      testAppUrl,
    );
    expect(html).toContain('<html lang="it">');
    expect(html).not.toContain('<html lang="en">');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
    expect(alternates.map(([, hreflang, href]) => [hreflang, href])).toEqual([
      ['en', `${testAppUrl}/preview/template/t1?room=r+1&amp;lang=en`],
      ['de', `${testAppUrl}/preview/template/t1?room=r+1&amp;lang=de`],
      ['it', `${testAppUrl}/preview/template/t1?room=r+1&amp;lang=it`],
      ['x-default', `${testAppUrl}/preview/template/t1?room=r+1`],
    ]);
    expect(html.indexOf('hreflang="x-default"')).toBeLessThan(html.indexOf('</head>'));
    // The address as shared names the language it was read in.
    expect(html).toContain(`<meta property="og:url" content="${testAppUrl}/preview/template/t1?lang=it" />`);
    expect(languageUrl(pageT1, null)).toBe(`${testAppUrl}/preview/template/t1`);
    expect(languageUrl(pageT1, 'de')).toBe(`${testAppUrl}/preview/template/t1?lang=de`);
  });

  it('escapes what it writes, and takes "$" in a text literally', () => {
    const html = withLinkPreview(
      indexHtml,
      {
        title: '"><script>alert(1)</script>',
        description: "It's $& 5 < 6 & $'",
        imageUrl: null,
        ...oneLanguage,
      },
      pageT1,
      testAppUrl,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="It&#39;s $&amp; 5 &lt; 6 &amp; $&#39;"');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes all five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('GET /preview/template/:id through the app', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'hcs-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    testApp = await buildTestApp({}, { webRoot });
    owner = await buildUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  async function createTemplate(hotelId: string, body: Record<string, unknown>) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/templates`,
      headers: { cookie: owner.cookie, origin: testAppUrl },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().template as { id: string };
  }

  const page = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it("puts a published template's name, description and cover into the page, for a visitor without a session", async () => {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Hotel "Seeblick" & Spa' });
    const cover = await buildImageAsset(testApp, hotel.id, { name: 'cover.jpg' });
    const template = await createTemplate(hotel.id, {
      name: 'Sommer <am> See',
      contentDescription: 'Baden, wandern\nund entspannen.',
      imageIds: [cover.id],
      isPublished: true,
    });

    const response = await page(`/preview/template/${template.id}?room=x`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const title = 'Sommer &lt;am&gt; See · Hotel &quot;Seeblick&quot; &amp; Spa';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:description" content="Baden, wandern und entspannen." />');
    expect(html).toContain('<meta name="description" content="Baden, wandern und entspannen." />');
    expect(html).toContain(
      `<meta property="og:image" content="${testAppUrl}${testApp.context.storage.publicUrl(cover.galleryKey)}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(
      `<meta property="og:url" content="${testAppUrl}/preview/template/${template.id}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends the plain page for an unpublished, unknown or malformed template, and for other pages', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const draft = await createTemplate(hotel.id, { name: 'Entwurf', isPublished: false });
    for (const url of [
      `/preview/template/${draft.id}`,
      '/preview/template/00000000-0000-4000-8000-000000000000',
      '/preview/template/not-a-uuid',
      '/preview/template',
      '/dashboard',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('names the template without an image when it has none', async () => {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Hotel Ohne Bilder' });
    const template = await createTemplate(hotel.id, { name: 'Winter', isPublished: true });
    const html = (await page(`/preview/template/${template.id}`)).body;
    expect(html).toContain('<meta property="og:title" content="Winter · Hotel Ohne Bilder" />');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('names the template in the language asked for or the visitor’s, with <html lang> and hreflang alternates', async () => {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Hotel Gardasee' });
    const write = async (method: 'PUT', url: string, payload: unknown) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie, origin: testAppUrl },
        payload: payload as object,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await write('PUT', `/api/hotels/${hotel.id}/content-languages`, {
      primaryLanguage: 'de',
      languages: ['de', 'it'],
    });
    const template = await createTemplate(hotel.id, { name: 'Sommer am See', isPublished: true });
    await write('PUT', `/api/hotels/${hotel.id}/texts/it/templateName/${template.id}`, {
      text: 'Estate sul lago',
    });
    const path = `/preview/template/${template.id}`;

    const asked = await page(`${path}?lang=it&room=r1&utm_source=x`);
    expect(asked.body).toContain('<html lang="it">');
    expect(asked.body).toContain('<title>Estate sul lago · Hotel Gardasee</title>');
    expect(asked.body).toContain(
      `<link rel="alternate" hreflang="de" href="${testAppUrl}${path}?room=r1&amp;lang=de" />`,
    );
    expect(asked.body).toContain(
      `<link rel="alternate" hreflang="it" href="${testAppUrl}${path}?room=r1&amp;lang=it" />`,
    );
    expect(asked.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${testAppUrl}${path}?room=r1" />`,
    );
    expect(asked.body).not.toContain('utm_source');
    expect(asked.headers.vary ?? '').not.toContain('accept-language');

    const byHeader = await page(path, { 'accept-language': 'it-IT,it;q=0.9' });
    expect(byHeader.body).toContain('<title>Estate sul lago · Hotel Gardasee</title>');
    expect(byHeader.body).toContain('<html lang="it">');
    expect(byHeader.headers.vary).toContain('accept-language');

    // A code the hotel does not serve shows the primary language; one that is no language is passed over here
    // (the page shows; the API answers it 400), leaving the header to choose.
    const french = await page(`${path}?lang=fr`, { 'accept-language': 'it' });
    expect(french.body).toContain('<html lang="de">');
    expect(french.body).toContain('<title>Sommer am See · Hotel Gardasee</title>');
    const unknown = await page(`${path}?lang=xx`, { 'accept-language': 'it' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Estate sul lago · Hotel Gardasee</title>');
  });
});
