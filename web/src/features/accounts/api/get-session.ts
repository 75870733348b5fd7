import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export const getSession = () =>
  apiRequest<{ user: SessionUser | null }>('/api/session', { allowUnauthenticated: true }).then(
    (body) => body.user,
  );

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: getSession, staleTime: 60_000 });

/** The signed-in user, null when signed out. */
export const useSession = () => useQuery(sessionQueryOptions());
