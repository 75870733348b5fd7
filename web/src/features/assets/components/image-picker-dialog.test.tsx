import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, assetView, listAnswer, renderWithClient } from '../testing/asset-fixtures';
import { ImagePickerDialog } from './image-picker-dialog';

const pool = assetView('a1', 'pool.jpg');
const spa = assetView('a2', 'spa.jpg', { category: 'Amenities' });

function renderPicker(selectedIds: string[] = [], limit?: { remaining: number; rule: string }) {
  const onPick = vi.fn();
  const onOpenChange = vi.fn();
  renderWithClient(
    <ImagePickerDialog
      hotelId="h1"
      open
      onOpenChange={onOpenChange}
      selectedIds={selectedIds}
      onPick={onPick}
      limit={limit}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Select Images' });
  return { onPick, onOpenChange, dialog };
}

describe('ImagePickerDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('dims images already chosen and ignores clicks on them', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, listAnswer([pool, spa]))));
    const { onPick, onOpenChange, dialog } = renderPicker(['a1']);
    const chosen = await within(dialog).findByRole('button', { name: 'pool.jpg' });
    expect(chosen.getAttribute('aria-disabled')).toBe('true');
    expect(chosen.className).toContain('opacity-40');
    fireEvent.click(chosen);
    expect(onPick).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    const free = within(dialog).getByRole('button', { name: 'spa.jpg' });
    expect(free.getAttribute('aria-disabled')).toBeNull();
    expect(free.className).not.toContain('opacity-40');
  });

  it('takes several images, says how many on its button, and hands them over in the order picked', async () => {
    const lobby = assetView('a3', 'lobby.jpg');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, listAnswer([pool, spa, lobby]))));
    const { onPick, onOpenChange, dialog } = renderPicker();
    const add = () => within(dialog).getByRole('button', { name: /^Add/ }) as HTMLButtonElement;
    await within(dialog).findByRole('button', { name: 'spa.jpg' });
    expect(add().textContent).toBe('Add images');
    expect(add().disabled).toBe(true);
    for (const name of ['spa.jpg', 'lobby.jpg', 'pool.jpg']) {
      fireEvent.click(within(dialog).getByRole('button', { name }));
    }
    expect(within(dialog).getByRole('button', { name: 'pool.jpg' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(add().textContent).toBe('Add 3 images');
    // A second click unticks.
    fireEvent.click(within(dialog).getByRole('button', { name: 'lobby.jpg' }));
    expect(add().textContent).toBe('Add 2 images');
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(add());
    expect(onPick).toHaveBeenCalledWith([spa, pool]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stops a pick past the place's limit and says so, keeping what was ticked", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, listAnswer([pool, spa]))));
    const limit = { remaining: 1, rule: 'A room can have at most 50 images' };
    const { onPick, dialog } = renderPicker([], limit);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'pool.jpg' }));
    expect(within(dialog).getByRole('button', { name: 'Add 1 image' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'spa.jpg' }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'A room can have at most 50 images. 1 more image can be added.',
    );
    expect(within(dialog).getByRole('button', { name: 'spa.jpg' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 image' }));
    expect(onPick).toHaveBeenCalledWith([pool]);
  });

  it('asks the server for the search and the category', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, listAnswer([])));
    vi.stubGlobal('fetch', fetch);
    const { dialog } = renderPicker();
    expect(await within(dialog).findByText('No images found')).toBeTruthy();
    const category = within(dialog).getByLabelText('Category') as HTMLSelectElement;
    expect(Array.from(category.options, (option) => option.text)).toEqual([
      'All Categories',
      'Room Photos',
      'Event Spaces',
      'Dining',
      'Amenities',
      'Property',
      'Other',
    ]);
    fireEvent.change(category, { target: { value: 'Dining' } });
    fireEvent.change(within(dialog).getByPlaceholderText('Search images...'), {
      target: { value: 'terrace' },
    });
    await waitFor(() => {
      const url = String(fetch.mock.calls.at(-1)?.[0]);
      expect(url).toContain('search=terrace');
      expect(url).toContain('category=Dining');
    });
  });

  it('says when the images cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(500, { error: { code: 'internal', message: 'x' } })),
    );
    const { dialog } = renderPicker();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load assets');
  });
});
