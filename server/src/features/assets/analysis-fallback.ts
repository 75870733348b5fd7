import type { AnalysisFallback } from '@common/assets/schemas';
import { AppError } from '../../lib/app-error';

/**
 * Why an image analysis failed, as recorded on the asset: a 429 (from the AI service, or the user's own AI
 * limit) is 'rate_limited'; an error answer, a timeout or an unreadable reply is 'service_failed'.
 */
export function analysisFallbackOf(error: unknown): AnalysisFallback {
  return error instanceof AppError && error.code === 'rateLimited' ? 'rate_limited' : 'service_failed';
}
