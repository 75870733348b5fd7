import type { TemplateGenerationResponse } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { templatesPath } from './template-keys';

/** Drafts are written in German, the language of the hotel's content they stand in for on the content page. */
const generationLanguage = 'de';

/** Asks for a set of drafts; the server answers the generation running (or the one already running). */
export const startGeneration = (hotelId: string) =>
  apiRequest<TemplateGenerationResponse>(`${templatesPath(hotelId)}/generate`, {
    method: 'POST',
    body: { language: generationLanguage },
  }).then((body) => body.generation);

export const getGeneration = (hotelId: string, generationId: string, signal?: AbortSignal) =>
  apiRequest<TemplateGenerationResponse>(
    `${templatesPath(hotelId)}/generations/${encodeURIComponent(generationId)}`,
    { signal },
  ).then((body) => body.generation);
