import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileUpdatedEvent } from '../profile-events';
import { PhotoUploadDialog } from './photo-upload-dialog';
import { answer } from '../testing/profile-fixtures';

const profile = {
  email: 'anna@hotel.test',
  firstName: 'Anna',
  lastName: 'Berg',
  phone: '',
  photoUrl: '/files/p.jpg',
  hasPassword: true,
};

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhotoUploadDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Upload Profile Photo' });
  const choose = (photo: File) =>
    fireEvent.change(within(dialog).getByLabelText(/Click to choose a photo/), {
      target: { files: [photo] },
    });
  return { onOpenChange, dialog, choose };
}

describe('PhotoUploadDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves only once a photo is chosen, uploads it as form data and tells the top bar', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { profile }));
    vi.stubGlobal('fetch', fetch);
    const announced = vi.fn();
    window.addEventListener(profileUpdatedEvent, announced);
    const { onOpenChange, dialog, choose } = renderDialog();
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const photo = new File([new Uint8Array(8)], 'me.jpg', { type: 'image/jpeg' });
    choose(photo);
    expect(await within(dialog).findByAltText('Preview of the chosen photo')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile/photo');
    expect((init.body as FormData).get('photo')).toBe(photo);
    expect(announced).toHaveBeenCalled();
    window.removeEventListener(profileUpdatedEvent, announced);
  });

  it("shows the server's reason when the upload is refused", async () => {
    const body = { error: { code: 'payloadTooLarge', message: 'The photo is larger than 10 MB.' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(413, body)));
    const { onOpenChange, dialog, choose } = renderDialog();
    choose(new File([new Uint8Array(8)], 'me.jpg', { type: 'image/jpeg' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The photo is larger than 10 MB.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
