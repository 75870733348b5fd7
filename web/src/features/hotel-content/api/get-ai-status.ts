import { useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@common/ai/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys } from './content-keys';

export const getAiStatus = () => apiRequest<AiStatus>('/api/ai/status');

/** Which generator the writing assistant uses, so the built-in one is named as such (DECISIONS.md 4 and 24). */
export const useAiStatus = () =>
  useQuery({ queryKey: contentKeys.aiStatus(), queryFn: getAiStatus, staleTime: 5 * 60_000 });
