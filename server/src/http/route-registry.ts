import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '@common/teams/roles';
import { hotelRouteRoles } from './hotel-route-roles';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: 'public' | 'signedIn' | 'apiKey';
  /** For a route under a hotel: the role it needs (hotel-route-roles.ts). */
  role?: MemberRole;
}

/** A signed-in route with the hotel in its path: one the access check answers (hotel-access.ts). */
export const isHotelRoute = (url: string) => url.startsWith('/api/hotels/:hotelId');

/**
 * Records every route as it is added, so the cross-tenant test can prove that each one is either covered
 * by its table or deliberately public, and gives each route under a hotel the role it needs: a route under a
 * hotel that states none stops the app from starting (issue 36, part 3).
 */
export function registerRouteRegistry(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access ?? 'signedIn';
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const role = access === 'signedIn' && isHotelRoute(route.url) ? roleOf(method, route.url) : undefined;
      if (role) route.config = { ...route.config, role };
      routes.push({ method, url: route.url, access, ...(role ? { role } : {}) });
    }
  });
  return routes;
}

function roleOf(method: string, url: string): MemberRole {
  const role = hotelRouteRoles[`${method} ${url}`];
  if (!role)
    throw new Error(`${method} ${url} is under a hotel but states no role (http/hotel-route-roles.ts)`);
  return role;
}
