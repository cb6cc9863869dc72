import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replaces the current entry of the history instead of adding one (as a link to the page already open does). */
  replace?: boolean;
  state?: unknown;
  /** Keeps the scroll position where it is (a switch between views of the same page). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link within the app: a real `<a href>`, which a modifier key or the middle button opens in a new
 * tab, and which otherwise moves through the router without loading the page again. react-router's
 * own `Link` also carries its framework mode's prefetching, which this app has no use for and which
 * would come with the first screen.
 */
export function Link({ to, replace, state, preventScrollReset, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, preventScrollReset, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
