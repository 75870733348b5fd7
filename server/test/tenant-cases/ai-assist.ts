import { addTenantCases } from '../tenant-cases';

addTenantCases(
  {
    route: 'GET /api/ai/status',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/ai/status' }),
  },
  {
    route: 'POST /api/ai/rewrite',
    kind: 'own-scope',
    request: async () => ({
      method: 'POST',
      url: '/api/ai/rewrite',
      payload: { text: 'Ein Satz.', instruction: 'kürzer' },
    }),
  },
);
