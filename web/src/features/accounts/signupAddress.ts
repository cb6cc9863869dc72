import { isPlanIdentifier } from '@practice/common';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/** Spec section 2: a missing or unknown plan in the URL is replaced by plan=free. */
export function requireKnownPlan({ request }: LoaderFunctionArgs): void {
  const url = new URL(request.url);
  if (isPlanIdentifier(url.searchParams.get('plan'))) return;
  url.searchParams.set('plan', 'free');
  throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
}
