import { buildHotel } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

const hotelOf = async ({ testApp, owner }: TenantFixture) => (await buildHotel(testApp, owner.id)).id;

/** The activity log: the dashboard's newest entries, and the log page's pages, people and CSV export. */
addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/activities',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: `/api/hotels/${await hotelOf(fixture)}/activities` }),
  },
  {
    route: 'GET /api/hotels/:hotelId/activity-log',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${await hotelOf(fixture)}/activity-log?kind=room_update&from=2026-01-01`,
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/activity-log/members',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${await hotelOf(fixture)}/activity-log/members`,
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/activity-log.csv',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${await hotelOf(fixture)}/activity-log.csv`,
    }),
  },
);
