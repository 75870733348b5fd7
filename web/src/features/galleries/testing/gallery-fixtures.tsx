import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { addImage, removeImage, setCover, withCoverFirst } from '@common/galleries/cover-rules';
import type { GalleryImageView } from '@common/galleries/schemas';
import type { PickedImage, PickerSlotProps } from '../picker-slot';

/** An image as the gallery API answers it. */
export function galleryImage(id: string, name: string, overrides: Partial<GalleryImageView> = {}) {
  return {
    assetId: id,
    name,
    category: 'Room Photos',
    isCover: false,
    displayOrder: 0,
    url: `/files/${id}.jpg`,
    thumbUrl: `/files/${id}-thumb.webp`,
    galleryUrl: `/files/${id}-gallery.webp`,
    width: 1600,
    height: 1200,
    ...overrides,
  } satisfies GalleryImageView;
}

/** `count` images named 'Image 1', 'Image 2'..., the first as cover. */
export const manyImages = (count: number) =>
  withCoverFirst(
    Array.from({ length: count }, (_, index) => galleryImage(`i${index + 1}`, `Image ${index + 1}`)),
  );

/** An asset as the picker hands it over (the library's AssetView carries these and more). */
export const pickedAsset = (id: string, name: string): PickedImage => {
  const { assetId, ...rest } = galleryImage(id, name);
  return { id: assetId, ...rest };
};

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const serverFault = () => answer(500, { error: { code: 'internal', message: 'x' } });

type Operation = 'load' | 'save' | 'add' | 'cover' | 'remove';

interface StubOptions {
  /** Operations that answer 500. */
  failing?: Operation[];
  /** Images of the library that may be added. */
  library?: GalleryImageView[];
}

/** A fake gallery API holding one gallery and applying the shared cover rules, as the server does. */
export function stubGalleryApi(
  initial: GalleryImageView[],
  { failing = [], library = [] }: StubOptions = {},
) {
  let images = withCoverFirst(initial);
  const known = new Map([...library, ...initial].map((image) => [image.assetId, image]));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body
      ? (JSON.parse(String(init.body)) as { assetId?: string; assetIds?: string[] })
      : {};
    const operation: Operation =
      method === 'GET'
        ? 'load'
        : method === 'PUT'
          ? 'save'
          : method === 'DELETE'
            ? 'remove'
            : url.endsWith('/cover')
              ? 'cover'
              : 'add';
    if (failing.includes(operation)) return serverFault();
    const imageOf = (id: string) => known.get(id) ?? galleryImage(id, `Picked ${id}`);
    if (operation === 'save') images = withCoverFirst((body.assetIds ?? []).map(imageOf));
    if (operation === 'add') {
      for (const id of body.assetIds ?? []) images = addImage(images, imageOf(id));
    }
    if (operation === 'cover') images = setCover(images, body.assetId ?? '');
    if (operation === 'remove') images = removeImage(images, url.split('/').at(-1) ?? '');
    return answer(200, { images });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: (wanted: string) => fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === wanted),
  };
}

/**
 * Stands in for the assets feature's ImagePickerDialog: while open, one button per library image ('Pick
 * {name}'), which hands that one image over and closes. `calls` records every render.
 */
export function fakePicker(library: PickedImage[]) {
  const calls: PickerSlotProps[] = [];
  const render = (props: PickerSlotProps) => {
    calls.push(props);
    if (!props.open) return null;
    return (
      <div role="region" aria-label="Select Images">
        {library.map((asset) => (
          <button
            key={asset.id}
            type="button"
            onClick={() => {
              props.onPick([asset]);
              props.onOpenChange(false);
            }}
          >
            {`Pick ${asset.name}`}
          </button>
        ))}
      </div>
    );
  };
  return { render, calls, last: () => calls.at(-1) };
}

/**
 * Renders with a fresh query cache without retries, inside the active hotel for a user with `role`; `rerender`
 * keeps that cache.
 */
export function renderWithClient(ui: ReactElement, role: MemberRole = 'owner') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>{withHotelRole(role, element)}</QueryClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/**
 * jsdom lays nothing out, so dnd-kit's keyboard sensor would find every tile at the same spot. This gives each
 * item of a list a place in a four-column grid, by its position among its siblings.
 */
export function layOutListItems() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index =
      this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
    const [left, top, width, height] =
      index < 0 ? [0, 0, 0, 0] : [(index % 4) * 110, Math.floor(index / 4) * 90, 100, 80];
    return {
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    };
  });
}
