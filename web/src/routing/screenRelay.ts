// The part of a screen's loading that needs Relay: loaded by routing/screen.ts with the first screen.
export { loadQuery } from 'react-relay';
export { getEnvironment } from '../relay/environment';
export { requirePermission } from './permission';
