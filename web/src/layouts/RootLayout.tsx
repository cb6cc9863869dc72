import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import classes from './RootLayout.module.css';

/** A thin bar along the top while the next page's code or data is on its way. */
function NavigationBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Carregando a página" />;
}

/** The outermost route: the navigation bar and one suspense boundary while a page's code or query arrives. */
export function RootLayout() {
  return (
    <>
      <NavigationBar />
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
