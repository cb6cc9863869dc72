import type { RouteObject } from 'react-router';
import { routes } from '../src/routes';

/**
 * The route that routes.tsx declares at `path` (its page, its loader and its handle), on its own at
 * that path: a screen tested as the app loads it, without the layouts around it.
 */
export function declaredRoute(path: string): RouteObject {
  const find = (list: RouteObject[], base: string): RouteObject | null => {
    for (const route of list) {
      const full = !route.path ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      if (route.path && full === path) return route;
      const inside = route.children ? find(route.children, full) : null;
      if (inside) return inside;
    }
    return null;
  };
  const route = find(routes, '');
  if (!route) throw new Error(`routes.tsx declares no route at ${path}`);
  const { loader, lazy, handle } = route;
  return { path, loader, lazy, handle } as RouteObject;
}
