import { useEffect, useState } from 'react';
import { apiRequest } from '@web/lib/api-client';

export interface PublicConfig {
  googleSignIn: boolean;
  /** Whether the onboarding import step can import (the server has the data API configured). */
  propertyImport: boolean;
}

export const getPublicConfig = () => apiRequest<PublicConfig>('/api/config', { allowUnauthenticated: true });

// The configuration does not change while the page is open; every sign-in page shares the one answer.
let answer: Promise<PublicConfig> | null = null;

/**
 * What the server offers before sign-in; undefined until it answers (or when it cannot). Read on the sign-in
 * pages, which do not load TanStack Query (docs/decisions/006).
 */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let current = true;
    answer ??= getPublicConfig();
    answer.then(
      (loaded) => current && setConfig(loaded),
      () => {
        answer = null;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
