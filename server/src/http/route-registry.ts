import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: 'public' | 'signedIn' | 'apiKey';
}

/**
 * Records every route as it is added, so the cross-tenant test can prove that each one is either covered
 * by its table or deliberately public.
 */
export function registerRouteRegistry(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'signedIn',
      });
    }
  });
  return routes;
}
