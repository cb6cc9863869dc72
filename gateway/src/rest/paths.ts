/**
 * The paths of the `/api/v1` REST service that belong to no area (api/README.md, "Endpoints"); each
 * area's own are in `areas/<area>/paths.ts`.
 */

/** A path segment made of an id or a token, as the api reads it back. */
export const segment = (id: number | string): string => encodeURIComponent(String(id));

export const paths = {
  health: '/healthz',
  /** The company's change events, as server-sent events. */
  changes: '/api/v1/changes',
};
