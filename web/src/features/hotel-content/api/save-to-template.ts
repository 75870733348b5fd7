import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateContentSave, TemplateView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { hotelPath } from './content-keys';

/** 'Im Template speichern': the description shown and the hotel gallery's images, into the template. */
export const saveToTemplate = (hotelId: string, templateId: string, content: TemplateContentSave) =>
  apiRequest<{ template: TemplateView }>(
    `${hotelPath(hotelId)}/templates/${encodeURIComponent(templateId)}/content`,
    { method: 'PUT', body: content },
  );

export function useSaveToTemplate(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, content }: { templateId: string; content: TemplateContentSave }) =>
      saveToTemplate(hotelId, templateId, content),
    onSuccess: ({ template }) => {
      // The page shows the saved template at once; the list and the calendar (under ['templates', hotelId])
      // read it again.
      queryClient.setQueriesData<{ template: TemplateView | null }>(
        { queryKey: ['templates', hotelId, 'active'] },
        (current) => (current?.template?.id === template.id ? { template } : current),
      );
      void queryClient.invalidateQueries({
        queryKey: ['templates', hotelId],
        predicate: (query) => query.queryKey[2] !== 'active',
      });
    },
  });
}
