import { subscriptionSuspendedPath } from '../billing/suspension';
import { safeRedirectPath } from '../../lib/notices';
import { paths } from '../../lib/paths';

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
  if (!viewer.onboardingCompleted) return paths.onboardingProfile();
  return safeRedirectPath(redirectTo) ?? paths.landing();
}
