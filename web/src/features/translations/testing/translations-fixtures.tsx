import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import type { TranslatableTextKind } from '@common/ai/translation';
import type { LanguageCode } from '@common/languages/content-languages';
import type {
  HotelTextsView,
  LanguageTextCounts,
  TranslatableTextView,
  TranslationRunView,
} from '@common/translations/schemas';

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, code: string, message: string) =>
  answer(status, { error: { code, message } });

export const notConfigured =
  'No translation service is configured: write this text yourself or set up an AI service';

interface Source {
  kind: TranslatableTextKind;
  subjectId: string;
  subjectName: string;
  source: string;
}

/** Hotel h1 ('Hotel Seeblick') writes in German; its room r1, template t1 and photo p1 have texts too. */
const sources = (): Source[] => [
  {
    kind: 'hotelDescription',
    subjectId: 'h1',
    subjectName: 'Hotel Seeblick',
    source: 'Ein ruhiges Haus am See.',
  },
  { kind: 'areaText', subjectId: 'h1', subjectName: 'Hotel Seeblick', source: 'Die Altstadt ist nah.' },
  { kind: 'roomName', subjectId: 'r1', subjectName: 'Seesuite', source: 'Seesuite' },
  { kind: 'roomDescription', subjectId: 'r1', subjectName: 'Seesuite', source: 'Ein helles Zimmer.' },
  { kind: 'templateName', subjectId: 't1', subjectName: 'Winterzauber', source: 'Winterzauber' },
  { kind: 'photoCaption', subjectId: 'p1', subjectName: 'seeblick.jpg', source: 'Blick auf den See' },
  { kind: 'photoAltText', subjectId: 'p1', subjectName: 'seeblick.jpg', source: 'Ein Steg im Abendlicht' },
];

interface Stored {
  text: string;
  /** When the source changed after this translation was written or checked; null while current. */
  sourceChangedAt: string | null;
}

type Handler = (body: unknown) => Response | Promise<Response>;

export interface FakeTextsOptions {
  languages?: LanguageCode[];
  /** Translations already stored, by 'language/kind/subjectId'. */
  stored?: Record<string, Stored>;
  /** The built-in generator refuses every translation; otherwise the fake AI answers '[it] <source>'. */
  builtin?: boolean;
  /** The latest run when the page loads. */
  latestRun?: TranslationRunView | null;
  /** Answers instead of the fake for 'METHOD /path'. */
  handlers?: Record<string, Handler>;
  /** Answers what is not the texts API (the content page's own requests); 404 without it. */
  fallback?: (url: string, init?: RequestInit) => Promise<Response>;
}

const runAt = '2026-03-12T09:00:00.000Z';

/**
 * A fake of the texts API for hotel h1 (primary German), keeping translations, stale marks and a 'Translate
 * all missing' run like the server: each read of the latest run while it is open translates half of its texts
 * first, so a test sees its progress, then its outcome.
 */
export function stubTextsApi(options: FakeTextsOptions = {}) {
  const languages = options.languages ?? ['de', 'en', 'it'];
  const primary: LanguageCode = 'de';
  const stored = new Map(Object.entries(options.stored ?? {}));
  let run: TranslationRunView | null = options.latestRun ?? null;
  const keyOf = (language: string, kind: string, subjectId: string) => `${language}/${kind}/${subjectId}`;
  const aiAnswer = (language: string, source: Source) => `[${language}] ${source.source}`;

  const textOf = (source: Source, language: LanguageCode): TranslatableTextView => {
    if (language === primary)
      return { ...source, language, text: source.source, status: 'current', sourceChangedAt: null };
    const found = stored.get(keyOf(language, source.kind, source.subjectId));
    return {
      ...source,
      language,
      text: found?.text ?? null,
      status: !found ? 'missing' : found.sourceChangedAt ? 'stale' : 'current',
      sourceChangedAt: found?.sourceChangedAt ?? null,
    };
  };
  const view = (language: LanguageCode): HotelTextsView => {
    const counts: Partial<Record<LanguageCode, LanguageTextCounts>> = {};
    for (const other of languages.filter((code) => code !== primary)) {
      const states = sources().map((source) => textOf(source, other).status);
      counts[other] = {
        current: states.filter((state) => state === 'current').length,
        stale: states.filter((state) => state === 'stale').length,
        missing: states.filter((state) => state === 'missing').length,
      };
    }
    return {
      primaryLanguage: primary,
      languages,
      language,
      texts: sources().map((source) => textOf(source, language)),
      counts,
    };
  };
  const missing = () =>
    languages
      .filter((code) => code !== primary)
      .flatMap((language) =>
        sources()
          .filter((source) => !stored.has(keyOf(language, source.kind, source.subjectId)))
          .map((source) => ({ language, source })),
      );
  const advanceRun = () => {
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
    if (options.builtin) {
      run = { ...run, status: 'failed', failed: run.total, failure: notConfigured, finishedAt: runAt };
      return;
    }
    const next = missing().slice(0, Math.ceil(run.total / 2));
    for (const { language, source } of next)
      stored.set(keyOf(language, source.kind, source.subjectId), {
        text: aiAnswer(language, source),
        sourceChangedAt: null,
      });
    const translated = run.translated + next.length;
    run =
      translated >= run.total
        ? { ...run, status: 'succeeded', translated, finishedAt: runAt }
        : { ...run, status: 'running', translated, startedAt: runAt };
  };

  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const [path, query] = url.split('?') as [string, string | undefined];
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const custom = options.handlers?.[`${method} ${path}`];
    if (custom) return custom(body);

    if (path === '/api/hotels/h1/texts') {
      const language = (new URLSearchParams(query).get('language') ?? primary) as LanguageCode;
      if (!languages.includes(language))
        return failure(400, 'validation', 'The hotel does not serve this language.');
      return answer(200, view(language));
    }
    if (path === '/api/hotels/h1/translation-runs/latest') {
      advanceRun();
      return answer(200, { run });
    }
    if (path === '/api/hotels/h1/translation-runs' && method === 'POST') {
      if (run && (run.status === 'queued' || run.status === 'running')) return answer(200, run);
      const total = missing().length;
      if (total === 0)
        return failure(409, 'conflict', "Every text is translated into the hotel's languages.");
      run = {
        id: `run-${Math.random()}`,
        status: 'queued',
        languages: languages.filter((code) => code !== primary),
        total,
        translated: 0,
        failed: 0,
        failure: null,
        queuedAt: runAt,
        startedAt: null,
        finishedAt: null,
      };
      return answer(202, run);
    }
    const text = /^\/api\/hotels\/h1\/texts\/(\w+)\/(\w+)\/([^/]+)(?:\/(translate|checked))?$/.exec(path);
    if (text) {
      const [, language, kind, subjectId, action] = text as unknown as [
        string,
        LanguageCode,
        string,
        string,
        string?,
      ];
      const source = sources().find((each) => each.kind === kind && each.subjectId === subjectId);
      if (!source) return failure(404, 'notFound', 'Text not found');
      const key = keyOf(language, kind, subjectId);
      if (method === 'PUT') {
        const typed = (body as { text: string }).text.trim();
        if (typed === '') stored.delete(key);
        else stored.set(key, { text: typed, sourceChangedAt: null });
      } else if (action === 'translate') {
        if (options.builtin) return failure(503, 'serviceUnavailable', notConfigured);
        stored.set(key, { text: aiAnswer(language, source), sourceChangedAt: null });
      } else if (action === 'checked') {
        const found = stored.get(key);
        if (!found) return failure(409, 'conflict', 'There is no translation to check yet.');
        stored.set(key, { ...found, sourceChangedAt: null });
      }
      return answer(200, textOf(source, language));
    }
    return options.fallback ? options.fallback(url, init) : failure(404, 'notFound', 'Not found');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made with one method to a path, as parsed bodies. */
export const bodiesOf = (fetch: ReturnType<typeof stubTextsApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url.split('?')[0] === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders with a fresh query cache (no retries) and a router at `path`; the URL is shown in #location. */
export function renderWithRouter(ui: ReactElement, path = '/active-content', role: MemberRole = 'owner') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {withHotelRole(role, ui)}
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}
