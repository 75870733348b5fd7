import { addPublicRoutes, addTenantCases } from '../tenant-cases';
import { buildHotel } from '../factories';

addPublicRoutes(
  'GET /api/health',
  'GET /api/config',
  'GET /api/session',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/send-verification-email',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/contact',
  'POST /api/newsletter',
  'GET /dev/mailbox',
  'GET /dev/mailbox/messages',
  // Stored files are served under unguessable server-made names (storage keys), like public bucket URLs.
  'GET /files/*',
);

addTenantCases(
  {
    route: 'GET /api/hotels',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/hotels' }),
    ownerMarker: async ({ testApp, owner }) =>
      (await buildHotel(testApp, owner.id, { name: 'Owner Secret Hotel' })).name,
    markerSeenByMembers: true,
  },
  {
    route: 'GET /api/profile',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/profile' }),
    ownerMarker: async ({ owner }) => owner.email,
  },
  {
    route: 'PUT /api/profile',
    kind: 'own-scope',
    request: async () => ({
      method: 'PUT',
      url: '/api/profile',
      payload: { firstName: 'Changed', lastName: 'Name', phone: '+41 27 123 45 67' },
    }),
    ownerMarker: async ({ owner }) => owner.email,
  },
);
