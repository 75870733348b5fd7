import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionTimings, type CheckUrlResponse } from '@common/ota/schemas';
import { apiRequest } from '@web/lib/api-client';
import { otaKeys, remoteBrowserPath } from './ota-keys';

export const checkSessionUrl = (sessionId: string, signal?: AbortSignal) =>
  apiRequest<CheckUrlResponse>(`${remoteBrowserPath}/check-url?sessionId=${encodeURIComponent(sessionId)}`, {
    signal,
    fresh: true,
  });

export const sessionUrlQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: otaKeys.sessionUrl(sessionId),
    queryFn: ({ signal }) => checkSessionUrl(sessionId, signal),
    refetchInterval: connectionTimings.loginPollMs,
    // The window is polled while it is open, also while the user types in another window's app.
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

/** The live browser's address and login verdict, asked every second while `polling`. */
export const useSessionUrl = (sessionId: string | null, polling: boolean) =>
  useQuery({
    ...sessionUrlQueryOptions(sessionId ?? ''),
    enabled: sessionId !== null && polling,
  });
