import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplates } from './invalidate-templates';
import { templatePath } from './template-keys';

export const deleteTemplate = (hotelId: string, templateId: string) =>
  apiRequest<void>(templatePath(hotelId, templateId), { method: 'DELETE' });

export function useDeleteTemplate(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteTemplate(hotelId, templateId),
    onSuccess: () => invalidateTemplates(queryClient, hotelId),
  });
}
