import type { QueryClient } from '@tanstack/react-query';
import { templateKeys } from './template-keys';

/** After any change to a hotel's templates: the list and the calendar (same prefix) read them again. */
export const invalidateTemplates = (queryClient: QueryClient, hotelId: string) =>
  queryClient.invalidateQueries({ queryKey: templateKeys.all(hotelId) });
