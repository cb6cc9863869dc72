import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../ui/PageLoader';

/** The outermost route: one suspense boundary while a page's code or query arrives. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export function RootHydrateFallback() {
  return <PageLoader fullScreen />;
}
