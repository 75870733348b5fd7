import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashKind, TrashListResponse } from '@common/trash/schemas';
import { apiRequest } from '@web/lib/api-client';

const trashPath = (hotelId: string, kind: TrashKind) =>
  `/api/hotels/${encodeURIComponent(hotelId)}/trash/${kind}`;

export const trashKeys = {
  list: (hotelId: string, kind: TrashKind) => ['trash', hotelId, kind] as const,
};

/** One kind's trash of the hotel, newest deletion first. */
export function useTrash(hotelId: string, kind: TrashKind) {
  return useQuery({
    queryKey: trashKeys.list(hotelId, kind),
    queryFn: () => apiRequest<TrashListResponse>(trashPath(hotelId, kind)),
  });
}

/**
 * Restore and 'Delete permanently'. Either changes what the library, galleries, rooms, templates and the
 * dashboard show, so every query of the app is refreshed.
 */
export function useTrashActions(hotelId: string, kind: TrashKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries();
  const itemPath = (id: string) => `${trashPath(hotelId, kind)}/${encodeURIComponent(id)}`;
  const restore = useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${itemPath(id)}/restore`, { method: 'POST' }),
    onSettled: refresh,
  });
  const deleteForGood = useMutation({
    mutationFn: (id: string) => apiRequest<void>(itemPath(id), { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { restore, deleteForGood };
}
