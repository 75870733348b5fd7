import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { AssetListResponse, AssetView } from '@common/assets/schemas';

/** An asset as the list API answers it. */
export function assetView(id: string, name: string, overrides: Partial<AssetView> = {}): AssetView {
  return {
    id,
    name,
    type: 'image',
    category: 'Room Photos',
    tags: [],
    url: `/files/${id}.jpg`,
    thumbUrl: `/files/${id}-thumb.webp`,
    galleryUrl: `/files/${id}-gallery.webp`,
    width: 1600,
    height: 1200,
    size: 1000,
    originalMissing: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    analysisFallback: null,
    caption: '',
    altText: '',
    ...overrides,
  };
}

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const listAnswer = (assets: AssetView[], nextCursor: string | null = null): AssetListResponse => ({
  assets,
  nextCursor,
  total: assets.length,
});

/** Renders with a fresh query cache (no retries) and a router at `address`, as inside the app shell. */
export function renderWithClient(ui: ReactElement, address = '/'): ReturnType<typeof render> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
