import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewImageView, PublicTemplatePreview } from '@common/templates/schemas';
import { Component as TemplatePreviewRoute } from './template-preview';

const image = (id: string): PreviewImageView => ({
  id,
  alt: `Hotel Seeblick, Bild ${id.slice(1)}`,
  thumbUrl: `/files/${id}-thumb.webp`,
  galleryUrl: `/files/${id}-gallery.webp`,
});

const preview: PublicTemplatePreview = {
  language: 'de',
  languages: ['de'],
  template: {
    id: 't1',
    name: 'Sommer am See',
    offerText: 'Drei Nächte mit Bootsfahrt.',
    startDate: '2027-06-01',
    endDate: '2027-08-31',
  },
  hotel: {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1, 6020 Innsbruck, Austria',
    description: 'Erster Absatz.\n\nZweiter Absatz.',
  },
  images: ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'].map(image),
  facilities: [
    {
      id: 'wellness',
      name: 'Wellness',
      features: [
        { id: 'f1', name: 'Sauna' },
        { id: 'f2', name: 'Pool' },
      ],
    },
    { id: 'empty', name: 'Leer', features: [] },
  ],
  policies: [{ id: 'pets', name: 'Haustiere', features: [{ id: 'p1', name: 'Hunde erlaubt' }] }],
  rooms: [
    {
      id: 'r1',
      name: 'Seesuite',
      type: 'suite',
      coverThumbUrl: '/files/r1-thumb.webp',
      description: 'Blick auf den See.',
      images: [image('r1a'), image('r1b')],
      features: [{ id: 'bath', name: 'Bad', features: [{ id: 'b1', name: 'Badewanne' }] }],
    },
    {
      id: 'r2',
      name: 'Kammer',
      type: 'standard room',
      coverThumbUrl: null,
      description: '',
      images: [],
      features: [],
    },
  ],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/preview/template/:templateId?" element={<TemplatePreviewRoute />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

describe('/preview/template/:templateId', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading text with the template id, then the hotel, badge, mosaic, sections, rooms and footer', async () => {
    let answer!: (response: Response) => void;
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/preview/template/t1');
    expect(screen.getByText('Template wird geladen...')).toBeTruthy();
    expect(screen.getByText('t1')).toBeTruthy();
    expect(screen.getByText(window.location.href)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/public/templates/t1', expect.anything());

    await act(async () => answer(json(200, preview)));
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Seeblick' })).toBeTruthy();
    expect(screen.getByText('Seestraße 1, 6020 Innsbruck, Austria')).toBeTruthy();
    expect(screen.getByText('Template: Sommer am See')).toBeTruthy();
    expect(document.title).toBe('Sommer am See · Hotel Seeblick · Hotel Content Studio');

    // At most 8 images: the first large and marked Cover, using the gallery rendition; the small ones thumbnails.
    const mosaic = screen.getByRole('list', { name: 'Bilder' });
    const tiles = within(mosaic).getAllByRole('listitem');
    expect(tiles).toHaveLength(8);
    expect(within(tiles[0]!).getByText('Cover')).toBeTruthy();
    expect(within(tiles[0]!).getByRole('img').getAttribute('src')).toBe('/files/i1-gallery.webp');
    expect(within(tiles[1]!).getByRole('img').getAttribute('src')).toBe('/files/i2-gallery.webp');
    expect(within(tiles[7]!).getByRole('img').getAttribute('src')).toBe('/files/i8-thumb.webp');
    expect(screen.queryByRole('img', { name: 'Hotel Seeblick, Bild 9' })).toBeNull();
    expect(within(tiles[0]!).getByRole('img', { name: 'Hotel Seeblick, Bild 1' })).toBeTruthy();

    const description = screen.getByRole('region', { name: 'Description' });
    expect(
      within(description)
        .getAllByText(/Absatz/)
        .map((p) => p.tagName),
    ).toEqual(['P', 'P']);
    const facilities = screen.getByRole('region', { name: 'Facilities & Services' });
    expect(within(facilities).getByRole('heading', { name: 'Wellness' })).toBeTruthy();
    expect(within(facilities).getByText('Sauna')).toBeTruthy();
    // A group with nothing ticked is left out.
    expect(within(facilities).queryByRole('heading', { name: 'Leer' })).toBeNull();
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(within(policies).getByText('Hunde erlaubt')).toBeTruthy();

    const rooms = screen.getByRole('region', { name: 'Zimmer' });
    expect(
      within(rooms)
        .getByRole('link', { name: /Seesuite/ })
        .getAttribute('href'),
    ).toBe('/preview/template/t1?room=r1');
    expect(within(rooms).getByText('Standard Room')).toBeTruthy();
    expect(screen.getByText('Template: Sommer am See · ID: t1')).toBeTruthy();
  });

  it('scrolls to a section 100 px above it when its tab is chosen, and marks the tab', async () => {
    stubFetch(() => json(200, preview));
    renderAt('/preview/template/t1');
    const nav = await screen.findByRole('navigation', { name: 'Abschnitte' });
    const policiesTab = within(nav).getByRole('button', { name: 'Policies' });
    const section = screen.getByRole('region', { name: 'Policies' });
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);

    fireEvent.click(policiesTab);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900 + window.scrollY - 100, behavior: 'smooth' });
    expect(policiesTab.getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Description' }).getAttribute('aria-current')).toBeNull();
    expect(document.activeElement).toBe(section);
  });

  it('opens a room in the address and returns to the hotel', async () => {
    stubFetch(() => json(200, preview));
    renderAt('/preview/template/t1');
    fireEvent.click(await screen.findByRole('link', { name: /Seesuite/ }));

    expect(screen.getByTestId('location').textContent).toBe('/preview/template/t1?room=r1');
    expect(screen.getByRole('heading', { level: 2, name: 'Seesuite' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Seeblick' })).toBeTruthy();
    const images = screen.getByRole('list', { name: 'Bilder: Seesuite' });
    expect(within(images).getAllByRole('listitem')).toHaveLength(2);
    expect(within(images).getByText('Cover')).toBeTruthy();
    expect(screen.getByText('Blick auf den See.')).toBeTruthy();
    expect(screen.getByText('Badewanne')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Abschnitte' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Zurück zum Hotel' }));
    expect(screen.getByTestId('location').textContent).toBe('/preview/template/t1');
    expect(screen.getByRole('navigation', { name: 'Abschnitte' })).toBeTruthy();
  });

  it('shows a linked room with its empty texts', async () => {
    stubFetch(() => json(200, preview));
    renderAt('/preview/template/t1?room=r2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kammer' })).toBeTruthy();
    expect(screen.getByText('Keine Bilder für diesen Raum verfügbar')).toBeTruthy();
    expect(screen.getByText('Keine Beschreibung verfügbar.')).toBeTruthy();
    expect(screen.getByText('Keine Einrichtungen verfügbar.')).toBeTruthy();
  });

  it('shows the hotel for a room id the template does not list', async () => {
    stubFetch(() => json(200, preview));
    renderAt('/preview/template/t1?room=nope');
    expect(await screen.findByRole('navigation', { name: 'Abschnitte' })).toBeTruthy();
  });

  it('shows the empty texts of a hotel with nothing filled in', async () => {
    stubFetch(() =>
      json(200, {
        ...preview,
        template: { ...preview.template, offerText: '  ', startDate: null, endDate: null },
        hotel: { name: 'Hotel Leer', address: null, description: '  ' },
        images: [],
        facilities: [],
        policies: [],
        rooms: [],
      }),
    );
    renderAt('/preview/template/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Leer' })).toBeTruthy();
    expect(screen.getByText('Keine Adresse verfügbar')).toBeTruthy();
    expect(screen.getByText('Keine Bilder für dieses Hotel verfügbar')).toBeTruthy();
    expect(screen.getByText('Keine Beschreibung verfügbar.')).toBeTruthy();
    expect(screen.getByText('Keine Einrichtungen verfügbar.')).toBeTruthy();
    expect(screen.getByText('Keine Richtlinien verfügbar.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Zimmer' })).toBeNull();
    // No offer text and no dates: no offer box.
    expect(screen.queryByText('Angebot')).toBeNull();
  });

  it("shows the template's offer with its dates above the hotel's own description, which stays", async () => {
    stubFetch(() => json(200, preview));
    renderAt('/preview/template/t1');
    const offer = await screen.findByRole('region', { name: 'Sommer am See' });
    expect(within(offer).getByText('Drei Nächte mit Bootsfahrt.')).toBeTruthy();
    expect(within(offer).getByText(/^1\. Juni\s–\s31\. Aug\. 2027$/)).toBeTruthy();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('Erster Absatz.')).toBeTruthy();
    expect(within(description).queryByText('Drei Nächte mit Bootsfahrt.')).toBeNull();
    // The offer comes first in the page.
    expect(offer.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says an open-ended offer in German', async () => {
    stubFetch(() => json(200, { ...preview, template: { ...preview.template, endDate: null } }));
    renderAt('/preview/template/t1');
    const offer = await screen.findByRole('region', { name: 'Sommer am See' });
    expect(within(offer).getByText('Ab 1. Juni 2027')).toBeTruthy();
  });

  it('says the template was not found on a 404', async () => {
    stubFetch(() => json(404, { error: { code: 'notFound', message: 'Template not found' } }));
    renderAt('/preview/template/t1');
    expect(await screen.findByRole('heading', { name: 'Template nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Das angeforderte Template konnte nicht gefunden werden.')).toBeTruthy();
  });

  it('shows the error with its hint when the server fails or cannot be reached', async () => {
    stubFetch(() => json(500, { error: { code: 'internal', message: 'boom' } }));
    const { unmount } = renderAt('/preview/template/t1');
    expect(await screen.findByRole('heading', { name: 'Fehler' })).toBeTruthy();
    expect(screen.getByText('Fehler beim Laden des Templates')).toBeTruthy();
    expect(
      screen.getByText('Bitte prüfen Sie, ob das Template existiert und veröffentlicht ist.'),
    ).toBeTruthy();
    unmount();

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/preview/template/t1');
    expect(await screen.findByText('Fehler beim Laden des Templates')).toBeTruthy();
  });

  it('says no id was given at /preview/template, without asking the server', () => {
    const fetch = stubFetch(() => json(200, preview));
    renderAt('/preview/template');
    expect(screen.getByRole('heading', { name: 'Fehler' })).toBeTruthy();
    expect(screen.getByText('Keine Template-ID angegeben')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('/preview/template/:templateId in the languages the hotel serves (issue 37, part 5)', () => {
  /** The server's answer in the language asked for (?lang=), Italian by the visitor's languages without one. */
  const inLanguage = (language: 'en' | 'de' | 'it'): PublicTemplatePreview => ({
    ...preview,
    language,
    languages: ['en', 'de', 'it'],
    template: {
      ...preview.template,
      name: { en: 'Summer by the lake', de: 'Sommer am See', it: 'Estate sul lago' }[language],
    },
  });
  const answerByAddress = () =>
    stubFetch(async () => {
      const url = String(vi.mocked(globalThis.fetch).mock.lastCall?.[0]);
      const asked = /[?&]lang=(\w+)/.exec(url)?.[1] as 'en' | 'de' | undefined;
      return json(200, inLanguage(asked ?? 'it'));
    });
  const alternates = () =>
    [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);

  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    // As web/index.html has it.
    document.documentElement.setAttribute('lang', 'en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the language to the browser without ?lang=, and names it in <html lang>, the head and the menu', async () => {
    // As the server wrote them into the page it sent (link-preview.ts): replaced, not doubled.
    const fromServer = document.createElement('link');
    Object.assign(fromServer, { rel: 'alternate', hreflang: 'de', href: 'http://localhost:3000/old' });
    document.head.appendChild(fromServer);
    const fetch = answerByAddress();
    const { unmount } = renderAt('/preview/template/t1');
    expect(await screen.findByRole('heading', { name: 'Estate sul lago' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/public/templates/t1', expect.anything());
    expect(document.documentElement.lang).toBe('it');
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['en', `${origin}/preview/template/t1?lang=en`],
      ['de', `${origin}/preview/template/t1?lang=de`],
      ['it', `${origin}/preview/template/t1?lang=it`],
      ['x-default', `${origin}/preview/template/t1`],
    ]);

    const menu = screen.getByRole('navigation', { name: 'Sprache' });
    const links = within(menu).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')]),
    ).toEqual([
      ['English', 'en', '/preview/template/t1?lang=en'],
      ['Deutsch', 'de', '/preview/template/t1?lang=de'],
      ['Italiano', 'it', '/preview/template/t1?lang=it'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Italiano' }).getAttribute('aria-current')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBeNull();

    // Leaving the preview puts the app's head back.
    unmount();
    expect(document.documentElement.lang).toBe('en');
    expect(alternates()).toEqual([]);
  });

  it('switches language from the menu, keeping the room, and keeps ?lang= as the visitor opens rooms', async () => {
    const fetch = answerByAddress();
    renderAt('/preview/template/t1?lang=en');
    expect(await screen.findByRole('heading', { name: 'Summer by the lake' })).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith('/api/public/templates/t1?lang=en', expect.anything());
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(screen.getByTestId('location').textContent).toBe('/preview/template/t1?lang=de');
    expect(await screen.findByRole('heading', { name: 'Sommer am See' })).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith('/api/public/templates/t1?lang=de', expect.anything());
    expect(document.documentElement.lang).toBe('de');

    const rooms = screen.getByRole('region', { name: 'Zimmer' });
    fireEvent.click(within(rooms).getByRole('link', { name: /Seesuite/ }));
    expect(screen.getByTestId('location').textContent).toBe('/preview/template/t1?room=r1&lang=de');
    const menu = screen.getByRole('navigation', { name: 'Sprache' });
    expect(within(menu).getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe(
      '/preview/template/t1?room=r1&lang=it',
    );
    expect(alternates()).toContainEqual([
      'x-default',
      `${window.location.origin}/preview/template/t1?room=r1`,
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zum Hotel' }));
    expect(screen.getByTestId('location').textContent).toBe('/preview/template/t1?lang=de');
  });

  it('asks without ?lang= for a code that is no content language, and shows no menu for one language', async () => {
    const fetch = answerByAddress();
    const { unmount } = renderAt('/preview/template/t1?lang=pt');
    expect(await screen.findByRole('heading', { name: 'Estate sul lago' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/public/templates/t1', expect.anything());
    unmount();

    stubFetch(() => json(200, preview));
    renderAt('/preview/template/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Seeblick' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sprache' })).toBeNull();
    expect(document.documentElement.lang).toBe('de');
    expect(alternates()).toEqual([]);
  });
});
