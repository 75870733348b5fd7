import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaOrgData } from './schema-org-data';

const hotelData = {
  '@context': 'https://schema.org',
  '@type': 'Hotel',
  name: 'Alpenhof <am See>',
  containsPlace: [{ '@type': 'HotelRoom', name: 'Lake Suite' }],
};

function renderData(answer: 'ok' | 'failing') {
  const fetch = vi.fn(async () =>
    answer === 'failing'
      ? new Response(JSON.stringify({ error: { code: 'notFound', message: 'Gone' } }), { status: 404 })
      : new Response(JSON.stringify(hotelData), {
          status: 200,
          headers: { 'content-type': 'application/ld+json; charset=utf-8' },
        }),
  );
  vi.stubGlobal('fetch', fetch);
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SchemaOrgData hotelId="h1" publicId="pub_Ab3" />
    </QueryClientProvider>,
  );
  return { fetch, writeText };
}

const dataUrl = () => `${window.location.origin}/api/public/hotels/pub_Ab3/schema.jsonld`;

describe('SchemaOrgData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ready-to-paste snippet of the public data, and copies it', async () => {
    const { fetch, writeText } = renderData('ok');
    const group = await screen.findByRole('group', { name: 'schema.org snippet' });
    const snippet = within(group).getByText(/^<script type="application\/ld\+json">/).textContent ?? '';
    expect(snippet).toContain('"name": "Alpenhof \\u003cam See\\u003e"');
    expect(snippet).toContain('"name": "Lake Suite"');
    expect(snippet.endsWith('\n</script>')).toBe(true);
    // Read past the browser's cache from the public address, as websites read it.
    expect(fetch).toHaveBeenCalledWith(
      '/api/public/hotels/pub_Ab3/schema.jsonld',
      expect.objectContaining({ cache: 'no-store' }),
    );

    fireEvent.click(within(group).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(snippet);
  });

  it("gives the data's address for websites that fetch it, with its own 'Copy'", async () => {
    const { writeText } = renderData('ok');
    const group = screen.getByRole('group', { name: 'Data address' });
    expect(within(group).getByText(dataUrl())).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(dataUrl()));
    // The label changes once the clipboard's promise has settled, a render after the call itself.
    expect(await within(group).findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says so when the data cannot be read, and keeps the address', async () => {
    renderData('failing');
    expect(
      await screen.findByText('The data could not be loaded. Reload the page to try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'schema.org snippet' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Data address' })).toBeTruthy();
  });

  it('warns when the clipboard refuses', async () => {
    renderData('ok');
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const group = await screen.findByRole('group', { name: 'schema.org snippet' });
    fireEvent.click(within(group).getByRole('button', { name: 'Copy' }));
    expect(
      await within(group).findByText('Copying did not work. Select the text and copy it yourself.'),
    ).toBeTruthy();
  });
});
