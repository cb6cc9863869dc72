import { subscriptionSuspendedPath } from '../billing/suspension';
import { safeRedirectPath } from '../../lib/notices';
import { CUSTOMERS_PATH } from '../../lib/paths';

export const ONBOARDING_PATH = '/onboarding/personal-profile';
/** Spec section 4 'Login outcome': a signed-in user with nowhere else to go opens the customers list. */
export const SIGNED_IN_PATH = CUSTOMERS_PATH;

export interface SignedInViewer {
  readonly accountType: string;
  readonly onboardingCompleted: boolean;
  readonly company: { readonly subscriptionStatus: { readonly suspended: boolean } };
}

/** Spec section 4 'Login outcome': suspension first, then onboarding, then where the user was going. */
export function signInDestination(viewer: SignedInViewer, redirectTo?: string | null): string {
  if (viewer.company.subscriptionStatus.suspended) {
    return subscriptionSuspendedPath(viewer.accountType === 'SYSTEM_ADMIN');
  }
  if (!viewer.onboardingCompleted) return ONBOARDING_PATH;
  return safeRedirectPath(redirectTo) ?? SIGNED_IN_PATH;
}
