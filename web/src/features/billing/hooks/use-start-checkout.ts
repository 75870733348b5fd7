import { useMutation } from '@tanstack/react-query';
import { startCheckout } from '../start-checkout';

/**
 * startCheckout as a mutation, for its pending and error state. The subscription is not refetched: the page
 * is left, and the return from checkout confirms and refreshes it.
 */
export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
