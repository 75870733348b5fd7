import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as DashboardRoute } from '@web/routes/dashboard';
import { renderSignedInRoute } from '@web/routes/testing/signed-in-route';
import { contentScoreOf, hotelView, stubDashboardApi } from '../testing/dashboard-fixtures';

describe('the checklist’s hints per served language (issue 37)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names each language’s missing and stale texts and leads to the content page in that language', async () => {
    stubDashboardApi({
      hotels: [hotelView('h1', 'Seeblick Konstanz')],
      contentScore: () =>
        contentScoreOf({
          languages: [
            { language: 'en', current: 6, stale: 0, missing: 0 },
            { language: 'it', current: 5, stale: 2, missing: 3 },
            { language: 'fr', current: 9, stale: 1, missing: 0 },
            { language: 'nl', current: 0, stale: 0, missing: 1 },
          ],
        }),
    });
    renderSignedInRoute(DashboardRoute, '/dashboard');
    const steps = await screen.findByRole('region', { name: 'Next Steps' });
    const hint = (name: string) => within(steps).getByRole('link', { name });
    expect(hint('Italian: 3 texts missing, 2 stale: 5 of 10 texts current').getAttribute('href')).toBe(
      '/active-content?lang=it',
    );
    expect(hint('French: no text missing, 1 stale: 9 of 10 texts current').getAttribute('href')).toBe(
      '/active-content?lang=fr',
    );
    expect(hint('Dutch: 1 text missing, none stale: 0 of 1 text current').getAttribute('href')).toBe(
      '/active-content?lang=nl',
    );
    // A language whose texts are all current is ticked, no longer a link.
    expect(within(steps).queryByRole('link', { name: /^English/ })).toBeNull();
    expect(within(steps).getByText('English: no text missing, none stale').parentElement?.textContent).toBe(
      'English: no text missing, none stale: 6 of 6 texts current, done',
    );
  });
});
