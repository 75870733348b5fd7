import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Templates' })
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
const imageNames = (editor: Locator) =>
  editor
    .getByRole('list', { name: 'Template images' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

async function openMenuItem(page: Page, template: string, item: 'Edit Template' | 'Delete Template') {
  await page.getByRole('button', { name: `Actions for template ${template}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function pickImage(page: Page, editor: Locator, name: string) {
  await editor.getByRole('button', { name: 'Add Images' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Images' });
  await picker.getByRole('button', { name }).click();
  await picker.getByRole('button', { name: 'Add 1 image' }).click();
  await expect(picker).toHaveCount(0);
}

test('create, publish, edit, preview and delete a template, then generate a set of drafts', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Uferweg 1', city: 'Konstanz', country: 'Germany' }],
  });
  const hotelId = await onlyHotelId(page);
  await uploadPhotos(page, hotelId, ['garten', 'see', 'terrasse', 'bar']);

  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();

  // A new template with dates, tags and images from the library, published.
  await page.getByRole('button', { name: 'New Template' }).click();
  let editor = page.getByRole('dialog', { name: 'New Template' });
  await expect(editor.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await expect(editor.getByLabel('Category')).toHaveValue('event');
  await editor.getByLabel('Name').fill('Sommerfest am See');
  await editor.getByLabel('Usage').fill('Für Familien, die im Juli ein Fest am Wasser suchen.');
  await editor.getByLabel('Start Date').fill('2026-07-01');
  // With no end date, the end is proposed 30 days after the start.
  await expect(editor.getByLabel('End Date')).toHaveValue('2026-07-31');
  await editor.getByLabel('End Date').fill('2026-07-20');
  for (const tag of ['Sommer', 'Familie', 'Outdoor', 'Musik']) {
    await editor.getByRole('textbox', { name: 'Tags' }).fill(` ${tag} `);
    await editor.getByRole('textbox', { name: 'Tags' }).press('Enter');
  }
  await editor.getByRole('button', { name: 'Remove tag Musik' }).click();
  for (const name of ['garten.jpg', 'see.jpg', 'terrasse.jpg']) await pickImage(page, editor, name);
  await expect.poll(() => imageNames(editor)).toEqual(['garten.jpg', 'see.jpg', 'terrasse.jpg']);
  await editor.getByRole('button', { name: 'Set as cover: see.jpg' }).click();
  await expect.poll(() => imageNames(editor)).toEqual(['see.jpg', 'garten.jpg', 'terrasse.jpg']);
  await editor.getByRole('switch', { name: 'Published' }).click();
  await expect(editor.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);

  const summer = card(page, 'Sommerfest am See');
  await expect(summer.getByText('Published', { exact: true })).toBeVisible();
  await expect(summer.getByText('1 – 20 Jul 2026')).toBeVisible();
  // The server keeps tags in alphabetical order.
  await expect(summer.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Familie',
    'Outdoor',
    'Sommer',
  ]);
  await expect(summer.locator('img')).toHaveAttribute('src', /\.webp/);

  // A newer draft is still listed after the published template.
  await page.getByRole('button', { name: 'New Template' }).click();
  editor = page.getByRole('dialog', { name: 'New Template' });
  await editor.getByLabel('Name').fill('Herbstwochen');
  await editor.getByLabel('Category').selectOption('seasonal');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect.poll(() => cardNames(page)).toEqual(['Sommerfest am See', 'Herbstwochen']);
  await expect(card(page, 'Herbstwochen').getByText('Draft', { exact: true })).toBeVisible();

  // Edit: the editor starts from the saved template; Preview opens its public preview, in a new tab.
  await openMenuItem(page, 'Sommerfest am See', 'Edit Template');
  editor = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(editor.getByLabel('Name')).toHaveValue('Sommerfest am See');
  await expect(editor.getByLabel('End Date')).toHaveValue('2026-07-20');
  await expect.poll(() => imageNames(editor)).toEqual(['see.jpg', 'garten.jpg', 'terrasse.jpg']);
  const [previewTab] = await Promise.all([
    page.context().waitForEvent('page'),
    editor.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(previewTab).toHaveURL(/\/preview\/template\/[0-9a-f-]+$/);
  await previewTab.close();
  await editor.getByLabel('Name').fill('Sommerfest am Bodensee');
  await editor.getByRole('button', { name: 'Remove tag Outdoor' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const edited = card(page, 'Sommerfest am Bodensee');
  await expect(edited.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Familie',
    'Sommer',
  ]);

  // The public preview link of a published template.
  const templates = (await (await page.request.get(`/api/hotels/${hotelId}/templates`)).json()) as {
    templates: { id: string; name: string }[];
  };
  const summerId = templates.templates.find((template) => template.name === 'Sommerfest am Bodensee')?.id;
  const preview = edited.getByRole('link', { name: /^Preview/ });
  await expect(preview).toHaveAttribute('href', `/preview/template/${summerId}`);
  await expect(preview).toHaveAttribute('target', '_blank');
  await expect(preview).toHaveAttribute('rel', 'noopener');
  await expect(card(page, 'Herbstwochen').getByRole('link', { name: /^Preview/ })).toHaveCount(0);

  // Delete asks first, naming the template.
  await openMenuItem(page, 'Herbstwochen', 'Delete Template');
  const confirm = page.getByRole('dialog', { name: 'Delete Template' });
  await expect(
    confirm.getByText(
      'Delete the template "Herbstwochen"? It is a draft, not shown to guests. It moves to the trash, where it can be restored for 30 days (Templates, Trash).',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Herbstwochen')).toBeVisible();
  await openMenuItem(page, 'Herbstwochen', 'Delete Template');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card(page, 'Herbstwochen')).toHaveCount(0);

  // Search by tag, ignoring case.
  const search = page.getByRole('searchbox', { name: 'Search templates...' });
  await search.fill('FAMILIE');
  await expect.poll(() => cardNames(page)).toEqual(['Sommerfest am Bodensee']);
  await search.fill('Weihnachten');
  await expect(page.getByRole('heading', { name: 'No templates match your search' })).toBeVisible();
  await search.fill('');

  // No AI service in e2e: the built-in generator writes the drafts, and says so.
  await page.getByRole('button', { name: 'Generate Templates' }).click();
  await expect(page.getByText('Generated with: Built-in text helper, no AI service set up')).toBeVisible();
  const created = await page.getByText(/^\d+ draft templates created$/).textContent();
  const count = Number(created?.split(' ')[0]);
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  await expect(page.getByRole('button', { name: 'Generate Templates' })).toBeEnabled();
  const drafts = page.getByRole('article').filter({ has: page.getByText('Draft', { exact: true }) });
  await expect(drafts).toHaveCount(count);
  for (const draft of await drafts.all()) await expect(draft.locator('img')).toHaveAttribute('src', /\.webp/);
  // The published template stays first.
  await expect.poll(async () => (await cardNames(page))[0]).toBe('Sommerfest am Bodensee');

  expect(consoleErrors).toEqual([]);
});
