import { addTenantCases } from '../tenant-cases';
import { multipartBody, tinyPng } from '../uploads';

addTenantCases({
  route: 'POST /api/profile/photo',
  kind: 'own-scope',
  request: async () => {
    const { payload, headers } = multipartBody('photo', 'me.png', 'image/png', await tinyPng());
    return { method: 'POST', url: '/api/profile/photo', payload, headers };
  },
});
