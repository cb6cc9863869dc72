import type { CompanyTerms } from './terms';

/** What a route declares about itself, read by the layouts and the placeholder pages. */
export type RouteHandle = {
  /** The page title, in the company's words. */
  title?: (terms: CompanyTerms) => string;
  /** The authentication layout shows a wider card (signup with its plan panel). */
  wideCard?: boolean;
  /** The route draws the main layout: its frame stands in while the route loads (RootLayout). */
  shellFrame?: boolean;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
