import { buildHotel } from '../factories';
import { addTenantCases } from '../tenant-cases';

const hotelBody = {
  name: 'Renamed',
  website: 'renamed.example',
  category: 'city',
  address: 'Neue Strasse 2',
  city: 'Wien',
  country: 'Austria',
  // The contact facts (issue 32), so the route fuzz test bends them too.
  phone: '+43 1 5124545',
  reservationsEmail: 'booking@renamed.example',
  starRating: 4,
};

addTenantCases(
  {
    route: 'POST /api/hotels',
    kind: 'own-scope',
    request: async ({ testApp, owner }) => {
      await buildHotel(testApp, owner.id, { type: 'chain', name: 'Owner Chain HQ' });
      return { method: 'POST', url: '/api/hotels', payload: hotelBody };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      return { method: 'PUT', url: `/api/hotels/${hotel.id}`, payload: hotelBody };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => {
      await buildHotel(testApp, owner.id, { type: 'chain' });
      const second = await buildHotel(testApp, owner.id, { type: 'chain' });
      return { method: 'DELETE', url: `/api/hotels/${second.id}` };
    },
  },
  {
    route: 'GET /api/onboarding',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/onboarding' }),
  },
  {
    route: 'PUT /api/onboarding/progress',
    kind: 'own-scope',
    request: async () => ({
      method: 'PUT',
      url: '/api/onboarding/progress',
      payload: { step: 'location', draft: {} },
    }),
  },
  {
    route: 'POST /api/onboarding/hotels',
    kind: 'own-scope',
    request: async () => ({
      method: 'POST',
      url: '/api/onboarding/hotels',
      payload: {
        hotelType: 'individual',
        hotelName: 'Haus am See',
        hotelWebsite: '',
        category: 'family',
        locations: [{ name: 'Haus am See', address: 'Seeweg 1', city: 'Bregenz', country: 'Austria' }],
      },
    }),
  },
  {
    route: 'POST /api/onboarding/complete',
    kind: 'own-scope',
    request: async () => ({ method: 'POST', url: '/api/onboarding/complete' }),
  },
  {
    route: 'DELETE /api/account',
    kind: 'own-scope',
    request: async ({ owner }) => ({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: owner.password },
    }),
  },
);
