import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateView } from '@common/templates/schemas';
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
const actions = () => screen.getByRole('group', { name: 'Seitenaktionen' });
const activePath = 'GET /api/hotels/h1/templates/active';
const savePath = 'PUT /api/hotels/h1/templates/t1/content';

describe('the content page with a template', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the template in a chip, shows its description and offers Im Template speichern', async () => {
    stubContentApi({ [activePath]: () => answer(200, { template: summer('Sommer am See.\nMit Strand.') }) });
    renderContentPage();
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
    renderContentPage();
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

  it('keeps what was typed and says so in German when the save fails', async () => {
    stubContentApi({
      [activePath]: () => answer(200, { template: summer('Alt.') }),
      [savePath]: () => failure(500, 'internal', 'boom'),
    });
    renderContentPage();
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
    renderContentPage('/active-content?room=r1');
    fireEvent.click(await within(actions()).findByRole('button', { name: 'Im Template speichern' }));
    expect(
      await screen.findByText(
        'Raum-spezifische Änderungen können nicht im Template gespeichert werden. Bitte kehren Sie zur Hotelansicht zurück.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/templates/t1/content')).toEqual([]);
  });

  it('in preview asks for the given template, hides My Rooms and opens every feature group', async () => {
    const fetch = stubContentApi({ [activePath]: () => answer(200, { template: summer('Vorschau.') }) });
    renderContentPage('/active-content?templateId=t1&preview=true');
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

  it('without a template keeps the plain Speichern', async () => {
    stubContentApi();
    renderContentPage();
    expect(await within(actions()).findByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(screen.queryByText(/^Template: /)).toBeNull();
  });
});
