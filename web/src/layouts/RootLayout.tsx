import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { isRouteHandle } from '../lib/routeHandle';
import { PageLoader } from '../ui/PageLoader';
import classes from './RootLayout.module.css';
import { ShellSkeleton } from './ShellSkeleton';

/** A thin bar along the top while the next page's code or data is on its way. */
function NavigationBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Carregando a página" />;
}

/**
 * What shows while the first page's code or data arrives: the main layout's frame for a page inside
 * it, so the header and the menu do not move when it comes, a loader on the whole screen otherwise.
 */
function RouteFallback() {
  const inShell = useMatches().some((match) => isRouteHandle(match.handle) && match.handle.shellFrame === true);
  return inShell ? <ShellSkeleton /> : <PageLoader fullScreen />;
}

/** The outermost route: the navigation bar and one suspense boundary while a page's code or query arrives. */
export function RootLayout() {
  return (
    <>
      <NavigationBar />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export const RootHydrateFallback = RouteFallback;
