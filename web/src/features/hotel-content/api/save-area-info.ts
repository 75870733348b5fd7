import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaInfoView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, hotelPath } from './content-keys';

export const saveAreaInfo = (hotelId: string, text: string) =>
  apiRequest<AreaInfoView>(`${hotelPath(hotelId)}/area`, { method: 'PUT', body: { text } });

export function useSaveAreaInfo(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveAreaInfo(hotelId, text),
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.area(hotelId), saved),
  });
}
