import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { AssetListResponse, AssetView } from '@common/assets/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import type { MemberRole } from '@common/teams/roles';
import type { SubjectTextsView, TranslatableTextView } from '@common/translations/schemas';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';

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

/**
 * Renders with a fresh query cache (no retries) and a router at `address`, as inside the app shell, for a user
 * with `role` in the active hotel.
 */
export function renderWithClient(
  ui: ReactElement,
  address = '/',
  role: MemberRole = 'owner',
): ReturnType<typeof render> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>{withHotelRole(role, ui)}</MemoryRouter>
    </QueryClientProvider>,
  );
}

type PhotoTexts = { caption?: string; altText?: string };
type StoredTranslation = {
  text: string | null;
  status: TranslatableTextView['status'];
  sourceChangedAt?: string;
};

/**
 * A photo's texts as GET /api/hotels/:hotelId/texts/subjects/:assetId answers them: by default a hotel that serves
 * English only. `translations` by `language:kind` ('it:photoCaption'); a served language without one is missing.
 */
export function photoTextsAnswer(
  assetId: string,
  {
    primaryLanguage = 'en',
    languages = [primaryLanguage],
    caption = '',
    altText = '',
    translations = {},
  }: PhotoTexts & {
    primaryLanguage?: LanguageCode;
    languages?: LanguageCode[];
    translations?: Record<string, StoredTranslation>;
  } = {},
): SubjectTextsView {
  const sources = { photoCaption: caption, photoAltText: altText };
  return {
    primaryLanguage,
    languages,
    texts: (['photoCaption', 'photoAltText'] as const).flatMap((kind) =>
      languages.map((language): TranslatableTextView => {
        const stored =
          language === primaryLanguage
            ? { text: sources[kind], status: 'current' as const }
            : (translations[`${language}:${kind}`] ?? { text: null, status: 'missing' as const });
        return {
          kind,
          subjectId: assetId,
          subjectName: 'photo',
          language,
          source: sources[kind],
          text: stored.text,
          status: stored.status,
          sourceChangedAt: 'sourceChangedAt' in stored ? (stored.sourceChangedAt ?? null) : null,
        };
      }),
    ),
  };
}

const isPhotoTextsRead = (url: string, init?: RequestInit) =>
  url.includes('/texts/subjects/') && (init?.method ?? 'GET') === 'GET';

/**
 * A fetch for the tests that open Edit Asset: the photo's texts come from `texts` (English only, empty, by
 * default), every other request from `other`. `requests()` lists the other requests, in order.
 */
export function stubEditAssetFetch(
  other: (url: string, init?: RequestInit) => Response | Promise<Response>,
  texts: SubjectTextsView | ((url: string) => SubjectTextsView) = (url) =>
    photoTextsAnswer(url.split('/').at(-1) ?? ''),
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    isPhotoTextsRead(url, init)
      ? answer(200, typeof texts === 'function' ? texts(url) : texts)
      : other(url, init),
  );
  vi.stubGlobal('fetch', fetch);
  const requests = () => fetch.mock.calls.filter(([url, init]) => !isPhotoTextsRead(url, init));
  return { fetch, requests };
}
