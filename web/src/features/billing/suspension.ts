import { paths } from '../../lib/paths';
import { hasSession } from '../../lib/session';

/**
 * The fixed code that marks a visitor of the suspended page as the company's system admin
 * (spec section 6); sign-in adds it for a system_admin whose subscription is suspended.
 */
export const SYSTEM_ADMIN_CODE = 'sa-7f3c9a';

export const SUPPORT_EMAIL = 'suporte@practice.com.br';

export function subscriptionSuspendedPath(isSystemAdmin: boolean): string {
  return isSystemAdmin ? `${paths.subscriptionSuspended()}?admin=${SYSTEM_ADMIN_CODE}` : paths.subscriptionSuspended();
}

/**
 * Whether the suspended page asks the session who the visitor is: only a signed-in one, whose
 * address does not already carry the system admin's code.
 */
export function asksWhetherSystemAdmin(url: URL): boolean {
  return hasSession() && url.searchParams.get('admin') !== SYSTEM_ADMIN_CODE;
}
