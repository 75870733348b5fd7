import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeReloadKey } from './code-reload';
import { PageErrorBoundary } from './page-error-boundary';

function BrokenPage(): never {
  throw new Error('The page broke while rendering');
}

/** A page whose code chunk a deploy removed: its dynamic import rejects the way Chromium's does. */
const PageWithMissingCode = lazy<ComponentType>(() =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: https://hotel.test/assets/x.js'),
  ),
);

function renderAt(path: string, reload: () => void) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">Other page</Link>
      <PageErrorBoundary reload={reload}>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            <Route path="/broken" element={<BrokenPage />} />
            <Route path="/active-content" element={<BrokenPage />} />
            <Route path="/missing-code" element={<PageWithMissingCode />} />
            <Route path="/fine" element={<p>Fine page</p>} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

describe('PageErrorBoundary', () => {
  // React reports each error a boundary catches on the console; here they are expected.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it("shows a friendly error page with 'Reload' instead of a blank app", () => {
    const reload = vi.fn();
    renderAt('/broken', reload);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    // What is around the boundary (the shell's sidebar and top bar) stays.
    expect(screen.getByRole('link', { name: 'Other page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks German in place of the German content page (issue 31, point 16: one language per screen)', () => {
    const reload = vi.fn();
    renderAt('/active-content', reload);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Etwas ist schiefgelaufen');
    expect(alert.textContent).toContain('was Sie gespeichert haben, bleibt erhalten');
    expect(alert.textContent).not.toMatch(/Something went wrong|Reload/);
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the person go on to another page', () => {
    renderAt('/broken', vi.fn());
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByText('Fine page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reloads once when the page's code fails to load, without showing the error page", async () => {
    const reload = vi.fn();
    renderAt('/missing-code', reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.sessionStorage.getItem(codeReloadKey)).not.toBeNull();
  });

  it('shows the error page when the code is still missing after that reload', async () => {
    window.sessionStorage.setItem(codeReloadKey, String(Date.now()));
    const reload = vi.fn();
    renderAt('/missing-code', reload);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
