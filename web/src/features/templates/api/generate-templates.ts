import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateGenerationView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplates } from './invalidate-templates';
import { templatesPath } from './template-keys';

/** Drafts are written in German, the language of the hotel's content they stand in for on the content page. */
const generationLanguage = 'de';

export const generateTemplates = (hotelId: string) =>
  apiRequest<TemplateGenerationView>(`${templatesPath(hotelId)}/generate`, {
    method: 'POST',
    body: { language: generationLanguage },
  });

export function useGenerateTemplates(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateTemplates(hotelId),
    onSuccess: () => invalidateTemplates(queryClient, hotelId),
  });
}
