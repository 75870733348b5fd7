import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityView } from '@common/activities/schemas';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { findSharedMessage } from '@common/messages/registry';
import { addSharedMessages } from '@web/lib/i18n/shared-text';
import { compileCatalogue } from '../../../../vite/compiled-catalogues';
import { RecentActivity } from './recent-activity';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Titles as the server stores them: English, written at the time of the action. */
const anna = { id: 'u-anna', name: 'Anna Weber' };
const stored: ActivityView[] = [
  {
    id: 'a1',
    kind: 'template_create',
    title: 'Created template: Summer',
    actor: anna,
    createdAt: minutesAgo(2),
  },
  {
    id: 'a2',
    kind: 'asset_upload',
    title: 'Uploaded new Room Photos: pool.jpg',
    actor: { id: null, name: 'Former Member' },
    createdAt: minutesAgo(5),
  },
  { id: 'a3', kind: 'policies_update', title: 'Updated policies', actor: anna, createdAt: minutesAgo(9) },
  // The system's own work (an automatic push, a job nobody started) names nobody.
  {
    id: 'a4',
    kind: 'feature_disable',
    title: 'Disabled feature: Sauna',
    actor: null,
    createdAt: minutesAgo(12),
  },
];

/** What a second language's web/src/locales/de/shared.json would hold for the activity titles. */
const germanActivityTitles = {
  activities: {
    templateCreated: 'Vorlage erstellt: {name}',
    assetUploaded: { 'Room Photos': 'Neue Zimmerfotos hochgeladen: {name}' },
    policiesUpdated: 'Richtlinien aktualisiert',
  },
};

function renderRecentActivity() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(stored), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RecentActivity hotelId="h1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shownTitles = async () =>
  within(await screen.findByRole('list', { name: 'Recent Activity' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Recent Activity in the shipped language', () => {
  it('shows each stored title as it was stored', async () => {
    renderRecentActivity();
    expect(await shownTitles()).toEqual([
      'Created template: Summer',
      'Uploaded new Room Photos: pool.jpg',
      'Updated policies',
      'Disabled feature: Sauna',
    ]);
  });
});

describe('Recent Activity names who did it', () => {
  it('shows the member beside the time, and nobody for the system', async () => {
    renderRecentActivity();
    const items = within(await screen.findByRole('list', { name: 'Recent Activity' })).getAllByRole(
      'listitem',
    );
    const bylines = items.map((item) => item.querySelectorAll('p')[1]);
    expect(within(bylines[0]!).getByText('Anna Weber')).toBeTruthy();
    expect(within(bylines[0]!).getByText('2 minutes ago').tagName).toBe('TIME');
    // Their account is gone: the log still names them as they were named then.
    expect(within(bylines[1]!).getByText('Former Member')).toBeTruthy();
    expect(bylines[3]?.textContent).toBe('12 minutes ago');
    expect(items[3]?.textContent).not.toContain('Anna Weber');
    expect(screen.getByRole('link', { name: 'View the whole log' }).getAttribute('href')).toBe('/activity');
  });
});

describe('Recent Activity in a second interface language', () => {
  beforeEach(() => {
    // The interface's own texts as the shipped language has them, so only the shared texts differ.
    // A copy: Lingui keeps the object it is given as the language's catalogue, which later loads add to.
    i18n.load('de', { ...i18n.messages });
    addSharedMessages('de', {
      messages: compileCatalogue('shared', germanActivityTitles),
      find: findSharedMessage,
    });
    act(() => i18n.activate('de'));
  });
  afterEach(() => {
    act(() => i18n.activate(interfaceLanguage));
  });

  it('shows a stored title translated with its names, and one the language lacks as stored', async () => {
    renderRecentActivity();
    expect(await shownTitles()).toEqual([
      'Vorlage erstellt: Summer',
      'Neue Zimmerfotos hochgeladen: pool.jpg',
      'Richtlinien aktualisiert',
      'Disabled feature: Sauna',
    ]);
  });
});
