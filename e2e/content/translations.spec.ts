import { expect } from '@playwright/test';
import { testWithAiApp } from '../support/ai-app';
import { signedInUserWithHotel } from '../support/onboarding';
import { apiWrite, createTemplate } from '../support/templates';

/**
 * Content in the guests' languages (issue 37): a hotel in Germany adds Italian, translates every missing text
 * through the AI service ('Translate all missing'), sees its Italian texts, edits the German description and
 * finds the Italian one marked stale, marks it checked, and shows its public preview in Italian by `?lang=it`
 * and by an Italian browser. This journey runs its own app server with a fake OpenAI-compatible service on
 * 127.0.0.1, which answers a translation as '[it] <text>' (the shared server's built-in generator cannot translate).
 */
const apiKey = 'sk-e2e-translations-0123456789abcdef';

const test = testWithAiApp(apiKey);

test('Italian added, every missing text translated, a changed German text marks its translation stale until checked', async ({
  page,
  browser,
  ai,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const { room } = await apiWrite<{ room: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms`,
    {
      name: 'Doppelzimmer Seeblick',
      type: 'double',
    },
  );
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, {
    content: 'Ein ruhiges Haus direkt am Bodensee.',
  });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/rooms/${room.id}/description`, {
    content: 'Geräumiges Doppelzimmer mit Balkon.',
  });

  const template = await createTemplate(page, hotelId, {
    name: 'Sommer am See',
    contentDescription: 'Drei Nächte mit Bootsfahrt.',
    isPublished: true,
  });

  // Add Italian in Settings -> Hotel.
  await page.goto('/settings/hotel');
  const languages = page.getByRole('region', { name: 'Content languages: Hotel Seeblick' });
  await languages.getByRole('checkbox', { name: 'Italian' }).check();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(languages.getByText('Content languages saved.')).toBeVisible();

  // The content page's switcher: German is the primary language, every Italian text is missing.
  await page.goto('/active-content');
  const switcher = page.getByRole('group', { name: 'Content language' });
  await expect(switcher.getByRole('button', { name: 'DE (German: primary language)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const italianChip = switcher.getByRole('button', { name: /^IT \(/ });
  await expect(italianChip).toHaveAccessibleName('IT (Italian: 5 missing)');
  await italianChip.click();
  await expect(page).toHaveURL(/[?&]lang=it/);
  await expect(page.getByRole('heading', { name: 'Texts in Italian' })).toBeVisible();

  // 'Translate all missing' runs as a job and fills every Italian text.
  await page.getByRole('button', { name: 'Translate all missing' }).click();
  await expect(page.getByRole('status').filter({ hasText: '5 texts translated' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(italianChip).toHaveAccessibleName('IT (Italian: all current)');
  const hotelDescription = page.getByRole('group', { name: 'Description of Hotel Seeblick' });
  await expect(hotelDescription.getByRole('textbox')).toHaveValue(
    '[it] Ein ruhiges Haus direkt am Bodensee.',
  );
  await expect(
    page.getByRole('group', { name: 'Name of Doppelzimmer Seeblick' }).getByRole('textbox'),
  ).toHaveValue('[it] Doppelzimmer Seeblick');
  await expect(page.getByRole('group', { name: 'Name of Sommer am See' }).getByRole('textbox')).toHaveValue(
    '[it] Sommer am See',
  );
  expect(ai.requests.length).toBe(5);

  // The German description changes: its Italian translation is stale.
  await switcher.getByRole('button', { name: 'DE (German: primary language)' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Bearbeiten' }).click();
  await panel
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Ein ruhiges Haus direkt am Bodensee, seit 1900.');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(italianChip).toHaveAccessibleName('IT (Italian: 1 stale)');
  await italianChip.click();
  await expect(hotelDescription.getByText('Stale', { exact: true })).toBeVisible();
  await expect(hotelDescription.getByText(/^Source changed on \d{1,2} \w+/)).toBeVisible();

  // 'Mark as checked' clears the mark and keeps the text.
  await hotelDescription.getByRole('button', { name: 'Mark as checked' }).click();
  await expect(hotelDescription.getByText('Current', { exact: true })).toBeVisible();
  await expect(hotelDescription.getByRole('textbox')).toHaveValue(
    '[it] Ein ruhiges Haus direkt am Bodensee.',
  );
  await expect(italianChip).toHaveAccessibleName('IT (Italian: all current)');
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Description of Hotel Seeblick' }).getByText('Current', { exact: true }),
  ).toBeVisible();

  // The public preview in Italian: asked for by the address, and by an Italian browser.
  await page.goto(`/preview/template/${template.id}?lang=it`);
  await expect(page.getByText('Template: [it] Sommer am See', { exact: true })).toBeVisible();
  await expect(page.getByText('[it] Drei Nächte mit Bootsfahrt.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const italianVisitor = await browser.newContext({ locale: 'it-IT', baseURL: process.env.E2E_BASE_URL });
  const visitor = await italianVisitor.newPage();
  await visitor.goto(`/preview/template/${template.id}`);
  await expect(visitor.getByText('Template: [it] Sommer am See', { exact: true })).toBeVisible();
  await expect(
    visitor
      .getByRole('region', { name: 'Description' })
      .getByText('[it] Ein ruhiges Haus direkt am Bodensee.'),
  ).toBeVisible();
  await expect(
    visitor.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Italiano' }),
  ).toHaveAttribute('aria-current', 'true');
  await italianVisitor.close();
});
