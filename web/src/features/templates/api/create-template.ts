import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateInput, TemplateView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplates } from './invalidate-templates';
import { templatesPath } from './template-keys';

export const createTemplate = (hotelId: string, template: TemplateInput) =>
  apiRequest<{ template: TemplateView }>(templatesPath(hotelId), { method: 'POST', body: template }).then(
    (body) => body.template,
  );

export function useCreateTemplate(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: TemplateInput) => createTemplate(hotelId, template),
    onSuccess: () => invalidateTemplates(queryClient, hotelId),
  });
}
