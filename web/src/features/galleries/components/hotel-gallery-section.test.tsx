import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImageView } from '@common/galleries/schemas';
import type { MemberRole } from '@common/teams/roles';
import {
  fakePicker,
  galleryImage,
  manyImages,
  pickedAsset,
  renderWithClient,
  stubGalleryApi,
} from '../testing/gallery-fixtures';
import type { RenderPicker } from '../picker-slot';
import { HotelGallerySection } from './hotel-gallery-section';

/** The page around the section: its 'Sortieren' button opens the sorting dialog. */
function Page({ renderPicker, roomId = null }: { renderPicker: RenderPicker; roomId?: string | null }) {
  const [sortOpen, setSortOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSortOpen(true)}>
        Sortieren
      </button>
      <HotelGallerySection
        hotelId="h1"
        roomId={roomId}
        sortOpen={sortOpen}
        onSortOpenChange={setSortOpen}
        renderPicker={renderPicker}
      />
    </>
  );
}

function renderSection(
  images: GalleryImageView[],
  options: Parameters<typeof stubGalleryApi>[1] = {},
  role: MemberRole = 'owner',
) {
  const api = stubGalleryApi(images, { library: [galleryImage('n1', 'Terrace')], ...options });
  const picker = fakePicker([pickedAsset('i1', 'Image 1'), pickedAsset('n1', 'Terrace')]);
  renderWithClient(<Page renderPicker={picker.render} />, role);
  return { api, picker };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('HotelGallerySection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cover, five more tiles and +N Weitere for the rest', async () => {
    const { api } = renderSection(manyImages(9));
    expect(screen.getByText('Bilder werden geladen...')).toBeTruthy();
    const cover = await screen.findByRole('button', { name: 'Bild Image 1 anzeigen' });
    expect(String(api.fetch.mock.calls[0]?.[0])).toBe('/api/hotels/h1/gallery');
    expect(cover.querySelector('img')?.getAttribute('src')).toBe('/files/i1-gallery.webp');
    expect(cover.querySelector('img')?.getAttribute('loading')).toBeNull();
    const small = screen.getByRole('button', { name: 'Bild Image 6 anzeigen' }).querySelector('img');
    expect(small?.getAttribute('src')).toBe('/files/i6-thumb.webp');
    expect(small?.getAttribute('loading')).toBe('lazy');
    expect(small?.getAttribute('width')).toBe('1600');
    expect(screen.queryByRole('button', { name: 'Bild Image 7 anzeigen' })).toBeNull();
    expect(screen.getByRole('button', { name: '+3 Weitere' })).toBeTruthy();
    expect(screen.queryByText('Keine weiteren Bilder')).toBeNull();
  });

  it('says there are no further images when all fit', async () => {
    renderSection(manyImages(6));
    expect(await screen.findByText('Keine weiteren Bilder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Weitere/ })).toBeNull();
  });

  it('steps through the lightbox with buttons and arrow keys, and sets the shown image as cover', async () => {
    const { api } = renderSection(manyImages(9));
    fireEvent.click(await screen.findByRole('button', { name: 'Bild Image 3 anzeigen' }));
    let dialog = screen.getByRole('dialog', { name: 'Image 3' });
    expect(within(dialog).getByText('3 / 9')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Image 3' }).getAttribute('src')).toBe(
      '/files/i3-gallery.webp',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByRole('dialog', { name: 'Image 4' })).toBeTruthy();
    expect(screen.getByText('4 / 9')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 9')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    dialog = screen.getByRole('dialog', { name: 'Image 9' });
    expect(within(dialog).getByText('9 / 9')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Als Titelbild festlegen' }));
    await waitFor(() => expect(within(dialog).getByText('1 / 9')).toBeTruthy());
    const [[url, init]] = api.calls('POST') as [[string, RequestInit]];
    expect(url).toBe('/api/hotels/h1/gallery/cover');
    expect(bodyOf(init)).toEqual({ assetId: 'i9' });
    const current = within(dialog).getByRole('button', { name: 'Titelbild' }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
  });

  it('says so in the lightbox when the cover cannot be set, and forgets it on the next image', async () => {
    renderSection(manyImages(3), { failing: ['cover'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Bild Image 2 anzeigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Image 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als Titelbild festlegen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Fehler beim Festlegen des Titelbilds. Bitte versuchen Sie es erneut.',
    );
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a picked image to an empty gallery at once', async () => {
    const { api, picker } = renderSection([]);
    expect(await screen.findByText('Noch keine Bilder')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bild hinzufügen' }));
    expect(picker.last()).toMatchObject({ open: true, selectedIds: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Terrace' }));
    expect(await screen.findByRole('button', { name: 'Bild Terrace anzeigen' })).toBeTruthy();
    const [[url, init]] = api.calls('POST') as [[string, RequestInit]];
    expect(url).toBe('/api/hotels/h1/gallery/images');
    expect(bodyOf(init)).toEqual({ assetIds: ['n1'] });
  });

  it('skips a picked image already in the gallery without a request', async () => {
    const { api } = renderSection(manyImages(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Bild hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Image 1' }));
    expect(api.calls('POST')).toEqual([]);
  });

  it('removes an image from the overview after asking', async () => {
    const { api } = renderSection(manyImages(8));
    fireEvent.click(await screen.findByRole('button', { name: '+2 Weitere' }));
    const overview = screen.getByRole('dialog', { name: 'Alle Bilder' });
    expect(within(overview).getAllByRole('button', { name: /^Bild .* anzeigen$/ })).toHaveLength(8);
    fireEvent.click(within(overview).getByRole('button', { name: 'Entfernen: Image 8' }));
    const confirm = screen.getByRole('dialog', { name: 'Bild aus der Galerie entfernen?' });
    expect(api.calls('DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /entfernen/ })).toBeNull());
    expect(String(api.calls('DELETE')[0]?.[0])).toBe('/api/hotels/h1/gallery/images/i8');
    expect(within(overview).getAllByRole('button', { name: /^Bild .* anzeigen$/ })).toHaveLength(7);
    fireEvent.click(within(overview).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: '+1 Weitere' })).toBeTruthy();
  });

  it('opens the full-screen viewer from the overview', async () => {
    renderSection(manyImages(8));
    fireEvent.click(await screen.findByRole('button', { name: '+2 Weitere' }));
    const overview = screen.getByRole('dialog', { name: 'Alle Bilder' });
    fireEvent.click(within(overview).getByRole('button', { name: 'Bild Image 8 anzeigen' }));
    const viewer = screen.getByRole('dialog', { name: 'Image 8' });
    expect(within(viewer).getByText('8 / 8')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Nächstes Bild' }));
    expect(within(screen.getByRole('dialog', { name: 'Image 1' })).getByText('1 / 8')).toBeTruthy();
    expect(
      within(screen.getByRole('dialog', { name: 'Image 1' })).getByRole('button', { name: 'Entfernen' }),
    ).toBeTruthy();
  });

  it('saves the sorted order in one request and closes', async () => {
    const { api } = renderSection(manyImages(3));
    await screen.findByRole('button', { name: 'Bild Image 1 anzeigen' });
    fireEvent.click(screen.getByRole('button', { name: 'Sortieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Bilder sortieren' });
    expect(
      within(dialog).getByText(
        'Ziehen Sie die Bilder, um die Reihenfolge zu ändern. Das erste Bild ist das Titelbild.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bild Image 2 verschieben' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als Titelbild festlegen: Image 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen: Image 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bilder sortieren' })).toBeNull());
    expect(api.calls('PUT')).toHaveLength(1);
    expect(bodyOf(api.calls('PUT')[0]?.[1])).toEqual({ assetIds: ['i3', 'i1'] });
    expect(
      screen.getByRole('button', { name: 'Bild Image 3 anzeigen' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/files/i3-gallery.webp');
  });

  it('keeps the sorting dialog open with its edits when saving fails', async () => {
    renderSection(manyImages(3), { failing: ['save'] });
    await screen.findByRole('button', { name: 'Bild Image 1 anzeigen' });
    fireEvent.click(screen.getByRole('button', { name: 'Sortieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Bilder sortieren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als Titelbild festlegen: Image 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Fehler beim Speichern der Änderungen. Bitte versuchen Sie es erneut.',
    );
    const order = within(within(dialog).getByRole('list', { name: 'Bilder' }))
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(order).toEqual(['Image 2', 'Image 1', 'Image 3']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog', { name: 'Bilder sortieren' })).toBeNull();
  });

  it('adds images in the sorting dialog with the picker', async () => {
    const { api, picker } = renderSection(manyImages(2));
    await screen.findByRole('button', { name: 'Bild Image 1 anzeigen' });
    fireEvent.click(screen.getByRole('button', { name: 'Sortieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Bilder sortieren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bilder hinzufügen' }));
    expect(picker.last()).toMatchObject({ open: true, selectedIds: ['i1', 'i2'] });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Terrace' }));
    expect(within(dialog).getByRole('img', { name: 'Terrace' })).toBeTruthy();
    expect(api.calls('POST')).toEqual([]);
  });

  it('shows a viewer the gallery and its lightbox, with adding and the cover locked, saying why', async () => {
    const { api, picker } = renderSection(manyImages(9), {}, 'viewer');
    const add = await screen.findByRole('button', { name: 'Bild hinzufügen' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(picker.last()).toMatchObject({ open: false });
    fireEvent.click(screen.getByRole('button', { name: 'Bild Image 3 anzeigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Image 3' });
    const cover = within(dialog).getByRole('button', { name: 'Als Titelbild festlegen' });
    expect(cover.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(cover.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your role does not allow this.',
    );
    fireEvent.click(cover);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(within(dialog).getByText('4 / 9')).toBeTruthy();
    expect(api.calls('POST')).toEqual([]);
  });
});
