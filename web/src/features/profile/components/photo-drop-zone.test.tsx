import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoDropZone } from './photo-drop-zone';

const zoneText = 'Click to choose a photo or drag and drop it here';
const notAnImage = 'Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).';
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

function renderZone() {
  const onChoose = vi.fn();
  render(<PhotoDropZone onChoose={onChoose} />);
  const input = screen.getByLabelText(zoneText) as HTMLInputElement;
  const drop = (dropped: File) =>
    fireEvent.drop(input.closest('label')!, { dataTransfer: { files: [dropped] } });
  return { onChoose, input, drop };
}

describe('PhotoDropZone', () => {
  it('is a labelled file input that asks for images', () => {
    const { input } = renderZone();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
  });

  it('refuses a dropped file that is not an image', () => {
    const { onChoose, drop } = renderZone();
    drop(file('menu.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(notAnImage);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('refuses SVG, which is not a raster image', () => {
    const { onChoose, drop } = renderZone();
    drop(file('logo.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert').textContent).toBe(notAnImage);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('refuses a photo over 10 MB before uploading it', () => {
    const { onChoose, drop } = renderZone();
    drop(file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('The photo is larger than 10 MB.');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('takes a dropped or chosen image and clears an earlier refusal', () => {
    const { onChoose, input, drop } = renderZone();
    drop(file('menu.pdf', 'application/pdf'));
    const photo = file('me.png', 'image/png');
    drop(photo);
    expect(onChoose).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).toBeNull();
    const chosen = file('me.webp', 'image/webp');
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(onChoose).toHaveBeenLastCalledWith(chosen);
  });
});
