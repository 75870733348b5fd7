import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, failure, stubContentApi } from '../testing/content-fixtures';
import { renderContentPage } from '../testing/render-content-page';

const panel = () => screen.getByRole('tabpanel');
const actions = () => screen.getByRole('group', { name: 'Seitenaktionen' });
const editor = () => screen.getByRole('textbox', { name: 'Beschreibung' }) as HTMLTextAreaElement;

async function startEditing() {
  fireEvent.click(await within(panel()).findByRole('button', { name: 'Bearbeiten' }));
  return editor();
}

describe('Description tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the text as paragraphs, edits it in a large textarea and saves it back to view mode', async () => {
    const fetch = stubContentApi();
    renderContentPage();
    const first = await within(panel()).findByText('Ein ruhiges Haus am See.');
    expect(first.tagName).toBe('P');
    expect(first.nextElementSibling?.textContent).toBe('Das Frühstück ist reichhaltig.');
    expect((within(actions()).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const textarea = await startEditing();
    expect(textarea.value).toBe('Ein ruhiges Haus am See.\nDas Frühstück ist reichhaltig.');
    expect(textarea.className).toContain('min-h-[500px]');
    fireEvent.change(textarea, { target: { value: 'Neu am See.\nMit Sauna.' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Speichern' }));

    expect(await within(panel()).findByText('Mit Sauna.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Beschreibung' })).toBeNull();
    expect(within(panel()).getByRole('status').textContent).toBe('Beschreibung gespeichert.');
    // Saved in the language it is shown in.
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/description')).toEqual([
      { content: 'Neu am See.\nMit Sauna.', language: 'de' },
    ]);
  });

  it("keeps the typed text when saving fails, with the server's reason or the page's own text", async () => {
    let refusal = failure(400, 'validation', 'The description is too long');
    stubContentApi({ 'PUT /api/hotels/h1/description': () => refusal });
    renderContentPage();
    fireEvent.change(await startEditing(), { target: { value: 'Nicht verlieren.' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Speichern' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe('The description is too long');
    expect(editor().value).toBe('Nicht verlieren.');

    refusal = failure(500, 'internal', 'Something went wrong');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert').textContent).toBe(
        'Fehler beim Speichern der Beschreibung. Bitte versuchen Sie es erneut.',
      ),
    );
    expect(editor().value).toBe('Nicht verlieren.');
  });

  it("saves from the header's Speichern too, also while another tab is shown, and says so there", async () => {
    const fetch = stubContentApi();
    renderContentPage('/active-content?room=r1');
    fireEvent.change(await startEditing(), { target: { value: 'Zimmer mit Balkon.' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Room Facilities' }));
    fireEvent.click(within(actions()).getByRole('button', { name: 'Speichern' }));
    const saved = await screen.findByText('Beschreibung gespeichert.');
    expect(saved.getAttribute('role')).toBe('status');
    expect(panel().contains(saved)).toBe(false);
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/rooms/r1/description')).toEqual([
      { content: 'Zimmer mit Balkon.', language: 'de' },
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Description' }));
    expect(await within(panel()).findByText('Zimmer mit Balkon.')).toBeTruthy();
    expect((within(actions()).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers two generated variants, says the built-in generator wrote them, and puts the chosen one into edit mode', async () => {
    const fetch = stubContentApi();
    renderContentPage();
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Beschreibung generieren' }));
    const notice = await within(panel()).findByText(
      'Geschrieben von: Eingebaute Schreibhilfe, kein KI-Dienst eingerichtet',
    );
    expect(notice.closest('[role="status"]')?.textContent).toContain('eingebaute Schreibhilfe');
    expect(within(panel()).getByRole('heading', { name: 'Variante 1' })).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Variante 2 übernehmen' }));
    expect(editor().value).toBe('Zweite Variante.');
    expect(within(panel()).queryByRole('button', { name: 'Variante 1 übernehmen' })).toBeNull();
    // Written in the description's language, German here.
    expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/description/variants')).toEqual([{ language: 'de' }]);
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/description')).toEqual([]);
  });

  it('asks for a room description for the selected room, and shows a rate limit in German, like the page', async () => {
    const fetch = stubContentApi({
      'POST /api/hotels/h1/description/variants': () =>
        failure(429, 'rateLimited', 'Rate limit exceeded. Please try again later.'),
    });
    renderContentPage('/active-content?room=r1');
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Beschreibung generieren' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'Zu viele Anfragen an den KI-Dienst. Bitte versuchen Sie es später erneut.',
    );
    expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/description/variants')).toEqual([
      { roomId: 'r1', language: 'de' },
    ]);
  });

  it('the writing assistant needs an instruction, then rewrites the current text into edit mode', async () => {
    const fetch = stubContentApi();
    renderContentPage();
    const assistant = await within(panel()).findByRole('button', { name: 'Text überarbeiten' });
    fireEvent.click(assistant);
    expect(within(panel()).getByRole('alert').textContent).toBe('Bitte geben Sie eine Anweisung ein.');
    expect(bodiesOf(fetch, 'POST', '/api/ai/rewrite')).toEqual([]);
    expect(
      await within(panel()).findByText('Es antwortet: Eingebaute Schreibhilfe, kein KI-Dienst eingerichtet'),
    ).toBeTruthy();

    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Anweisung' }), {
      target: { value: 'kürzer' },
    });
    fireEvent.click(assistant);
    await waitFor(() => expect(editor().value).toBe('Ein kürzerer Text.'));
    expect(within(panel()).queryByRole('alert')).toBeNull();
    expect(bodiesOf(fetch, 'POST', '/api/ai/rewrite')).toEqual([
      {
        text: 'Ein ruhiges Haus am See.\nDas Frühstück ist reichhaltig.',
        instruction: 'kürzer',
        context: { hotelName: 'Hotel Seeblick', city: 'Konstanz' },
      },
    ]);
  });

  it("the writing assistant's failures keep the text and are said in German, like the page", async () => {
    let refusal = failure(500, 'internal', 'Something went wrong');
    stubContentApi({ 'POST /api/ai/rewrite': () => refusal });
    renderContentPage();
    fireEvent.change(await startEditing(), { target: { value: 'Mein Text.' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Anweisung' }), {
      target: { value: 'länger' },
    });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Text überarbeiten' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    );
    expect(editor().value).toBe('Mein Text.');

    refusal = failure(429, 'rateLimited', 'Rate limit exceeded. Please try again later.');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Text überarbeiten' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert').textContent).toBe(
        'Zu viele Anfragen an den KI-Dienst. Bitte versuchen Sie es später erneut.',
      ),
    );

    refusal = failure(503, 'serviceUnavailable', 'Invalid OpenAI API key. Please check your configuration.');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Text überarbeiten' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert').textContent).toBe(
        'Der API-Schlüssel des KI-Dienstes ist ungültig. Bitte prüfen Sie die Konfiguration.',
      ),
    );
    expect(editor().value).toBe('Mein Text.');
  });

  it('says which language the description is written in, and moves it to the one the owner chooses', async () => {
    const fetch = stubContentApi();
    renderContentPage();
    expect(await within(panel()).findByText('Geschrieben auf Deutsch')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sprache ändern' }));
    const select = within(panel()).getByRole('combobox', { name: 'Sprache des Textes' }) as HTMLSelectElement;
    expect(select.value).toBe('de');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Englisch', 'Deutsch', 'Italienisch', 'Französisch', 'Spanisch', 'Niederländisch']);
    fireEvent.change(select, { target: { value: 'it' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sprache übernehmen' }));
    expect(await within(panel()).findByText('Geschrieben auf Italienisch')).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/description/language')).toEqual([{ from: 'de', to: 'it' }]);
    // Variants for it are asked for in its language now.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Beschreibung generieren' }));
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/description/variants')).toEqual([{ language: 'it' }]),
    );
  });

  it('says in German when the language chosen already has a description, and keeps the language', async () => {
    stubContentApi({
      'PUT /api/hotels/h1/rooms/r1/description/language': () =>
        failure(409, 'conflict', 'There is already a description in this language (en).'),
    });
    renderContentPage('/active-content?room=r1');
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Sprache ändern' }));
    fireEvent.change(within(panel()).getByRole('combobox', { name: 'Sprache des Textes' }), {
      target: { value: 'en' },
    });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sprache übernehmen' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'Es gibt bereits eine Beschreibung auf Englisch. Ändern Sie zuerst deren Sprache.',
    );
    fireEvent.click(within(panel()).getByRole('button', { name: 'Abbrechen' }));
    expect(within(panel()).getByText('Geschrieben auf Deutsch')).toBeTruthy();
  });

  it('says in German that the built-in generator writes no Italian', async () => {
    const message =
      'Der eingebaute Textgenerator schreibt nur Deutsch und Englisch. Schreiben Sie diesen Text selbst oder richten Sie einen KI-Dienst ein.';
    stubContentApi({
      'POST /api/hotels/h1/description/variants': () =>
        new Response(
          JSON.stringify({ error: { code: 'validation', message, fields: { language: message } } }),
          { status: 400 },
        ),
    });
    renderContentPage();
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Beschreibung generieren' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(message);
  });
});
