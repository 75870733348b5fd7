import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import type {
  TemplateGenerationView,
  TemplateImageView,
  TemplateInput,
  TemplateView,
} from '@common/templates/schemas';

/** An image of a template as the API shows it. */
export function imageView(assetId: string, name = `${assetId}.jpg`, isCover = false): TemplateImageView {
  return {
    assetId,
    name,
    isCover,
    thumbUrl: `/files/${assetId}-thumb.webp`,
    galleryUrl: `/files/${assetId}-gallery.webp`,
  };
}

/** A template as the list API answers it. */
export function templateView(id: string, name: string, overrides: Partial<TemplateView> = {}): TemplateView {
  return {
    id,
    name,
    description: '',
    category: 'event',
    content: { description: '' },
    tags: [],
    startDate: null,
    endDate: null,
    isPublished: false,
    coverId: null,
    images: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  answer(status, { error: { code, message, ...(fields ? { fields } : {}) } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'GENERATE' | 'GENERATION';
type Failing = Partial<Record<Method, Response | (() => Response | Promise<Response>)>>;

/** A template the fake server made from what the editor sent. */
function templateOf(id: string, input: TemplateInput, createdAt: string): TemplateView {
  const imageIds = input.imageIds ?? [];
  const coverId = input.coverId ?? imageIds[0] ?? null;
  return templateView(id, input.name.trim(), {
    description: input.description ?? '',
    category: input.category ?? 'event',
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    tags: input.tags ?? [],
    isPublished: input.isPublished ?? false,
    coverId,
    images: imageIds.map((assetId) => imageView(assetId, `${assetId}.jpg`, assetId === coverId)),
    createdAt,
  });
}

/** The one generation of the fake API, as the server shows it. */
export function generationView(
  status: TemplateGenerationView['status'],
  templates: TemplateView[] = [],
  label: string | null = null,
  error: string | null = null,
): TemplateGenerationView {
  return {
    id: 'gen-1',
    status,
    templates,
    provider: label ? 'builtin' : null,
    label,
    error,
    startedAt: '2026-01-01T00:00:00.000Z',
  };
}

const sorted = (templates: TemplateView[]) =>
  [...templates].sort(
    (a, b) => Number(b.isPublished) - Number(a.isPublished) || b.createdAt.localeCompare(a.createdAt),
  );

/**
 * A fake templates API answering like the server: the list published first, then newest; POST creates (201),
 * PUT replaces, DELETE removes (204), POST .../generate adds drafts (answered running, then succeeded). `failing` answers a method with an error.
 */
export function stubTemplatesApi(
  initial: TemplateView[],
  failing: Failing = {},
  generated: { templates: TemplateView[]; label: string } = { templates: [], label: 'Built-in generator' },
) {
  let templates = [...initial];
  let clock = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET') as Method;
    const kind: Method = url.endsWith('/generate')
      ? 'GENERATE'
      : url.includes('/templates/generations/')
        ? 'GENERATION'
        : method;
    const refusal = failing[kind];
    if (refusal) return typeof refusal === 'function' ? refusal() : refusal.clone();
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const id = url.match(/\/templates\/([^/?]+)/)?.[1];
    const createdAt = `2026-01-01T00:00:${String(clock++).padStart(2, '0')}.000Z`;
    if (kind === 'GENERATE') {
      // Answered running; the drafts are there when the client next asks about the generation.
      templates = [...templates, ...generated.templates];
      return answer(202, { generation: generationView('running') });
    }
    if (kind === 'GENERATION') {
      return answer(200, {
        generation: generationView('succeeded', generated.templates, generated.label),
      });
    }
    if (method === 'POST') {
      const template = templateOf(`t${templates.length + 1}`, body, createdAt);
      templates = [...templates, template];
      return answer(201, { template });
    }
    if (method === 'PUT') {
      const old = templates.find((template) => template.id === id)!;
      const template = templateOf(old.id, body, old.createdAt);
      templates = templates.map((existing) => (existing.id === id ? template : existing));
      return answer(200, { template });
    }
    if (method === 'DELETE') {
      templates = templates.filter((template) => template.id !== id);
      return answer(204);
    }
    if (id) {
      const template = templates.find((existing) => existing.id === id);
      return template ? answer(200, { template }) : failure(404, 'notFound', 'Template not found');
    }
    // The list carries each template's cover only, and leaves out its content.
    const summaries = sorted(templates).map(({ content: _content, images, ...summary }) => ({
      ...summary,
      images: images.filter((image) => image.assetId === summary.coverId),
      imageCount: images.length,
    }));
    return answer(200, { templates: summaries });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made with one method, as [url, parsed body]. */
export const callsOf = (fetch: ReturnType<typeof stubTemplatesApi>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined] as const);

/** Renders with a fresh query cache (no retries) inside a router. */
export function renderWithClient(ui: ReactElement, role: MemberRole = 'owner') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/templates']}>{withHotelRole(role, ui)}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
