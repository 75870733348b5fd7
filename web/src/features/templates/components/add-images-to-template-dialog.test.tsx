import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, renderWithClient, templateView } from '../testing/template-fixtures';
import { AddImagesToTemplateDialog } from './add-images-to-template-dialog';

function renderDialog(post: () => Response) {
  const fetch = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'POST'
        ? post()
        : answer(200, { templates: [templateView('t1', 'Winterzauber'), templateView('t2', 'Sommerfest')] }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderWithClient(
    <AddImagesToTemplateDialog hotelId="h1" assetIds={['a1', 'a2']} onClose={onClose} onAdded={onAdded} />,
  );
  return {
    fetch,
    onAdded,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Add 2 images to a template' }),
  };
}

describe('AddImagesToTemplateDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the images to the chosen template in one request and says where they are', async () => {
    const { fetch, onAdded, dialog } = renderDialog(() =>
      answer(200, { template: templateView('t2', 'Sommerfest') }),
    );
    fireEvent.change(await within(dialog).findByLabelText('Template'), { target: { value: 't2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to template' }));
    await vi.waitFor(
      () => expect(onAdded).toHaveBeenCalledWith('The 2 images are in the template "Sommerfest" now.'),
      { timeout: 5_000 },
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/hotels/h1/templates/t2/images');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ assetIds: ['a1', 'a2'] });
  });

  it('stays open with the limit when the template would pass 100 images', async () => {
    const { onAdded, dialog } = renderDialog(() => failure(400, 'validation', 'At most 100 images'));
    await within(dialog).findByLabelText('Template');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to template' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('At most 100 images');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
