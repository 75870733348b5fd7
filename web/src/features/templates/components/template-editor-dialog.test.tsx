import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplatePickerSlotProps } from '../picker-slot';
import {
  callsOf,
  failure,
  imageView,
  renderWithClient,
  stubTemplatesApi,
  templateView,
} from '../testing/template-fixtures';
import { TemplatesPage } from './templates-page';

const library = ['garten', 'see', 'terrasse', 'bar', 'spa', 'lobby', 'suite', 'pool'].map((name, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name: `${name}.jpg`,
  thumbUrl: `/files/${name}-thumb.webp`,
}));
const idOf = (name: string) => library.find((asset) => asset.name === `${name}.jpg`)!.id;

/** Stands in for the assets feature's picker: one button per library image, chosen ones disabled. */
function FakePicker({ open, onOpenChange, selectedIds, onPick }: TemplatePickerSlotProps) {
  if (!open) return null;
  return (
    <div role="group" aria-label="Select Images">
      {library.map((asset) => (
        <button
          key={asset.id}
          type="button"
          disabled={selectedIds.includes(asset.id)}
          onClick={() => {
            onPick([asset]);
            onOpenChange(false);
          }}
        >
          {asset.name}
        </button>
      ))}
    </div>
  );
}

function renderPage() {
  return renderWithClient(<TemplatesPage hotelId="h1" renderPicker={(props) => <FakePicker {...props} />} />);
}

async function openNewEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'New Template' }));
  return within(await screen.findByRole('dialog', { name: 'New Template' }));
}

async function openEditorOf(name: string) {
  fireEvent.doubleClick(await screen.findByRole('heading', { name }));
  return within(await screen.findByRole('dialog', { name: 'Edit Template' }));
}

function pick(editor: ReturnType<typeof within>, name: string) {
  fireEvent.click(editor.getByRole('button', { name: 'Add Images' }));
  fireEvent.click(editor.getByRole('button', { name: `${name}.jpg` }));
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const value = (field: HTMLElement) => (field as HTMLInputElement).value;
const imageNames = (editor: ReturnType<typeof within>) =>
  within(editor.getByRole('list', { name: 'Template images' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

describe('TemplateEditorDialog', () => {
  beforeEach(() => {
    // Only the clock is fixed ("today" is 10 March 2026); timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('creates a template with dates, tags, images and cover in one request, then closes with the list updated', async () => {
    const fetch = stubTemplatesApi([]);
    const { queryClient } = renderPage();
    // What the calendar has read of the templates.
    const calendarKey = ['templates', 'h1', 'calendar'];
    queryClient.setQueryData(calendarKey, { templates: [] });
    const editor = await openNewEditor();

    const category = editor.getByLabelText('Category');
    expect(value(category)).toBe('event');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Event', 'Seasonal', 'Audience']);
    expect((editor.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);

    type(editor.getByLabelText('Name'), 'Sommerfest');
    type(editor.getByLabelText('Usage'), 'Für Gäste im Juli');
    type(editor.getByLabelText('Offer text'), 'Drei Nächte mit Seeblick.');
    fireEvent.change(category, { target: { value: 'seasonal' } });

    // A start with no end proposes the end 30 days later; the end cannot be picked before the start.
    type(editor.getByLabelText('Start Date'), '2026-07-01');
    expect(value(editor.getByLabelText('End Date'))).toBe('2026-07-31');
    expect(editor.getByLabelText('End Date').getAttribute('min')).toBe('2026-07-01');
    type(editor.getByLabelText('End Date'), '2026-07-20');

    const tagInput = editor.getByLabelText('Tags');
    for (const tag of ['  Sommer  ', '   ', 'Familie', 'Grill']) {
      type(tagInput, tag);
      fireEvent.keyDown(tagInput, { key: 'Enter' });
    }
    expect(value(tagInput)).toBe('');
    fireEvent.click(editor.getByRole('button', { name: 'Remove tag Grill' }));
    expect(
      within(editor.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Sommer', 'Familie']);

    // The first image becomes the cover; a new cover moves first; removing the cover promotes the next.
    for (const name of ['garten', 'see', 'terrasse']) pick(editor, name);
    expect(imageNames(editor)).toEqual(['garten.jpg', 'see.jpg', 'terrasse.jpg']);
    fireEvent.click(editor.getByRole('button', { name: 'Add Images' }));
    expect((editor.getByRole('button', { name: 'see.jpg' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(editor.getByRole('button', { name: 'pool.jpg' }));
    fireEvent.click(editor.getByRole('button', { name: 'Set as cover: terrasse.jpg' }));
    expect(imageNames(editor)).toEqual(['terrasse.jpg', 'garten.jpg', 'see.jpg', 'pool.jpg']);
    expect(editor.getByText('Cover')).toBeTruthy();
    fireEvent.click(editor.getByRole('button', { name: 'Remove image: pool.jpg' }));

    const published = editor.getByRole('switch', { name: 'Published' });
    expect(published.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(published);
    expect(published.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/hotels/h1/templates',
        {
          name: 'Sommerfest',
          description: 'Für Gäste im Juli',
          contentDescription: 'Drei Nächte mit Seeblick.',
          category: 'seasonal',
          startDate: '2026-07-01',
          endDate: '2026-07-20',
          tags: ['Sommer', 'Familie'],
          imageIds: [idOf('terrasse'), idOf('garten'), idOf('see')],
          coverId: idOf('terrasse'),
          isPublished: true,
        },
      ],
    ]);
    expect(queryClient.getQueryState(calendarKey)?.isInvalidated).toBe(true);
    const card = await screen.findByRole('article', { name: 'Sommerfest' });
    expect(within(card).getByText('Published')).toBeTruthy();
    expect(within(card).getByText('1 – 20 Jul 2026')).toBeTruthy();
  });

  it('saves without an end date as the start (or today) plus 30 days', async () => {
    const fetch = stubTemplatesApi([]);
    renderPage();
    const editor = await openNewEditor();
    type(editor.getByLabelText('Name'), 'Frühling');
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'POST')[0]![1]).toMatchObject({ startDate: null, endDate: '2026-04-09' });
  });

  it('asks for a name and an end not before the start at their fields, without sending anything', async () => {
    const fetch = stubTemplatesApi([]);
    renderPage();
    const editor = await openNewEditor();
    type(editor.getByLabelText('Start Date'), '2026-07-10');
    type(editor.getByLabelText('End Date'), '2026-07-01');
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('Please enter a name')).toBeTruthy();
    expect(editor.getByText('The end date cannot be before the start date')).toBeTruthy();
    const name = editor.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(callsOf(fetch, 'POST')).toEqual([]);
  });

  it('keeps the editor open with what was typed when saving fails', async () => {
    stubTemplatesApi([], { POST: failure(500, 'internal', 'x') });
    renderPage();
    const editor = await openNewEditor();
    type(editor.getByLabelText('Name'), 'Oktoberfest');
    type(editor.getByLabelText('Tags'), 'Bier');
    fireEvent.keyDown(editor.getByLabelText('Tags'), { key: 'Enter' });
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect((await editor.findByRole('alert')).textContent).toBe('Failed to save template. Please try again.');
    expect(value(editor.getByLabelText('Name'))).toBe('Oktoberfest');
    expect(editor.getByRole('button', { name: 'Remove tag Bier' })).toBeTruthy();
    expect((editor.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a tag typed without Enter when saving, as Enter adds it, and shows it as a chip after a refusal', async () => {
    const fetch = stubTemplatesApi([], { POST: failure(500, 'internal', 'x') });
    renderPage();
    const editor = await openNewEditor();
    type(editor.getByLabelText('Name'), 'Oktoberfest');
    type(editor.getByRole('textbox', { name: 'Tags' }), 'Bier');
    fireEvent.keyDown(editor.getByRole('textbox', { name: 'Tags' }), { key: 'Enter' });
    type(editor.getByRole('textbox', { name: 'Tags' }), '  Tracht ');
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('alert');
    expect(callsOf(fetch, 'POST')[0]![1]).toMatchObject({ tags: ['Bier', 'Tracht'] });
    expect(editor.getByRole('button', { name: 'Remove tag Tracht' })).toBeTruthy();
    expect(value(editor.getByRole('textbox', { name: 'Tags' }))).toBe('');
  });

  it('saves an existing template with a tag typed without Enter; one already there is not sent twice', async () => {
    const fetch = stubTemplatesApi([templateView('t1', 'Winterzauber', { tags: ['Ski'] })]);
    renderPage();
    const editor = await openEditorOf('Winterzauber');
    type(editor.getByRole('textbox', { name: 'Tags' }), 'Wellness');
    fireEvent.keyDown(editor.getByRole('textbox', { name: 'Tags' }), { key: 'Enter' });
    type(editor.getByRole('textbox', { name: 'Tags' }), 'wellness ');
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'PUT')[0]![1]).toMatchObject({ tags: ['Ski', 'Wellness'] });
  });

  it("shows the server's validation message at its field", async () => {
    const existing = templateView('t1', 'Ostern', { startDate: '2026-04-01', endDate: '2026-04-20' });
    stubTemplatesApi([existing], {
      PUT: failure(400, 'validation', 'The end date cannot be before the start date', {
        endDate: 'The end date cannot be before the start date',
      }),
    });
    renderPage();
    const editor = await openEditorOf('Ostern');
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    const end = editor.getByLabelText('End Date');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The end date cannot be before the start date',
    );
    expect(editor.getByRole('alert').textContent).toBe('Failed to save template. Please try again.');
  });

  it('edits an existing template with a PUT, keeping its Default category and its offer text', async () => {
    const existing = templateView('t1', 'Import', {
      category: 'default',
      description: 'Aus Booking.com',
      content: { description: 'Unser Angebot.' },
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      tags: ['Standard'],
    });
    const fetch = stubTemplatesApi([existing]);
    renderPage();
    const editor = await openEditorOf('Import');
    const category = editor.getByLabelText('Category');
    expect(value(category)).toBe('default');
    expect(within(category).getByRole('option', { name: 'Default' })).toBeTruthy();

    expect(value(editor.getByLabelText('Offer text'))).toBe('Unser Angebot.');

    type(editor.getByLabelText('Name'), 'Import 2026');
    fireEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/hotels/h1/templates/t1',
        {
          name: 'Import 2026',
          description: 'Aus Booking.com',
          contentDescription: 'Unser Angebot.',
          category: 'default',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          tags: ['Standard'],
          imageIds: [],
          coverId: null,
          isPublished: false,
        },
      ],
    ]);
    expect(await screen.findByRole('heading', { name: 'Import 2026' })).toBeTruthy();
  });

  it("previews a published template on its public page in a new tab, like the card's Preview", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubTemplatesApi([templateView('t1', 'Sommer', { isPublished: true })]);
    renderPage();
    const editor = await openEditorOf('Sommer');
    fireEvent.click(editor.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenCalledWith('/preview/template/t1', '_blank', 'noopener');
    expect(editor.getByRole('link', { name: 'Edit on content page' }).getAttribute('href')).toBe(
      '/active-content?templateId=t1',
    );
  });

  it('keeps Preview off for a draft, which has no public page, and says why', async () => {
    stubTemplatesApi([templateView('t1', 'Entwurf')]);
    renderPage();
    const editor = await openEditorOf('Entwurf');
    const preview = editor.getByRole('button', { name: 'Preview' }) as HTMLButtonElement;
    expect(preview.disabled).toBe(true);
    expect(document.getElementById(preview.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Only published templates have a public preview: switch on Published and save.',
    );
    expect(editor.getByRole('link', { name: 'Edit on content page' })).toBeTruthy();
  });

  it('shows the cover and five thumbnails, then a +N tile that reveals the rest', async () => {
    const images = library.map((asset, index) => imageView(asset.id, asset.name, index === 0));
    stubTemplatesApi([templateView('t1', 'Galerie', { images, coverId: library[0]!.id })]);
    renderPage();
    const editor = await openEditorOf('Galerie');
    expect(imageNames(editor)).toEqual(library.slice(0, 6).map((asset) => asset.name));
    fireEvent.click(editor.getByRole('button', { name: 'Show all images (2 more)' }));
    expect(imageNames(editor)).toEqual(library.map((asset) => asset.name));
    fireEvent.click(editor.getByRole('button', { name: 'Show fewer images' }));
    expect(editor.getByText('+2')).toBeTruthy();
  });
});
