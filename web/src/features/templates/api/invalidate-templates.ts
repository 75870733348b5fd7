import type { QueryClient } from '@tanstack/react-query';
import { templateKeys } from './template-keys';

/** After any change to a hotel's templates: the list and the calendar show them, so both read again. */
export const invalidateTemplates = (queryClient: QueryClient, hotelId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: templateKeys.all(hotelId) }),
    queryClient.invalidateQueries({ queryKey: templateKeys.calendar(hotelId) }),
  ]);
