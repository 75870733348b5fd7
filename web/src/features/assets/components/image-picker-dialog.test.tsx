import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, assetView, listAnswer, renderWithClient } from '../testing/asset-fixtures';
import { ImagePickerDialog } from './image-picker-dialog';

const pool = assetView('a1', 'pool.jpg');
const spa = assetView('a2', 'spa.jpg', { category: 'Amenities' });

function renderPicker(selectedIds: string[] = []) {
  const onPick = vi.fn();
  const onOpenChange = vi.fn();
  renderWithClient(
    <ImagePickerDialog
      hotelId="h1"
      open
      onOpenChange={onOpenChange}
      selectedIds={selectedIds}
      onPick={onPick}
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

  it('hands over the chosen image and closes', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, listAnswer([pool, spa]))));
    const { onPick, onOpenChange, dialog } = renderPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'spa.jpg' }));
    expect(onPick).toHaveBeenCalledWith(spa);
    expect(onOpenChange).toHaveBeenCalledWith(false);
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
