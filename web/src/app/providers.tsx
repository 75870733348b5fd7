import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * One query cache for the whole visit. It is made when the signed-in app first loads (this module is only
 * reached through lazily loaded modules), and it outlives remounts of the providers below, since both the
 * guard's setup check and the signed-in routes provide it. The API client does its own read retries, so the
 * query cache does not add more.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** The signed-in app's providers; public pages never load them (docs/decisions/006). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
