import { useMutation } from '@tanstack/react-query';
import type { RewriteRequest, RewriteResponse } from '@common/ai/schemas';
import { apiRequest } from '@web/lib/api-client';

/** The writing assistant: rewrites the text as the instruction asks; the page uses the first suggestion. */
export const rewriteText = (request: RewriteRequest) =>
  apiRequest<RewriteResponse>('/api/ai/rewrite', { method: 'POST', body: request });

export const useRewriteText = () => useMutation({ mutationFn: rewriteText });
