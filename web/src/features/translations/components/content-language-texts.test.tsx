import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { unsavedChanges } from '@web/lib/unsaved-changes/unsaved-changes-store';
import {
  bodiesOf,
  renderWithRouter,
  stubTextsApi,
  type FakeTextsOptions,
} from '../testing/translations-fixtures';
import { ContentLanguageTexts } from './content-language-texts';

/** This year's 12 March: the day the German source changed, shown without its year. */
const twelfthOfMarch = `${new Date().getFullYear()}-03-12T09:00:00.000Z`;

const italianStored: FakeTextsOptions['stored'] = {
  'it/hotelDescription/h1': { text: 'Una casa tranquilla sul lago.', sourceChangedAt: twelfthOfMarch },
  'it/roomName/r1': { text: 'Suite lago', sourceChangedAt: null },
};

function renderTexts(options: FakeTextsOptions = {}, path = '/active-content', role: MemberRole = 'owner') {
  const fetch = stubTextsApi({ stored: italianStored, ...options });
  const rendered = renderWithRouter(
    <ContentLanguageTexts hotelId="h1" primaryTexts={<p>Die Tabs der Seite</p>} />,
    path,
    role,
  );
  return { fetch, ...rendered };
}

const chip = (name: string | RegExp) =>
  within(screen.getByRole('group', { name: 'Content language' })).getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;
const item = (name: string) => screen.getByRole('group', { name });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the content page’s language switcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one chip per served language, the primary first, each naming its state and counts', async () => {
    renderTexts();
    const group = await screen.findByRole('group', { name: 'Content language' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((each) => each.textContent)).toEqual(['DE', 'EN', 'IT']);
    expect(chips.map((each) => each.getAttribute('aria-label'))).toEqual([
      'DE (German: primary language)',
      'EN (English: 7 missing)',
      'IT (Italian: 1 stale, 5 missing)',
    ]);
    expect(chips.map((each) => each.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    // Real buttons, reached with the keyboard.
    chips[2]!.focus();
    expect(document.activeElement).toBe(chips[2]);
    expect(screen.getByText('Die Tabs der Seite')).toBeTruthy();
  });

  it('says when a language is all current, or only stale', async () => {
    const everyText = [
      'hotelDescription/h1',
      'areaText/h1',
      'roomName/r1',
      'roomDescription/r1',
      'templateName/t1',
      'photoCaption/p1',
      'photoAltText/p1',
    ];
    renderTexts({
      stored: Object.fromEntries([
        ...everyText.map((address) => [`it/${address}`, { text: 'Testo', sourceChangedAt: null }]),
        ...everyText.map((address) => [
          `en/${address}`,
          { text: 'Text', sourceChangedAt: address === 'areaText/h1' ? twelfthOfMarch : null },
        ]),
      ]),
    });
    expect(await screen.findByRole('button', { name: 'IT (Italian: all current)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EN (English: 1 stale)' })).toBeTruthy();
  });

  it('shows every text of a language chosen, kept in ?lang=, and the page’s own tabs again for the primary', async () => {
    renderTexts();
    fireEvent.click(await screen.findByRole('button', { name: /^IT / }));
    expect(location()).toBe('/active-content?lang=it');
    expect(await screen.findByRole('heading', { name: 'Texts in Italian' })).toBeTruthy();
    expect(chip(/^IT /).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Die Tabs der Seite').closest('[hidden]')).not.toBeNull();

    // Grouped by what each text belongs to, each with its source and its translation.
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Hotel: Hotel Seeblick',
      'Room: Seesuite',
      'Template: Winterzauber',
      'Photo: seeblick.jpg',
    ]);
    const description = item('Description of Hotel Seeblick');
    expect(within(description).getByText('Ein ruhiges Haus am See.')).toBeTruthy();
    const descriptionField = field('Italian: Description of Hotel Seeblick');
    expect(descriptionField.tagName).toBe('TEXTAREA');
    expect(descriptionField.value).toBe('Una casa tranquilla sul lago.');
    const roomName = field('Italian: Name of Seesuite');
    expect(roomName.tagName).toBe('INPUT');
    expect(roomName.value).toBe('Suite lago');
    expect(within(item('Name of Seesuite')).getByText('Current')).toBeTruthy();
    expect(within(item('Alt text of seeblick.jpg')).getByText('Missing')).toBeTruthy();
    expect(field('Italian: Alt text of seeblick.jpg').value).toBe('');
    expect(field('Italian: Caption of seeblick.jpg').tagName).toBe('INPUT');
    expect(field('Italian: Area text of Hotel Seeblick').tagName).toBe('TEXTAREA');

    fireEvent.click(chip(/^DE /));
    expect(location()).toBe('/active-content');
    expect(screen.queryByRole('heading', { name: 'Texts in Italian' })).toBeNull();
    expect(screen.getByText('Die Tabs der Seite').closest('[hidden]')).toBeNull();
  });

  it('opens the language of the address', async () => {
    renderTexts({}, '/active-content?lang=it');
    expect(await screen.findByRole('heading', { name: 'Texts in Italian' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^IT / }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the page’s own texts for a language the hotel does not serve', async () => {
    renderTexts({}, '/active-content?lang=fr');
    expect((await screen.findByRole('button', { name: /^DE / })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Die Tabs der Seite').closest('[hidden]')).toBeNull();
  });

  it('saves a translation as typed, keeps what is typed elsewhere, and removes one saved empty', async () => {
    const { fetch } = renderTexts({}, '/active-content?lang=it');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    fireEvent.change(field('Italian: Alt text of seeblick.jpg'), {
      target: { value: 'Un pontile al tramonto' },
    });
    fireEvent.change(field('Italian: Description of Hotel Seeblick'), {
      target: { value: 'Ancora da finire' },
    });
    expect(within(item('Alt text of seeblick.jpg')).getByText('Not saved yet')).toBeTruthy();
    expect(unsavedChanges.any()).toBe(true);

    fireEvent.click(within(item('Alt text of seeblick.jpg')).getByRole('button', { name: 'Save' }));
    expect(await within(item('Alt text of seeblick.jpg')).findByText('Saved.')).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/texts/it/photoAltText/p1')).toEqual([
      { text: 'Un pontile al tramonto' },
    ]);
    await waitFor(() =>
      expect(chip(/^IT /).getAttribute('aria-label')).toBe('IT (Italian: 1 stale, 4 missing)'),
    );
    expect(within(item('Alt text of seeblick.jpg')).getByText('Current')).toBeTruthy();
    expect(within(item('Alt text of seeblick.jpg')).queryByText('Not saved yet')).toBeNull();
    // The texts were read again; the description typed and not saved is still there, also after a switch.
    expect(field('Italian: Description of Hotel Seeblick').value).toBe('Ancora da finire');
    fireEvent.click(chip(/^EN /));
    await screen.findByRole('heading', { name: 'Texts in English' });
    fireEvent.click(chip(/^IT /));
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    expect(field('Italian: Description of Hotel Seeblick').value).toBe('Ancora da finire');
    expect(unsavedChanges.any()).toBe(true);

    fireEvent.change(field('Italian: Name of Seesuite'), { target: { value: '' } });
    fireEvent.click(within(item('Name of Seesuite')).getByRole('button', { name: 'Save' }));
    expect(
      await within(item('Name of Seesuite')).findByText('Translation removed: the text is missing again.'),
    ).toBeTruthy();
    expect(within(item('Name of Seesuite')).getByText('Missing')).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/texts/it/roomName/r1')).toEqual([{ text: '' }]);
  });

  it('keeps the typed text and says why when saving fails', async () => {
    renderTexts(
      {
        handlers: {
          'PUT /api/hotels/h1/texts/it/roomName/r1': () =>
            new Response(
              JSON.stringify({
                error: { code: 'validation', message: 'A room name can have at most 100 characters.' },
              }),
              { status: 400 },
            ),
        },
      },
      '/active-content?lang=it',
    );
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    fireEvent.change(field('Italian: Name of Seesuite'), { target: { value: 'Suite' } });
    fireEvent.click(within(item('Name of Seesuite')).getByRole('button', { name: 'Save' }));
    expect((await within(item('Name of Seesuite')).findByRole('alert')).textContent).toBe(
      'A room name can have at most 100 characters.',
    );
    expect(field('Italian: Name of Seesuite').value).toBe('Suite');
    expect(within(item('Name of Seesuite')).getByText('Not saved yet')).toBeTruthy();
  });

  it('translates one text from the primary language and shows the translation in its field', async () => {
    const { fetch } = renderTexts({}, '/active-content?lang=it');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    const area = item('Area text of Hotel Seeblick');
    fireEvent.click(within(area).getByRole('button', { name: 'Translate from German' }));
    await waitFor(() =>
      expect(field('Italian: Area text of Hotel Seeblick').value).toBe('[it] Die Altstadt ist nah.'),
    );
    expect(within(area).getByText('Current')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/texts/it/areaText/h1/translate')).toHaveLength(1);
  });

  it('asks before a translation replaces the text a field holds, and keeps it when cancelled', async () => {
    const { fetch } = renderTexts({}, '/active-content?lang=it');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    const name = item('Name of Seesuite');
    fireEvent.change(field('Italian: Name of Seesuite'), { target: { value: 'Suite sul lago' } });
    fireEvent.click(within(name).getByRole('button', { name: 'Translate from German' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the Italian text?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Italian: Name of Seesuite').value).toBe('Suite sul lago');
    expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/texts/it/roomName/r1/translate')).toHaveLength(0);

    fireEvent.click(within(name).getByRole('button', { name: 'Translate from German' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace the Italian text?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/texts/it/roomName/r1/translate')).toHaveLength(1),
    );
    await waitFor(() => expect(field('Italian: Name of Seesuite').value).not.toBe('Suite sul lago'));
  });

  it('says the built-in generator cannot translate, and leaves the text missing', async () => {
    renderTexts({ builtin: true }, '/active-content?lang=it');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    const area = item('Area text of Hotel Seeblick');
    fireEvent.click(within(area).getByRole('button', { name: 'Translate from German' }));
    expect((await within(area).findByRole('alert')).textContent).toBe(
      'No translation service is configured: write this text yourself or set up an AI service',
    );
    expect(field('Italian: Area text of Hotel Seeblick').value).toBe('');
    expect(within(area).getByText('Missing')).toBeTruthy();
  });

  it('marks a stale translation as checked, its text unchanged', async () => {
    const { fetch } = renderTexts({}, '/active-content?lang=it');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    const description = item('Description of Hotel Seeblick');
    expect(within(description).getByText('Stale')).toBeTruthy();
    expect(within(description).getByText('Source changed on 12 March')).toBeTruthy();
    // Only a stale text offers it.
    expect(within(item('Name of Seesuite')).queryByRole('button', { name: 'Mark as checked' })).toBeNull();

    fireEvent.click(within(description).getByRole('button', { name: 'Mark as checked' }));
    await waitFor(() => expect(within(description).getByText('Current')).toBeTruthy());
    expect(within(description).queryByText(/Source changed on/)).toBeNull();
    expect(within(description).queryByRole('button', { name: 'Mark as checked' })).toBeNull();
    expect(field('Italian: Description of Hotel Seeblick').value).toBe('Una casa tranquilla sul lago.');
    expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/texts/it/hotelDescription/h1/checked')).toHaveLength(1);
    await waitFor(() => expect(chip(/^IT /).getAttribute('aria-label')).toBe('IT (Italian: 5 missing)'));
  });

  it('shows a viewer each translation read-only, with Save, Translate and Mark as checked locked, saying why', async () => {
    const { fetch } = renderTexts({}, '/active-content?lang=it', 'viewer');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    const description = item('Description of Hotel Seeblick');
    const text = field('Italian: Description of Hotel Seeblick');
    expect(text.readOnly).toBe(true);
    act(() => text.focus());
    const fieldReason = document.getElementById(text.getAttribute('aria-describedby')!);
    expect(fieldReason?.textContent).toBe('Your role does not allow this.');
    expect(fieldReason?.dataset.state).toBe('open');
    for (const name of ['Save', /^Translate from/, 'Mark as checked']) {
      const control = within(description).getByRole('button', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Your role does not allow this.',
      );
      fireEvent.click(control);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(description).getByText('Stale')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });
});
