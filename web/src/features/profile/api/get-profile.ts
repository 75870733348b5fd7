import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@common/profile/schemas';
import { apiRequest } from '@web/lib/api-client';

export const getProfile = () => apiRequest<{ profile: Profile }>('/api/profile').then((body) => body.profile);

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
