import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishingView } from '@common/publishing/schemas';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { PublishingSettings } from './publishing-settings';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A fake API holding the hotel's publishing, as the server keeps it. */
function stubApi(
  initial: PublishingView,
  { failSwitch = false, role = 'owner' }: { failSwitch?: boolean; role?: MemberRole } = {},
) {
  let view = initial;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/rooms?order=name')) return json(200, { rooms: [] });
    if (init?.method === 'PUT') {
      if (failSwitch) return json(500, { error: { code: 'internal', message: 'Down' } });
      const { publishContent } = JSON.parse(String(init.body)) as { publishContent: boolean };
      view = { publishContent, publicId: view.publicId ?? 'first_public_id_123456' };
      return json(200, view);
    }
    if (init?.method === 'POST') {
      view = { ...view, publicId: 'second_public_id_12345' };
      return json(200, view);
    }
    return json(200, view);
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {withHotelRole(role, <PublishingSettings hotelId="h1" hotelName="Alpenhof" />)}
    </QueryClientProvider>,
  );
  return fetch;
}

const gallerySnippet = () =>
  within(screen.getByRole('group', { name: 'Hotel gallery' })).getByText(/<iframe/).textContent;

describe('PublishingSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is off at first, with no 'Website' section; switched on, it shows the snippets of the new public id", async () => {
    const fetch = stubApi({ publishContent: false, publicId: null });
    const publish = await screen.findByRole('switch', { name: 'Publish content' });
    expect(publish.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Website' })).toBeNull();

    fireEvent.click(publish);
    expect(await screen.findByRole('heading', { name: 'Website' })).toBeTruthy();
    expect(publish.getAttribute('aria-checked')).toBe('true');
    expect(gallerySnippet()).toContain('/embed/hotels/first_public_id_123456/gallery');
    expect(fetch).toHaveBeenCalledWith(
      '/api/hotels/h1/publishing',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ publishContent: true }) }),
    );

    fireEvent.click(publish);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Website' })).toBeNull());
  });

  it("asks before 'New public address', then shows the new snippets and says so", async () => {
    stubApi({ publishContent: true, publicId: 'first_public_id_123456' });
    const button = await screen.findByRole('button', { name: 'New public address' });
    expect(gallerySnippet()).toContain('first_public_id_123456');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'New public address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New public address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gallerySnippet()).toContain('/embed/hotels/second_public_id_12345/gallery');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'The content has a new address. Paste the new snippets into your website.',
    );
    // The schema.org data's address follows the new id too.
    const dataAddress = screen.getByRole('group', { name: 'Data address' });
    expect(dataAddress.textContent).toContain('/api/public/hotels/second_public_id_12345/schema.jsonld');
  });

  it('says so when the switch could not be saved, and stays off', async () => {
    stubApi({ publishContent: false, publicId: null }, { failSwitch: true });
    const publish = await screen.findByRole('switch', { name: 'Publish content' });
    fireEvent.click(publish);
    expect(await screen.findByText('The change could not be saved. Please try again.')).toBeTruthy();
    expect(publish.getAttribute('aria-checked')).toBe('false');
  });

  it("shows an editor that content is published and its snippets, with the switch and 'New public address' locked", async () => {
    const fetch = stubApi({ publishContent: true, publicId: 'first_public_id_123456' }, { role: 'editor' });
    const publish = await screen.findByRole('switch', { name: 'Publish content' });
    expect(publish.getAttribute('aria-checked')).toBe('true');
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    act(() => publish.focus());
    const ids = publish.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Your role does not allow this.',
    );
    fireEvent.click(publish);
    fireEvent.keyDown(publish, { key: ' ' });
    expect(publish.getAttribute('aria-checked')).toBe('true');
    // The snippets stay there to copy.
    expect(gallerySnippet()).toContain('/embed/hotels/first_public_id_123456/gallery');
    const renew = screen.getByRole('button', { name: 'New public address' });
    expect(renew.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(renew);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });
});
