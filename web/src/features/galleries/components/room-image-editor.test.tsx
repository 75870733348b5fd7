import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImageView } from '@common/galleries/schemas';
import type { MemberRole } from '@common/teams/roles';
import {
  fakePicker,
  galleryImage,
  layOutListItems,
  manyImages,
  pickedAsset,
  renderWithClient,
  stubGalleryApi,
} from '../testing/gallery-fixtures';
import { RoomImageEditor } from './room-image-editor';
import { expectRoleLocked } from '@web/features/teams/testing/expect-role-locked';

const lobby = galleryImage('a1', 'Lobby');
const pool = galleryImage('a2', 'Pool');
const spa = galleryImage('a3', 'Spa');

function renderEditor(
  images: GalleryImageView[],
  options: Parameters<typeof stubGalleryApi>[1] = {},
  role: MemberRole = 'owner',
) {
  const api = stubGalleryApi(images, options);
  const picker = fakePicker([pickedAsset('a2', 'Pool'), pickedAsset('n1', 'Terrace')]);
  const view = renderWithClient(
    <RoomImageEditor hotelId="h1" roomId="r1" renderPicker={picker.render} />,
    role,
  );
  return { api, picker, view };
}

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Room images' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('RoomImageEditor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the count, the cover first with its badge, and Save Changes off until something changes', async () => {
    const { api } = renderEditor([lobby, pool, spa]);
    expect(await screen.findByText('3 images')).toBeTruthy();
    expect(String(api.fetch.mock.calls[0]?.[0])).toBe('/api/hotels/h1/rooms/r1/gallery');
    expect(screen.getByText(/The first image is the cover/)).toBeTruthy();
    expect(tileNames()).toEqual(['Lobby', 'Pool', 'Spa']);
    expect(screen.getByText('Cover')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move image Pool' })).toBeTruthy();
    // Shown on hover, and always on touch screens and on keyboard focus (DECISIONS.md 25).
    const controls = screen.getByRole('button', { name: 'Remove: Pool' }).parentElement?.className;
    expect(controls).toContain('group-hover:opacity-100');
    expect(controls).toContain('group-focus-within:opacity-100');
    expect(controls).toContain('[@media(hover:none)]:opacity-100');
    // The cover cannot be made the cover again.
    expect(screen.queryByRole('button', { name: 'Set as cover: Lobby' })).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a picked image at the end, skips one already there, and hides the add tile at 50', async () => {
    const { picker } = renderEditor([lobby, pool]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Image' }));
    expect(picker.last()).toMatchObject({ open: true, selectedIds: ['a1', 'a2'] });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Pool' }));
    expect(screen.getByText('2 images')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Terrace' }));
    expect(tileNames()).toEqual(['Lobby', 'Pool', 'Terrace']);
    expect(picker.last()).toMatchObject({ open: false, selectedIds: ['a1', 'a2', 'n1'] });
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no add tile once the room has 50 images', async () => {
    renderEditor(manyImages(50));
    expect(await screen.findByText('50 images')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Image' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Image 50' }));
    expect(screen.getByRole('button', { name: 'Add Image' })).toBeTruthy();
  });

  it('reorders with the keyboard: space lifts, an arrow moves, space drops', async () => {
    layOutListItems();
    renderEditor([lobby, pool, spa]);
    const handle = await screen.findByRole('button', { name: 'Move image Lobby' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(async () => {});
    expect(screen.getByText('Picked up image Lobby (1 of 3).')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(async () => {});
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(tileNames()).toEqual(['Pool', 'Lobby', 'Spa']));
    expect(screen.getByText('Image Lobby was dropped at position 2 of 3.')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('moves the image made the cover to the front', async () => {
    renderEditor([lobby, pool, spa]);
    fireEvent.click(await screen.findByRole('button', { name: 'Set as cover: Spa' }));
    expect(tileNames()).toEqual(['Spa', 'Lobby', 'Pool']);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves the whole order, says so for 3 s, and turns Save Changes off', async () => {
    const { api } = renderEditor([lobby, pool, spa]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Pool' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(saveButton());
    const notice = await screen.findByText('Changes saved successfully!');
    expect(notice.getAttribute('role')).toBe('status');
    const [[url, init]] = api.calls('PUT') as [[string, RequestInit]];
    expect(url).toBe('/api/hotels/h1/rooms/r1/gallery');
    expect(JSON.parse(String(init.body))).toEqual({ assetIds: ['a1', 'a3'] });
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(tileNames()).toEqual(['Lobby', 'Spa']);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Changes saved successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Changes saved successfully!')).toBeNull();
  });

  it('keeps the edits and says so when saving fails', async () => {
    renderEditor([lobby, pool, spa], { failing: ['save'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Set as cover: Spa' }));
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save changes. Please try again.');
    expect(tileNames()).toEqual(['Spa', 'Lobby', 'Pool']);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts again from the saved images when another room is chosen, even one loaded before', async () => {
    const api = stubGalleryApi([lobby, pool, spa]);
    const picker = fakePicker([]);
    const editor = (roomId: string) => (
      <RoomImageEditor hotelId="h1" roomId={roomId} renderPicker={picker.render} />
    );
    const view = renderWithClient(editor('r2'));
    expect(await screen.findByText('3 images')).toBeTruthy();
    view.rerender(editor('r1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Set as cover: Spa' }));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    view.rerender(editor('r2'));
    expect(tileNames()).toEqual(['Lobby', 'Pool', 'Spa']);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(api.fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/hotels/h1/rooms/r2/gallery',
      '/api/hotels/h1/rooms/r1/gallery',
      '/api/hotels/h1/rooms/r2/gallery',
    ]);
  });

  it('says when the images cannot be loaded', async () => {
    renderEditor([lobby], { failing: ['load'] });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load room images. Please try refreshing the page.',
    );
  });

  it("shows a viewer the room's images with every change locked, saying why, and starts no drag", async () => {
    layOutListItems();
    const { api, picker } = renderEditor([lobby, pool, spa], {}, 'viewer');
    const handle = await screen.findByRole('button', { name: 'Move image Lobby' });
    const locked = [
      handle,
      screen.getByRole('button', { name: 'Set as cover: Spa' }),
      screen.getByRole('button', { name: 'Remove: Pool' }),
      screen.getByRole('button', { name: 'Add Image' }),
      saveButton(),
    ];
    for (const control of locked) {
      expectRoleLocked(control);
    }
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(async () => {});
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(async () => {});
    expect(screen.queryByText(/Picked up/)).toBeNull();
    expect(tileNames()).toEqual(['Lobby', 'Pool', 'Spa']);
    expect(screen.getByText('3 images')).toBeTruthy();
    expect(picker.last()).toMatchObject({ open: false });
    expect(api.calls('PUT')).toEqual([]);
  });

  it("leaves an editor's images to change", async () => {
    renderEditor([lobby, pool, spa], {}, 'editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Set as cover: Spa' }));
    expect(tileNames()).toEqual(['Spa', 'Lobby', 'Pool']);
    expect(saveButton().getAttribute('aria-disabled')).toBeNull();
  });
});
