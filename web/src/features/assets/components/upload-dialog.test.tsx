import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWithClient } from '../testing/asset-fixtures';
import { FakeXhr, refusal, uploadAnswer } from '../testing/fake-xhr';
import { UploadDialog } from './upload-dialog';

const image = (name: string, size = 8) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const duplicate = refusal('duplicate', 'This image has already been uploaded', 409);

function renderDialog() {
  const onClose = vi.fn();
  const onFinished = vi.fn();
  renderWithClient(<UploadDialog hotelId="h1" onClose={onClose} onFinished={onFinished} />);
  const dialog = screen.getByRole('dialog', { name: 'Upload Assets' });
  const choose = (...files: File[]) =>
    fireEvent.change(within(dialog).getByLabelText('Choose images'), { target: { files } });
  const upload = () => fireEvent.click(within(dialog).getByRole('button', { name: /Upload \(\d+\)/ }));
  const finishNext = () => act(async () => FakeXhr.finishNext());
  return { dialog, onClose, onFinished, choose, upload, finishNext };
}

describe('UploadDialog', () => {
  const revoke = vi.fn();
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(200, { provider: 'builtin', label: 'Built-in generator' })),
    );
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = revoke;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    revoke.mockReset();
  });

  it('labels the generator, refuses non-images and large files, and lists the chosen images', async () => {
    const { dialog, choose } = renderDialog();
    expect(await within(dialog).findByText('Categories and tags: Built-in generator')).toBeTruthy();
    // The built-in generator's default category is said up front.
    expect(
      within(dialog).getByText(
        'The category comes from the file name; a file whose name says nothing gets the default category Room Photos.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Click to upload or drag and drop')).toBeTruthy();
    // Exactly the formats the server accepts (common/src/assets/upload-formats.ts).
    expect(within(dialog).getByText('JPEG, PNG, WebP, GIF, AVIF or TIFF up to 10 MB')).toBeTruthy();
    const input = within(dialog).getByLabelText('Choose images') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/*');
    choose(
      image('pool.jpg'),
      new File(['x'], 'menu.pdf', { type: 'application/pdf' }),
      image('huge.jpg', 10 * 1024 * 1024 + 1),
      image('spa.jpg'),
    );
    const notice = within(dialog).getByRole('status');
    expect(notice.textContent).toContain('menu.pdf: Only image files can be uploaded.');
    expect(notice.textContent).toContain('huge.jpg: The file is larger than 10 MB.');
    expect(within(dialog).getByText('Selected Files')).toBeTruthy();
    expect(within(dialog).getByText('Click to add more images')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload (2)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove pool.jpg' }));
    expect(revoke).toHaveBeenCalledWith('blob:pool.jpg');
    expect(within(dialog).getByRole('button', { name: 'Upload (1)' })).toBeTruthy();
  });

  it('uploads one file after another with overall progress, then closes reporting the skipped duplicate', async () => {
    FakeXhr.replies.set('b.jpg', duplicate);
    const { dialog, choose, upload, finishNext, onFinished } = renderDialog();
    choose(image('a.jpg'), image('b.jpg'));
    upload();
    expect(FakeXhr.sentNames).toEqual(['a.jpg']);
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(dialog).getByText('Uploading... 25%')).toBeTruthy();
    expect(within(dialog).getByText('Waiting...')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    await finishNext();
    expect(FakeXhr.sentNames).toEqual(['a.jpg', 'b.jpg']);
    expect(within(dialog).getByText('Uploaded')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    await finishNext();
    expect(onFinished).toHaveBeenCalledWith('1 image was skipped because it has already been uploaded.');
  });

  it('closes with no notice when everything uploaded', async () => {
    const { choose, upload, finishNext, onFinished } = renderDialog();
    choose(image('a.jpg'));
    upload();
    await finishNext();
    expect(onFinished).toHaveBeenCalledWith(null);
  });

  it('stays open when every file was a duplicate', async () => {
    FakeXhr.replies.set('a.jpg', duplicate);
    FakeXhr.replies.set('b.jpg', duplicate);
    const { dialog, choose, upload, finishNext, onFinished } = renderDialog();
    choose(image('a.jpg'), image('b.jpg'));
    upload();
    await finishNext();
    await finishNext();
    expect(within(dialog).getByRole('status').textContent).toContain(
      '2 images were skipped because they have already been uploaded.',
    );
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('uploads the others when one fails, stays open naming it, and retries only that one', async () => {
    FakeXhr.replies.set('a.gif', refusal('unsupportedMediaType', 'The file is not a supported image.', 415));
    const { dialog, choose, upload, finishNext, onFinished } = renderDialog();
    choose(image('a.gif'), image('b.jpg'));
    upload();
    await finishNext();
    await finishNext();
    expect(within(dialog).getByRole('status').textContent).toContain(
      'a.gif: The file is not a supported image.',
    );
    expect(within(dialog).getByText('Failed')).toBeTruthy();
    expect(within(dialog).getByText('Uploaded')).toBeTruthy();
    expect(onFinished).not.toHaveBeenCalled();
    FakeXhr.replies.delete('a.gif');
    upload();
    expect(FakeXhr.sentNames).toEqual(['a.gif', 'b.jpg', 'a.gif']);
    await finishNext();
    expect(onFinished).toHaveBeenCalledWith(null);
  });

  it('says the upload failed when the server cannot be reached, and resets the progress', async () => {
    FakeXhr.replies.set('a.jpg', 'network');
    const { dialog, choose, upload, finishNext } = renderDialog();
    choose(image('a.jpg'), image('b.jpg'));
    upload();
    await finishNext();
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to upload files. Please try again.');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(FakeXhr.sentNames).toEqual(['a.jpg']);
    expect(within(dialog).getByRole('button', { name: 'Upload (2)' })).toBeTruthy();
  });

  it('keeps the dialog open to show a near-duplicate with the other image', async () => {
    const match = { id: 'x', name: 'pool-original.jpg', thumbUrl: '/files/x-thumb.webp' };
    FakeXhr.replies.set('pool.jpg', { status: 201, body: uploadAnswer('pool.jpg', match) });
    const { dialog, choose, upload, finishNext, onFinished } = renderDialog();
    choose(image('pool.jpg'));
    upload();
    await finishNext();
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain(
        'pool.jpg looks like an image you already have',
      ),
    );
    expect(within(dialog).getByRole('img', { name: 'pool-original.jpg' }).getAttribute('src')).toBe(
      match.thumbUrl,
    );
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('says per file that the AI service failed and the defaults were used, and stays open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(200, { provider: 'openai', label: 'AI service (fake-model)' })),
    );
    FakeXhr.replies.set('a.jpg', { status: 201, body: uploadAnswer('a.jpg', null, 'rate_limited') });
    FakeXhr.replies.set('c.jpg', { status: 201, body: uploadAnswer('c.jpg', null, 'service_failed') });
    const { dialog, choose, upload, finishNext, onFinished, onClose } = renderDialog();
    expect(await within(dialog).findByText('Categories and tags: AI service (fake-model)')).toBeTruthy();
    expect(within(dialog).queryByText(/The category comes from the file name/)).toBeNull();
    choose(image('a.jpg'), image('b.jpg'), image('c.jpg'));
    upload();
    await finishNext();
    await finishNext();
    await finishNext();
    const lines = within(within(dialog).getByRole('status'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'a.jpg: got the default category Room Photos and no tags, because the AI rate limit was reached. You can analyse it again from the library.',
      'c.jpg: got the default category Room Photos and no tags, because the AI service failed. You can analyse it again from the library.',
    ]);
    expect(onFinished).not.toHaveBeenCalled();
    // Nothing is left to send: no 'Upload (0)', but a way out.
    expect(within(dialog).queryByRole('button', { name: /Upload \(/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Upload (n) again when files are added after a finished batch', async () => {
    FakeXhr.replies.set('a.jpg', duplicate);
    const { dialog, choose, upload, finishNext } = renderDialog();
    choose(image('a.jpg'));
    upload();
    await finishNext();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Upload (0)' })).toBeNull();
    choose(image('b.jpg'));
    expect(within(dialog).getByRole('button', { name: 'Upload (1)' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Done' })).toBeNull();
  });
});
