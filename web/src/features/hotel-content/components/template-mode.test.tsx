import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarTemplateView, TemplateView } from '@common/templates/schemas';
import { answer, bodiesOf, failure, stubContentApi } from '../testing/content-fixtures';
import { renderContentPage } from '../testing/render-content-page';

const summer = (description: string): TemplateView => ({
  id: 't1',
  name: 'Sommer am See',
  description: 'Für Familien',
  category: 'seasonal',
  content: { description },
  tags: [],
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  isPublished: true,
  coverId: null,
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const choices: CalendarTemplateView[] = [
  { id: 't1', name: 'Sommer am See', startDate: '2027-06-01', endDate: '2027-08-31', isPublished: true },
  { id: 't2', name: 'Winterzauber', startDate: '2026-12-01', endDate: null, isPublished: false },
];
const actions = () => screen.getByRole('group', { name: 'Seitenaktionen' });
const activePath = 'GET /api/hotels/h1/templates/active';
const choicesPath = 'GET /api/hotels/h1/calendar-templates';
const savePath = 'PUT /api/hotels/h1/templates/t1/content';
const inTemplate = '/active-content?templateId=t1';
// ICU writes the dash with thin or plain spaces; a pattern takes either.
const summerLabel = /^Editing: template Sommer am See \(1 Jun\s–\s31 Aug 2027\)$/;

const openSwitcher = (name: string | RegExp) => {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  return screen.findByRole('menu');
};

describe('what the content page edits', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("arrives on the hotel's own content and says so, without asking for a template", async () => {
    const fetch = stubContentApi({ [activePath]: () => answer(200, { template: summer('Sommertext.') }) });
    renderContentPage();
    expect(screen.getByRole('button', { name: 'Editing: Hotel content' })).toBeTruthy();
    expect(await screen.findByText('Ein ruhiges Haus am See.')).toBeTruthy();
    expect(within(actions()).getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(screen.queryByText(/^Template: /)).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/templates/active'))).toBe(false);
  });

  it('picks a template in the switcher, says which with its dates, and goes back to the hotel', async () => {
    stubContentApi({
      [activePath]: () => answer(200, { template: summer('Sommertext.') }),
      [choicesPath]: () => answer(200, { templates: choices }),
    });
    renderContentPage();
    const menu = await openSwitcher('Editing: Hotel content');
    // The templates are read when the menu opens.
    await within(menu).findByRole('menuitemradio', { name: /Winterzauber/ });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Hotel content',
      'Sommer am See (1 Jun – 31 Aug 2027)',
      'Winterzauber (from 1 Dec 2026) Draft',
    ]);
    expect(items[0]!.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(items[1]!);

    expect(await screen.findByRole('button', { name: summerLabel })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(inTemplate);
    expect(await screen.findByText('Sommertext.')).toBeTruthy();
    expect(screen.getByText('Template: Sommer am See')).toBeTruthy();
    expect(within(actions()).getByRole('button', { name: 'Im Template speichern' })).toBeTruthy();

    fireEvent.click(
      within(await openSwitcher(summerLabel)).getByRole('menuitemradio', { name: 'Hotel content' }),
    );
    expect(await screen.findByRole('button', { name: 'Editing: Hotel content' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/active-content');
    expect(await screen.findByText('Ein ruhiges Haus am See.')).toBeTruthy();
  });

  it("shows the template's own text even when it is empty, never the hotel's in its place", async () => {
    stubContentApi({ [activePath]: () => answer(200, { template: summer('') }) });
    renderContentPage(inTemplate);
    expect(await screen.findByRole('button', { name: summerLabel })).toBeTruthy();
    expect(await screen.findByText('Keine Beschreibung verfügbar.')).toBeTruthy();
    expect(screen.queryByText('Ein ruhiges Haus am See.')).toBeNull();
  });

  it('says so when the template asked for does not exist, and offers the way back', async () => {
    stubContentApi({ [activePath]: () => failure(404, 'notFound', 'Template not found') });
    renderContentPage('/active-content?templateId=gone');
    expect(await screen.findByText('Template nicht gefunden')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Editing: template/ })).toBeTruthy();
  });
});

describe('the content page with a template', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the template in a chip, shows its description and offers Im Template speichern', async () => {
    stubContentApi({ [activePath]: () => answer(200, { template: summer('Sommer am See.\nMit Strand.') }) });
    renderContentPage(inTemplate);
    expect(await screen.findByText('Template: Sommer am See')).toBeTruthy();
    expect(await screen.findByText('Mit Strand.')).toBeTruthy();
    expect(within(actions()).getByRole('button', { name: 'Im Template speichern' })).toBeTruthy();
    expect(within(actions()).queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('stores the edited description and the hotel images, and says so', async () => {
    let stored = summer('Alt.');
    const fetch = stubContentApi({
      [activePath]: () => answer(200, { template: stored }),
      [savePath]: (body) => {
        stored = summer((body as { description: string }).description);
        return answer(200, { template: stored });
      },
    });
    renderContentPage(inTemplate);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Beschreibung/ }), { target: { value: 'Neu.' } });
    fireEvent.click(within(actions()).getByRole('button', { name: 'Im Template speichern' }));
    expect(
      await screen.findByText(
        'Änderungen im Template "Sommer am See" gespeichert: Beschreibung und 2 Bilder.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/templates/t1/content')).toEqual([
      { description: 'Neu.', imageIds: ['a1', 'a2'] },
    ]);
    expect(await screen.findByText('Neu.')).toBeTruthy();
    // Nothing went to the hotel's own description.
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/description')).toEqual([]);
  });

  it("saves through the Description tab's Speichern into the template too, never into the hotel", async () => {
    const fetch = stubContentApi({
      [activePath]: () => answer(200, { template: summer('Alt.') }),
      [savePath]: (body) => answer(200, { template: summer((body as { description: string }).description) }),
    });
    renderContentPage(inTemplate);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Beschreibung/ }), { target: { value: 'Tab.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/templates/t1/content')).toEqual([
        { description: 'Tab.', imageIds: ['a1', 'a2'] },
      ]),
    );
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/description')).toEqual([]);
  });

  it('keeps what was typed and says so in German when the save fails', async () => {
    stubContentApi({
      [activePath]: () => answer(200, { template: summer('Alt.') }),
      [savePath]: () => failure(500, 'internal', 'boom'),
    });
    renderContentPage(inTemplate);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const textarea = screen.getByRole('textbox', { name: /Beschreibung/ });
    fireEvent.change(textarea, { target: { value: 'Mein Text.' } });
    fireEvent.click(within(actions()).getByRole('button', { name: 'Im Template speichern' }));
    expect(
      await screen.findByText(
        'Fehler beim Speichern der Änderungen im Template. Bitte versuchen Sie es erneut.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe(
      'Mein Text.',
    );
  });

  it('refuses to save into the template while a room is selected', async () => {
    const fetch = stubContentApi({ [activePath]: () => answer(200, { template: summer('Alt.') }) });
    renderContentPage(`${inTemplate}&room=r1`);
    fireEvent.click(
      await within(await screen.findByRole('group', { name: 'Seitenaktionen' })).findByRole('button', {
        name: 'Im Template speichern',
      }),
    );
    expect(
      await screen.findByText(
        'Raum-spezifische Änderungen können nicht im Template gespeichert werden. Bitte kehren Sie zur Hotelansicht zurück.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/templates/t1/content')).toEqual([]);
  });

  it('in preview asks for the given template, hides My Rooms and opens every feature group', async () => {
    const fetch = stubContentApi({ [activePath]: () => answer(200, { template: summer('Vorschau.') }) });
    renderContentPage(`${inTemplate}&preview=true`);
    expect(await screen.findByText('Template: Sommer am See')).toBeTruthy();
    const asked = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/templates/active'));
    expect(asked).toContain('/api/hotels/h1/templates/active?templateId=t1');
    expect(screen.queryByRole('button', { name: 'Seesuite wählen' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Facilities & Services' }));
    const group = await screen.findByRole('button', { name: /Wellness/ });
    await waitFor(() => expect(group.getAttribute('aria-expanded')).toBe('true'));
  });
});
