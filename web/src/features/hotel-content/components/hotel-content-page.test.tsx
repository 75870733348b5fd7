import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubContentApi } from '../testing/content-fixtures';
import { renderContentPage } from '../testing/render-content-page';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const actions = () => screen.getByRole('group', { name: 'Seitenaktionen' });

describe('HotelContentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the hotel name, the address line and the hotel tabs, starting on Description', async () => {
    stubContentApi();
    renderContentPage();
    expect(screen.getByRole('heading', { name: 'Hotel Seeblick' })).toBeTruthy();
    expect(await screen.findByText('Seestraße 1, 78462 Konstanz, Germany')).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Inhalte' })).toBeTruthy();
    expect(tabNames()).toEqual(['Description', 'Facilities & Services', 'Policies', 'Hotel Area Info']);
    expect(selectedTab()?.textContent).toBe('Description');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toBeTruthy();
    expect(await screen.findByText('Ein ruhiges Haus am See.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pfad' })).toBeNull();
    expect(within(actions()).queryByRole('button', { name: 'Zurück zum Hotel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Raumverwaltung' }).getAttribute('href')).toBe(
      '/active-content/rooms',
    );
  });

  it('switches tabs by click and by arrow keys', async () => {
    stubContentApi();
    renderContentPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(selectedTab()?.textContent).toBe('Policies');
    expect(await screen.findByRole('button', { name: /Haustiere/ })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Policies' }), { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Hotel Area Info');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hotel Area Info' }));
    fireEvent.keyDown(selectedTab()!, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Description');
  });

  it("opens the tab ?tab= names (the channel readiness's Fix for facilities and policies)", async () => {
    stubContentApi();
    renderContentPage('/active-content?tab=policies');
    expect(selectedTab()?.textContent).toBe('Policies');
    expect(await screen.findByRole('button', { name: /Haustiere/ })).toBeTruthy();
  });

  it('selecting a room shows its breadcrumb and tabs, back on Description in view mode; back to the hotel', async () => {
    stubContentApi();
    renderContentPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Policies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seesuite wählen' }));

    const breadcrumb = screen.getByRole('navigation', { name: 'Pfad' });
    expect(breadcrumb.textContent).toBe('Hotel SeeblickSeesuite');
    expect(screen.getByTestId('location').textContent).toBe('/active-content?room=r1');
    expect(tabNames()).toEqual(['Description', 'Room Facilities']);
    expect(selectedTab()?.textContent).toBe('Description');
    expect(await screen.findByText('Ein helles Zimmer mit Seeblick.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Beschreibung' })).toBeNull();
    expect(screen.getByTestId('gallery').textContent).toBe('Galerie r1');
    expect(screen.getByRole('link', { name: 'Zur Raumverwaltung' }).getAttribute('href')).toBe(
      '/active-content/rooms?room=r1',
    );

    fireEvent.click(within(actions()).getByRole('button', { name: 'Zurück zum Hotel' }));
    expect(screen.getByTestId('location').textContent).toBe('/active-content');
    expect(tabNames()).toHaveLength(4);
    expect(await screen.findByText('Ein ruhiges Haus am See.')).toBeTruthy();
  });

  it('keeps the selected room on reload (?room=) and shows its features under Room Facilities', async () => {
    const fetch = stubContentApi();
    renderContentPage('/active-content?room=r1');
    fireEvent.click(screen.getByRole('tab', { name: 'Room Facilities' }));
    fireEvent.click(await screen.findByRole('button', { name: /Badezimmer/ }));
    expect(screen.getByRole('switch', { name: 'Dusche' }).getAttribute('aria-checked')).toBe('true');
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/hotels/h1/rooms/r1/features');
  });

  it('opens the gallery sorting with Sortieren', () => {
    stubContentApi();
    renderContentPage();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Sortieren' }));
    expect(screen.getByTestId('gallery').textContent).toContain('Galerie hotel sortiert');
    fireEvent.click(screen.getByRole('button', { name: 'Sortierung schließen' }));
    expect(screen.getByTestId('gallery').textContent).toBe('Galerie hotel');
  });

  it('says when the description cannot be loaded', async () => {
    stubContentApi({
      'GET /api/hotels/h1/description': () =>
        new Response(JSON.stringify({ error: { code: 'internal', message: 'x' } }), { status: 500 }),
    });
    renderContentPage();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Die Beschreibung konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
      ),
    );
  });

  it('shows a viewer the content with every change locked, saying why on focus, and sends nothing', async () => {
    const fetch = stubContentApi();
    renderContentPage('/active-content', 'viewer');
    expect(await screen.findByText('Ein ruhiges Haus am See.')).toBeTruthy();
    const locked = [
      within(actions()).getByRole('button', { name: 'Sortieren' }),
      within(actions()).getByRole('button', { name: 'Speichern' }),
      screen.getByRole('button', { name: 'Bearbeiten' }),
      screen.getByRole('button', { name: 'Beschreibung generieren' }),
      screen.getByRole('button', { name: 'Text überarbeiten' }),
    ];
    for (const control of locked) {
      expect(control.getAttribute('aria-disabled')).toBe('true');
      act(() => control.focus());
      expect(document.activeElement).toBe(control);
      const reason = document.getElementById(control.getAttribute('aria-describedby')!.split(' ').at(-1)!);
      expect(reason?.textContent).toBe('Your role does not allow this.');
      fireEvent.click(control);
      fireEvent.keyDown(control, { key: 'Enter' });
    }
    expect((screen.getByLabelText('Anweisung') as HTMLInputElement).readOnly).toBe(true);
    // Still reading: no textarea opened, no gallery sorting, nothing written.
    expect(screen.queryByRole('textbox', { name: 'Beschreibung' })).toBeNull();
    expect(screen.getByTestId('gallery').textContent).toBe('Galerie hotel');
    fireEvent.click(screen.getByRole('tab', { name: 'Policies' }));
    fireEvent.click(await screen.findByRole('button', { name: /Haustiere/ }));
    const pets = screen.getByRole('switch', { name: 'Hunde erlaubt' });
    expect(pets.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pets);
    expect(pets.getAttribute('aria-checked')).toBe('false');
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it("leaves an editor's Edit and Sortieren open", async () => {
    stubContentApi();
    renderContentPage('/active-content', 'editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toBeTruthy();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Sortieren' }));
    expect(screen.getByTestId('gallery').textContent).toContain('Galerie hotel sortiert');
  });
});
