import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../testing/content-fixtures';
import { getActiveTemplate, useActiveTemplate } from './get-active-template';

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { template: null }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe("the content page's active template request", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('always names the template (the server answers 400 without one)', async () => {
    const fetch = stubFetch();
    await getActiveTemplate('h1', 'Winter zauber');
    expect(fetch.mock.calls[0]![0]).toBe('/api/hotels/h1/templates/active?templateId=Winter%20zauber');

    // An address without a template id cannot be written: `tsc` refuses this call (a test run alone does not
    // check types; the typecheck does, and fails if the id ever becomes optional again).
    // @ts-expect-error the template id is required
    void getActiveTemplate('h1', null).catch(() => undefined);
  });

  it("asks nothing while the page edits the hotel's own content, and names the template once chosen", async () => {
    const fetch = stubFetch();
    const { rerender, result } = renderHook(({ templateId }) => useActiveTemplate('h1', templateId), {
      wrapper,
      initialProps: { templateId: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();

    rerender({ templateId: 't1' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/hotels/h1/templates/active?templateId=t1']);
  });
});
