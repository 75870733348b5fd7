import type { QueryClient } from '@tanstack/react-query';
import { otaKeys } from './ota-keys';

/** After a connection was added, renewed, checked or deleted: the table reads the hotel's connections again. */
export const invalidateOtas = (queryClient: QueryClient, hotelId: string) =>
  queryClient.invalidateQueries({ queryKey: otaKeys.all(hotelId) });
