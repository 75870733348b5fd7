import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  bodiesOf,
  deferred,
  failure,
  renderWithRouter,
  stubContentApi,
} from '../testing/content-fixtures';
import { FeaturesTab } from './features-tab';

function renderTab(category: 'facilities' | 'policies' = 'facilities') {
  renderWithRouter(
    <FeaturesTab
      hotelId="h1"
      roomId={null}
      category={category}
      loadingText="Features werden geladen..."
      emptyText="Keine Einrichtungen verfügbar."
    />,
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
const featureLoads = (fetch: ReturnType<typeof stubContentApi>) =>
  fetch.mock.calls.filter(([url, init]) => url === '/api/hotels/h1/features' && init?.method === 'GET')
    .length;

describe('FeaturesTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows collapsible subcategory groups with a switch per feature', async () => {
    stubContentApi();
    renderTab();
    expect(screen.getByText('Features werden geladen...')).toBeTruthy();
    const wellness = await screen.findByRole('button', { name: /Wellness/ });
    expect(wellness.getAttribute('aria-expanded')).toBe('false');
    expect(wellness.textContent).toContain('1 von 2 aktiv');
    expect(screen.queryByRole('switch', { name: 'Sauna' })).toBeNull();
    fireEvent.click(wellness);
    expect(wellness.getAttribute('aria-expanded')).toBe('true');
    expect(toggle('Sauna').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Pool').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('button', { name: /Haustiere/ })).toBeNull();
  });

  it('disables every switch while one request is in flight, then reloads the features', async () => {
    const held = deferred<Response>();
    const fetch = stubContentApi({ 'PUT /api/hotels/h1/features/f2': () => held.promise });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Wellness/ }));
    fireEvent.click(screen.getByRole('button', { name: /Parken/ }));
    fireEvent.click(toggle('Pool'));
    await waitFor(() => expect(toggle('Pool').disabled).toBe(true));
    expect(toggle('Sauna').disabled).toBe(true);
    expect(toggle('Garage').disabled).toBe(true);
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/features/f2')).toEqual([{ active: true }]);
    const loadsBefore = featureLoads(fetch);

    held.resolve(answer(200, { id: 'f2', active: true }));
    await waitFor(() => expect(toggle('Pool').disabled).toBe(false));
    expect(toggle('Sauna').disabled).toBe(false);
    expect(featureLoads(fetch)).toBe(loadsBefore + 1);
  });

  it('says when a switch could not be saved and shows the stored state again', async () => {
    stubContentApi({ 'PUT /api/hotels/h1/features/f2': () => failure(500, 'internal', 'x') });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Wellness/ }));
    fireEvent.click(toggle('Pool'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fehler beim Speichern der Einstellung. Bitte versuchen Sie es erneut.',
    );
    await waitFor(() => expect(toggle('Pool').disabled).toBe(false));
    expect(toggle('Pool').getAttribute('aria-checked')).toBe('false');
  });

  it('shows only the policies on the Policies tab', async () => {
    stubContentApi();
    renderTab('policies');
    fireEvent.click(await screen.findByRole('button', { name: /Haustiere/ }));
    expect(toggle('Hunde erlaubt').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('button', { name: /Wellness/ })).toBeNull();
  });

  it('says when there are none', async () => {
    stubContentApi({ 'GET /api/hotels/h1/features': () => answer(200, { categories: [] }) });
    renderTab();
    expect(await screen.findByText('Keine Einrichtungen verfügbar.')).toBeTruthy();
  });

  it('says plainly when the features cannot be loaded', async () => {
    stubContentApi({ 'GET /api/hotels/h1/features': () => failure(500, 'internal', 'x') });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Einstellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    );
  });
});
