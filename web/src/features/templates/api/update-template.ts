import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateInput, TemplateView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplates } from './invalidate-templates';
import { templatePath } from './template-keys';

export const updateTemplate = (hotelId: string, templateId: string, template: TemplateInput) =>
  apiRequest<{ template: TemplateView }>(templatePath(hotelId, templateId), {
    method: 'PUT',
    body: template,
  }).then((body) => body.template);

export function useUpdateTemplate(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, template }: { templateId: string; template: TemplateInput }) =>
      updateTemplate(hotelId, templateId, template),
    onSuccess: () => invalidateTemplates(queryClient, hotelId),
  });
}
