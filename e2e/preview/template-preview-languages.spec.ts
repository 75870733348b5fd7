import { expect, test, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { apiWrite, createTemplate } from '../support/templates';

/**
 * A hotel in Germany (German first) that also serves Italian, with an Italian name for its published template and
 * an Italian description; the offer text and the room have none.
 */
async function hotelServingItalian(page: Page) {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Gardasee',
    address: 'Seeweg 4',
    city: 'Lindau',
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/content-languages`, {
    primaryLanguage: 'de',
    languages: ['de', 'it'],
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'Ein Haus direkt am See.',
    language: 'de',
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'Una casa direttamente sul lago.',
    language: 'it',
  });
  const template = await createTemplate(page, hotelId, {
    name: 'Sommer am See',
    contentDescription: 'Drei Nächte mit Bootsfahrt.',
    isPublished: true,
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/texts/it/templateName/${template.id}`, {
    text: 'Estate sul lago',
  });
  return template;
}

test('a visitor whose browser speaks Italian sees the Italian texts, and the language menu switches', async ({
  page,
  browser,
}) => {
  const template = await hotelServingItalian(page);

  // Chromium sends 'it-IT,it' as Accept-Language: no ?lang= needed.
  const italianVisitor = await browser.newContext({ locale: 'it-IT' });
  const preview = await italianVisitor.newPage();
  await preview.goto(`/preview/template/${template.id}`);
  await expect(preview.getByText('Template: Estate sul lago', { exact: true })).toBeVisible();
  await expect(preview).toHaveTitle('Estate sul lago · Hotel Gardasee · Hotel Content Studio');
  await expect(
    preview.getByRole('region', { name: 'Description' }).getByText('Una casa direttamente sul lago.'),
  ).toBeVisible();
  // Not translated: the German offer text.
  await expect(preview.getByText('Drei Nächte mit Bootsfahrt.')).toBeVisible();
  await expect(preview.locator('html')).toHaveAttribute('lang', 'it');
  const pageUrl = new URL(`/preview/template/${template.id}`, preview.url()).href;
  const alternates = preview.locator('head link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(preview.locator('head link[hreflang="de"]')).toHaveAttribute('href', `${pageUrl}?lang=de`);
  await expect(preview.locator('head link[hreflang="it"]')).toHaveAttribute('href', `${pageUrl}?lang=it`);
  await expect(preview.locator('head link[hreflang="x-default"]')).toHaveAttribute('href', pageUrl);

  const menu = preview.getByRole('navigation', { name: 'Sprache' });
  await expect(menu.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('link', { name: 'Deutsch' }).click();
  await expect(preview).toHaveURL(/\?lang=de$/);
  await expect(preview.getByText('Template: Sommer am See', { exact: true })).toBeVisible();
  await expect(
    preview.getByRole('region', { name: 'Description' }).getByText('Ein Haus direkt am See.'),
  ).toBeVisible();
  await expect(preview.locator('html')).toHaveAttribute('lang', 'de');
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await italianVisitor.close();

  // A visitor whose browser speaks English (not served): German, until the address asks for Italian.
  const englishVisitor = await browser.newContext({ locale: 'en-US' });
  const english = await englishVisitor.newPage();
  await english.goto(`/preview/template/${template.id}`);
  await expect(english.getByText('Template: Sommer am See', { exact: true })).toBeVisible();
  await expect(english.locator('html')).toHaveAttribute('lang', 'de');
  await english.goto(`/preview/template/${template.id}?lang=it`);
  await expect(english.getByText('Template: Estate sul lago', { exact: true })).toBeVisible();
  await expect(english.locator('html')).toHaveAttribute('lang', 'it');
  await englishVisitor.close();
});

test("the page's HTML is in the visitor's language for link previews, with hreflang alternates", async ({
  page,
  playwright,
}) => {
  const template = await hotelServingItalian(page);
  const visitor = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'Accept-Language': 'it-CH,it;q=0.9,en;q=0.5' },
  });
  const response = await visitor.get(`/preview/template/${template.id}`);
  expect(response.headers()['vary']).toContain('accept-language');
  const html = await response.text();
  expect(html).toContain('<html lang="it">');
  expect(html).toContain('<meta property="og:title" content="Estate sul lago · Hotel Gardasee" />');
  expect(html).toMatch(/<link rel="alternate" hreflang="de" href="[^"]+\?lang=de" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"?"]+" \/>/);
  const german = await (await visitor.get(`/preview/template/${template.id}?lang=de`)).text();
  expect(german).toContain('<html lang="de">');
  expect(german).toContain('<meta property="og:title" content="Sommer am See · Hotel Gardasee" />');
  await visitor.dispose();
});
