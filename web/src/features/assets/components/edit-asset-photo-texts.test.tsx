import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetView } from '@common/assets/schemas';
import type { SubjectTextsView } from '@common/translations/schemas';
import {
  answer,
  assetView,
  photoTextsAnswer,
  renderWithClient,
  stubEditAssetFetch,
} from '../testing/asset-fixtures';
import { EditAssetDialog } from './edit-asset-dialog';

// Edit Asset's caption and alt text (issue 37, part 2): the primary language's saved with the asset, each other
// served language's below them with its status, saved through the texts' own route.

const terrace = assetView('a1', 'terrace.jpg', {
  category: 'Property',
  caption: 'Frühstück auf der Terrasse',
  altText: '',
});

/** A German hotel serving Italian and English: Italian's caption current, its alt text missing, English's stale. */
const germanHotelTexts = photoTextsAnswer('a1', {
  primaryLanguage: 'de',
  languages: ['en', 'de', 'it'],
  caption: 'Frühstück auf der Terrasse',
  translations: {
    'it:photoCaption': { text: 'Colazione in terrazza', status: 'current' },
    'en:photoCaption': {
      text: 'Breakfast on the terrace',
      status: 'stale',
      sourceChangedAt: '2026-03-12T12:00:00.000Z',
    },
    'en:photoAltText': { text: 'Two chairs at a laid table', status: 'current' },
  },
});

function renderDialog(
  { asset = terrace, texts = germanHotelTexts }: { asset?: AssetView; texts?: SubjectTextsView } = {},
  other: (url: string, init?: RequestInit) => Response = () => answer(200, { asset }),
) {
  const stub = stubEditAssetFetch(other, texts);
  const onClose = vi.fn();
  renderWithClient(<EditAssetDialog hotelId="h1" asset={asset} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Asset' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  const sent = () =>
    stub.requests().map(([url, init]) => [init?.method, url, JSON.parse(String(init?.body))] as const);
  return { ...stub, onClose, dialog, field, save, sent };
}

describe("Edit Asset's caption and alt text", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the primary language's and saves what changed with the asset", async () => {
    const { dialog, field, save, sent, onClose } = renderDialog();
    expect(field('Caption').value).toBe('Frühstück auf der Terrasse');
    expect(field('Alt text').value).toBe('');
    expect(await within(dialog).findByText("In German, the hotel's primary language.")).toBeTruthy();
    expect(within(dialog).getByText('What the photo shows, for guests who cannot see it.')).toBeTruthy();

    fireEvent.change(field('Alt text'), { target: { value: '  Ein gedeckter Tisch vor den Bergen ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The unchanged caption is not sent; the alt text goes trimmed.
    expect(sent()).toEqual([
      [
        'PATCH',
        '/api/hotels/h1/assets/a1',
        {
          name: 'terrace.jpg',
          category: 'Property',
          tags: [],
          altText: 'Ein gedeckter Tisch vor den Bergen',
        },
      ],
    ]);
  });

  it('refuses a caption past 300 characters without calling the server', async () => {
    const { dialog, field, save, requests } = renderDialog();
    fireEvent.change(field('Caption'), { target: { value: 'a'.repeat(301) } });
    save();
    expect(await within(dialog).findByText('A caption can have at most 300 characters.')).toBeTruthy();
    expect(field('Caption').getAttribute('aria-invalid')).toBe('true');
    expect(requests()).toEqual([]);
  });

  it('lists each other served language with its caption, alt text and their status', async () => {
    const { dialog, field } = renderDialog();
    const italian = await within(dialog).findByRole('group', { name: 'Italian' });
    const english = within(dialog).getByRole('group', { name: 'English' });
    // The list's order, the primary language left out (it is the fields above).
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent),
    ).toEqual(['Shows', 'English', 'Italian']);

    expect(field('Caption (Italian)').value).toBe('Colazione in terrazza');
    expect(within(italian).getByText('Current')).toBeTruthy();
    expect(field('Alt text (Italian)').value).toBe('');
    expect(within(italian).getByText('Missing')).toBeTruthy();

    expect(field('Caption (English)').value).toBe('Breakfast on the terrace');
    expect(within(english).getByText('Stale: the German text changed on 12 Mar 2026')).toBeTruthy();
    // The status is the field's description, read with it.
    const describedBy = field('Caption (English)').getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(
      'Stale: the German text changed on 12 Mar 2026',
    );
  });

  it('saves the asset first, then each translation typed, an emptied one as empty', async () => {
    const { dialog, field, save, sent, onClose } = renderDialog({}, (url, init) =>
      init?.method === 'PUT'
        ? answer(200, { ...germanHotelTexts.texts[0], status: 'current' })
        : answer(200, { asset: terrace }),
    );
    await within(dialog).findByRole('group', { name: 'Italian' });
    fireEvent.change(field('Caption'), { target: { value: 'Frühstück auf der Sonnenterrasse' } });
    fireEvent.change(field('Alt text (Italian)'), { target: { value: ' Un tavolo apparecchiato ' } });
    fireEvent.change(field('Caption (English)'), { target: { value: '' } });
    // Typed and typed back: nothing to save.
    fireEvent.change(field('Caption (Italian)'), { target: { value: 'Colazione' } });
    fireEvent.change(field('Caption (Italian)'), { target: { value: 'Colazione in terrazza' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      [
        'PATCH',
        '/api/hotels/h1/assets/a1',
        {
          name: 'terrace.jpg',
          category: 'Property',
          tags: [],
          caption: 'Frühstück auf der Sonnenterrasse',
        },
      ],
      ['PUT', '/api/hotels/h1/texts/en/photoCaption/a1', { text: '' }],
      ['PUT', '/api/hotels/h1/texts/it/photoAltText/a1', { text: ' Un tavolo apparecchiato ' }],
    ]);
  });

  it('stays open and says which language was not saved when a translation is refused', async () => {
    const { dialog, field, save, onClose } = renderDialog({}, (url, init) =>
      init?.method === 'PUT'
        ? answer(400, {
            error: { code: 'validation', message: 'An alt text can have at most 300 characters.' },
          })
        : answer(200, { asset: terrace }),
    );
    await within(dialog).findByRole('group', { name: 'Italian' });
    fireEvent.change(field('Alt text (Italian)'), { target: { value: 'Un tavolo' } });
    save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The asset is saved, but its Italian texts could not be saved. Please try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Alt text (Italian)').value).toBe('Un tavolo');
  });

  it('shows no other languages for a hotel that serves its primary language only', async () => {
    const { dialog } = renderDialog({ texts: photoTextsAnswer('a1', { primaryLanguage: 'de' }) });
    expect(await within(dialog).findByText("In German, the hotel's primary language.")).toBeTruthy();
    expect(within(dialog).queryByText('Other languages')).toBeNull();
  });

  it('says so when the other languages cannot be read, and still saves the asset', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('/texts/subjects/')
        ? answer(404, { error: { code: 'notFound', message: 'Text not found' } })
        : answer(200, { asset: terrace }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderWithClient(<EditAssetDialog hotelId="h1" asset={terrace} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Asset' });
    expect(
      await within(dialog).findByText('The caption and alt text in the other languages could not be loaded.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Alt text'), { target: { value: 'Terrasse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      fetch.mock.calls
        .filter(([url]) => !url.includes('/texts/subjects/'))
        .map(([url, init]) => [init?.method, url]),
    ).toEqual([['PATCH', '/api/hotels/h1/assets/a1']]);
  });
});
