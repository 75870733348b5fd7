import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkImagesRequest } from '@common/assets/bulk-schemas';
import type { TemplateView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplates } from './invalidate-templates';
import { templatePath } from './template-keys';

/** Library images appended to a template in one request, all or none (past 100 images: refused). */
export const addTemplateImages = (hotelId: string, templateId: string, assetIds: string[]) =>
  apiRequest<{ template: TemplateView }>(`${templatePath(hotelId, templateId)}/images`, {
    method: 'POST',
    body: { assetIds } satisfies BulkImagesRequest,
  }).then((body) => body.template);

export function useAddTemplateImages(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, assetIds }: { templateId: string; assetIds: string[] }) =>
      addTemplateImages(hotelId, templateId, assetIds),
    onSuccess: () => invalidateTemplates(queryClient, hotelId),
  });
}
