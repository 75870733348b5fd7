import type { AiStatus, RewriteRequest, RewriteResponse } from '@common/ai/schemas';
import type { AppAi } from '../../integrations/ai/app-ai';

/** Which generator answers, and its label for the UI (the built-in one says so). */
export function getAiStatus(ai: AppAi): AiStatus {
  return { provider: ai.service.provider, label: ai.service.label };
}

/**
 * The writing assistant for a signed-in user: counted against their AI limit, then rewritten by the
 * configured generator. The page uses the first suggestion.
 */
export async function rewriteText(
  ai: AppAi,
  userId: string,
  request: RewriteRequest,
): Promise<RewriteResponse> {
  const suggestions = await ai.forUser(userId).rewrite(request);
  return { suggestions };
}
