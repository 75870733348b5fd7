import { useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@common/ai/schemas';
import { apiRequest } from '@web/lib/api-client';

export const getAiStatus = () => apiRequest<AiStatus>('/api/ai/status');

/** Which generator chooses categories and tags, so the built-in one is visibly labelled (DECISIONS.md 4). */
export const useAiStatus = () =>
  useQuery({ queryKey: ['ai', 'status'], queryFn: getAiStatus, staleTime: 5 * 60_000 });
