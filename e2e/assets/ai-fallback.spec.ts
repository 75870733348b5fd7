import { expect, type Locator, type Page } from '@playwright/test';
import { apiErrorBody, chatCompletion, type FakeReply } from '../fakes/openai-fake';
import { testWithAiApp } from '../support/ai-app';
import { onboardNewUser } from '../support/onboarding';
import { photo } from '../support/photos';

/**
 * AI fallbacks are announced (DECISIONS.md point 24, issue 12 points 2 and 6): with the AI service failing, the
 * upload dialog says per file that it got the default category and no tags, and once the service works again
 * 'Analyse again' files the photo properly. This journey runs its own app server, pointed at a fake
 * OpenAI-compatible service on 127.0.0.1 (the shared server uses the built-in generator).
 */
const apiKey = 'sk-e2e-fallback-0123456789abcdef';

const test = testWithAiApp(apiKey);

// The SDK retries 429 and 5xx once: both attempts fail.
const failing = (status: number): FakeReply => ({
  status,
  body: apiErrorBody(status === 429 ? 'Rate limit reached' : 'Server error', 'server_error'),
  headers: { 'retry-after-ms': '10' },
});
const analysed = (category: string, tags: string[]): FakeReply => ({
  body: chatCompletion([JSON.stringify({ category, tags })]),
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The failed file's tile: its name label is clear of the status and the remove button on the picture. */
async function expectLabelClear(tile: Locator, name: string) {
  const label = await tile.getByText(name, { exact: true }).boundingBox();
  const status = await tile.getByText('Failed', { exact: true }).boundingBox();
  const remove = await tile.getByRole('button', { name: `Remove ${name}` }).boundingBox();
  expect(label && status && remove).toBeTruthy();
  if (!label || !status || !remove) return;
  expect(overlaps(label, status)).toBe(false);
  expect(overlaps(label, remove)).toBe(false);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('an upload the AI failed for says so, and Analyse again files it once the AI works', async ({
  page,
  ai,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Alpenblick',
    locations: [{ address: 'Bergstraße 3', city: 'Garmisch', country: 'Germany' }],
  });
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/all-content$/);

  await page.getByRole('button', { name: 'Upload Assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
  // The hint lists exactly the formats the server accepts.
  await expect(dialog.getByText('JPEG, PNG, WebP, GIF, AVIF or TIFF up to 10 MB')).toBeVisible();
  await expect(dialog.getByText('Categories and tags: AI service (gpt-4o-mini)')).toBeVisible();
  await dialog.getByLabel('Choose images').setInputFiles([
    { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo(7) },
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a picture') },
  ]);
  // The AI service fails for the photo's analysis (the broken file never reaches it).
  ai.reply(failing(500), failing(500));
  await dialog.getByRole('button', { name: 'Upload (2)' }).click();

  const notices = dialog.getByRole('status');
  await expect(notices).toContainText(
    'IMG_2041.jpg: got the default category Room Photos and no tags, because the AI service failed. You can analyse it again from the library.',
  );
  await expect(notices).toContainText(
    'broken.jpg: Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
  );

  // The failed file's tile keeps its name readable, at desktop width and on a 375 px phone.
  const tile = dialog.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'broken.jpg' }) });
  await expectLabelClear(tile, 'broken.jpg');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectLabelClear(tile, 'broken.jpg');
  if (desktop) await page.setViewportSize(desktop);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  const photoCard = card(page, 'IMG_2041.jpg');
  await expect(photoCard).toContainText('Room Photos');
  const badge = photoCard.getByRole('button', { name: 'Not analysed by AI' });
  await expect(badge).toBeVisible();

  // The first retry meets a busy service: the user is told, and nothing changes.
  await badge.click();
  const edit = page.getByRole('dialog', { name: 'Edit Asset' });
  await expect(
    edit.getByText('Default category and no tags, because the AI service failed at upload.'),
  ).toBeVisible();
  ai.reply(failing(429), failing(429));
  await edit.getByRole('button', { name: 'Analyse again' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Rate limit exceeded. Please try again later.');
  await expect(edit.getByLabel('Category')).toHaveValue('Room Photos');

  // The AI works again: the photo is filed properly and the mark is gone.
  ai.reply(analysed('Dining', ['breakfast', 'buffet']));
  await edit.getByRole('button', { name: 'Analyse again' }).click();
  await expect(edit.getByText('Analysed again: filed under Dining.')).toBeVisible();
  await expect(edit.getByLabel('Category')).toHaveValue('Dining');
  await expect(edit.getByText('buffet')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await expect(photoCard).toContainText('Dining');
  await expect(photoCard.getByRole('button', { name: 'Not analysed by AI' })).toHaveCount(0);

  // It stays filed after a reload.
  await page.reload();
  await expect(card(page, 'IMG_2041.jpg')).toContainText('Dining');
  await expect(card(page, 'IMG_2041.jpg').getByRole('button', { name: 'Not analysed by AI' })).toHaveCount(0);
});
