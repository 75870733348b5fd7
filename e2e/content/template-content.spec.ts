import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';
import { apiWrite, createTemplate } from '../support/templates';

const actions = (page: Page) => page.getByRole('group', { name: 'Seitenaktionen' });
// Chromium's ICU writes the range's dash with thin spaces; the pattern takes any space.
const winterLabel = /^Editing: template Winterzauber \(1 Dec 2026\s–\s28 Feb 2027\)$/;

async function hotelWithDescription(page: Page, name: string) {
  await onboardNewUser(page, {
    type: 'individual',
    name,
    locations: [{ address: 'Uferstraße 7', city: 'Konstanz', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'Unser Haus am See.\nMit eigenem Badesteg.',
  });
  return hotelId;
}

const hotelDescription = async (page: Page, hotelId: string) =>
  ((await (await page.request.get(`/api/hotels/${hotelId}/description`)).json()) as { content: string })
    .content;

test("the content page says what it edits: the hotel's own content, or a template picked in its switcher", async ({
  page,
}) => {
  const hotelId = await hotelWithDescription(page, 'Hotel Seeblick');
  await uploadPhotos(page, hotelId, ['lobby', 'terrace']);
  const winter = await createTemplate(page, hotelId, {
    name: 'Winterzauber',
    isPublished: true,
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    contentDescription: 'Drei Nächte im Schnee.',
  });
  await createTemplate(page, hotelId, { name: 'Herbstentwurf', contentDescription: 'Entwurf.' });

  // Arriving from the sidebar edits the hotel's own texts, though a published template exists.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Active Content', exact: true }).first().click();
  await expect(page).toHaveURL(/\/active-content$/);
  const switcher = page.getByRole('button', { name: /^Editing: / });
  await expect(switcher).toHaveText('Editing: Hotel content');
  await expect(page.getByText('Mit eigenem Badesteg.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Template: /)).toHaveCount(0);
  await expect(actions(page).getByRole('button', { name: 'Speichern' })).toBeVisible();

  // Picking the template says so, with its dates, and the page shows the template's text.
  await switcher.click();
  await page.getByRole('menuitemradio', { name: /^Winterzauber \(/ }).click();
  await expect(switcher).toHaveText(winterLabel);
  await expect(page).toHaveURL(new RegExp(`templateId=${winter.id}`));
  await expect(page.getByText('Template: Winterzauber')).toBeVisible();
  await expect(page.getByText('Drei Nächte im Schnee.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Beschreibung').fill('Vier Nächte im Schnee.\nMit Sauna.');
  await actions(page).getByRole('button', { name: 'Im Template speichern' }).click();
  await expect(
    page.getByText('Änderungen im Template "Winterzauber" gespeichert: Beschreibung und 2 Bilder.'),
  ).toBeVisible();
  const stored = await (await page.request.get(`/api/hotels/${hotelId}/templates/${winter.id}`)).json();
  expect(stored.template.content.description).toBe('Vier Nächte im Schnee.\nMit Sauna.');
  expect(stored.template.images).toHaveLength(2);

  // Back to the hotel: its own text is as it was, here and on the server.
  await switcher.click();
  await page.getByRole('menuitemradio', { name: 'Hotel content' }).click();
  await expect(switcher).toHaveText('Editing: Hotel content');
  await expect(page).toHaveURL(/\/active-content$/);
  await expect(page.getByText('Mit eigenem Badesteg.', { exact: true })).toBeVisible();
  await expect(page.getByText('Mit Sauna.', { exact: true })).toHaveCount(0);
  expect(await hotelDescription(page, hotelId)).toBe('Unser Haus am See.\nMit eigenem Badesteg.');

  // A reload keeps the template mode; a room's view cannot be saved into the template.
  await page.goto(`/active-content?templateId=${winter.id}`);
  await expect(switcher).toHaveText(winterLabel);
  await page.getByRole('button', { name: 'manage rooms' }).click();
  await page.getByLabel('Raumname*').fill('Suite');
  await page.getByRole('button', { name: 'Raum erstellen' }).click();
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.getByRole('button', { name: 'Raum Suite anzeigen' }).click();
  await expect(page).toHaveURL(/room=/);
  await actions(page).getByRole('button', { name: 'Im Template speichern' }).click();
  await expect(
    page.getByText(
      'Raum-spezifische Änderungen können nicht im Template gespeichert werden. Bitte kehren Sie zur Hotelansicht zurück.',
    ),
  ).toBeVisible();
});

test("a template's offer text, written in the template editor, shows on the public preview with its dates above the hotel description", async ({
  page,
  browser,
}) => {
  const hotelId = await hotelWithDescription(page, 'Hotel Bergblick');
  await page.goto('/templates');
  await page.getByRole('button', { name: 'New Template' }).click();
  let editor = page.getByRole('dialog', { name: 'New Template' });
  await editor.getByLabel('Name').fill('Winterzauber');
  await editor.getByLabel('Offer text').fill('Drei Nächte mit Fondue.\nSkipass inklusive.');
  await editor.getByLabel('Start Date').fill('2026-12-01');
  await editor.getByLabel('End Date').fill('2027-02-28');
  await editor.getByRole('switch', { name: 'Published' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);

  // The editor's Preview is the public preview, the same page as the card's Preview link.
  await page.getByRole('button', { name: 'Actions for template Winterzauber' }).click();
  await page.getByRole('menuitem', { name: 'Edit Template' }).click();
  editor = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(editor.getByLabel('Offer text')).toHaveValue('Drei Nächte mit Fondue.\nSkipass inklusive.');
  const [previewTab] = await Promise.all([
    page.context().waitForEvent('page'),
    editor.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(previewTab).toHaveURL(/\/preview\/template\/[0-9a-f-]+$/);
  const link = previewTab.url();
  await previewTab.close();

  // A visitor without an account sees the offer with its dates, then the hotel's own description.
  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  await preview.goto(link);
  const offer = preview.getByRole('region', { name: 'Winterzauber' });
  await expect(offer.getByText('Drei Nächte mit Fondue.', { exact: true })).toBeVisible();
  await expect(offer.getByText('Skipass inklusive.', { exact: true })).toBeVisible();
  await expect(offer.getByText(/^1\. Dez\. 2026\s–\s28\. Feb\. 2027$/)).toBeVisible();
  const description = preview.getByRole('region', { name: 'Description' });
  await expect(description.getByText('Mit eigenem Badesteg.', { exact: true })).toBeVisible();
  const offerTop = (await offer.boundingBox())!.y;
  const descriptionTop = (await description.boundingBox())!.y;
  expect(offerTop).toBeLessThan(descriptionTop);
  await visitor.close();

  // 'Edit on content page' opens the content page editing this template.
  await editor.getByRole('link', { name: 'Edit on content page' }).click();
  await expect(page.getByRole('button', { name: /^Editing: / })).toHaveText(winterLabel);
  await expect(page.getByText('Skipass inklusive.', { exact: true })).toBeVisible();
  expect(await hotelDescription(page, hotelId)).toBe('Unser Haus am See.\nMit eigenem Badesteg.');
});
