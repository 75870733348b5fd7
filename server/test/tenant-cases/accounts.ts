import { randomUUID } from 'node:crypto';
import { addTenantCases } from '../tenant-cases';
import { defaultPassword } from '../factories';

// Both act on the caller's own account only; there is no id of anyone else's to pass.
addTenantCases(
  {
    route: 'POST /api/auth/change-password',
    kind: 'own-scope',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: defaultPassword, newPassword: 'another-secret-1' },
    }),
    ownerMarker: async ({ owner }) => owner.email,
  },
  {
    route: 'POST /api/auth/change-email',
    kind: 'own-scope',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: `moved-${randomUUID()}@example.com`, password: defaultPassword },
    }),
    ownerMarker: async ({ owner }) => owner.email,
  },
);
