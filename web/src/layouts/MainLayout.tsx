import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo, Suspense, useEffect, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLocation, useMatches, useRevalidator } from 'react-router';
import { paths } from '../lib/paths';
import { ReachabilityBanner } from '../components/ReachabilityBanner';
import { AbilityContext, abilityOfViewer } from '../lib/ability';
import { isRouteHandle } from '../lib/routeHandle';
import { CompanyTermsContext, termsOf, type CompanyTerms } from '../lib/terms';
import { ViewerContext, type ViewerSummary } from '../lib/viewer';
import { useServerDown, useOnReconnect } from '../relay/reachability';
import { useScreenQuery } from '../routing/screen';
import { Brand, PRODUCT_NAME } from '../ui/Brand';
import { notify } from '../ui/notify';
import { PageLoader } from '../ui/PageLoader';
import { ScreenProviders } from '../ui/ScreenProviders';
import type { MainLayoutQuery } from './__generated__/MainLayoutQuery.graphql';
import { GlobalSearch } from '../features/search/GlobalSearch';
import { CompanyBadge } from './CompanyBadge';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';
import classes from './MainLayout.module.css';

export const AUTH_REQUIRED_MESSAGE = 'Você precisa estar autenticado para acessar esta tela';

export const mainLayoutQuery = graphql`
  query MainLayoutQuery {
    viewer {
      id
      databaseId
      name
      email
      imageUrl
      accountType
      ...ability_viewer
      company {
        id
        ...terms_company
        ...CompanyBadge_company
      }
      ...UserMenu_viewer
    }
  }
`;

/**
 * The page's title, and the open screen loaded again once the server is back. They read the router's
 * state, which changes more often than the layout (the scroll position restored as the first page
 * shows), so they sit in components of their own: such a change redraws them, not the whole header
 * and menu.
 */
function RouterFollowers({ terms }: { terms: CompanyTerms }) {
  usePageTitle(terms);
  const revalidator = useRevalidator();
  // The server is back: the open screen loads again, so one that failed meanwhile recovers by itself.
  useOnReconnect(() => void revalidator.revalidate());
  return null;
}

function usePageTitle(terms: CompanyTerms): void {
  const matches = useMatches();
  const title = useMemo(() => {
    for (let index = matches.length - 1; index >= 0; index -= 1) {
      const handle = matches[index]?.handle;
      if (isRouteHandle(handle) && handle.title) return handle.title(terms);
    }
    return undefined;
  }, [matches, terms]);
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

/** A screen that needs a signed-in user was opened without one. */
function AuthRequired() {
  useEffect(() => {
    notify.error(AUTH_REQUIRED_MESSAGE, { id: 'auth-required' });
  }, []);
  return <Navigate to={paths.accessDenied()} replace />;
}

export function MainLayout() {
  // Started by the route table (routes.tsx, screenQueries.mainLayout) as the app's code loads.
  const queryRef = useScreenQuery<MainLayoutQuery>();
  return <Shell queryRef={queryRef} />;
}

/**
 * The header, the menu and the page. Reading the query's reference makes the layout follow every
 * change of the router's state; the shell is drawn again only when its data or the address change.
 */
const Shell = memo(function Shell({ queryRef }: { queryRef: PreloadedQuery<MainLayoutQuery> }) {
  const { viewer } = usePreloadedQuery<MainLayoutQuery>(mainLayoutQuery, queryRef);
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();
  const company = viewer?.company;
  const terms = useMemo(() => termsOf(company), [company]);
  const summary = useMemo<ViewerSummary | null>(
    () =>
      viewer
        ? { id: viewer.id, databaseId: viewer.databaseId, name: viewer.name ?? null, email: viewer.email, accountType: viewer.accountType as ViewerSummary['accountType'], imageUrl: viewer.imageUrl ?? null }
        : null,
    [viewer],
  );
  const ability = useMemo(() => abilityOfViewer(viewer), [viewer]);
  const serverDown = useServerDown();

  // A new page closes the mobile menu, whether it was opened from the menu or from a link on the page.
  useEffect(() => {
    closeNav();
  }, [pathname, closeNav]);

  if (!viewer || !summary || !company) return <AuthRequired />;

  return (
    <ViewerContext.Provider value={summary}>
      <AbilityContext.Provider value={ability}>
      <CompanyTermsContext.Provider value={terms}>
        <ScreenProviders>
          <RouterFollowers terms={terms} />
          <a href="#conteudo" className={classes.skipLink}>
            Pular para o conteúdo
          </a>
          <div className={classes.shell} data-nav-opened={navOpened || undefined}>
            {/* Named as react-remove-scroll names it, so that a dialog's scroll lock keeps the fixed header clear of the scroll bar. */}
            <header className={`${classes.header} right-scroll-bar-position`}>
              <div className={classes.headerBar}>
                <div className={classes.headerStart}>
                  <Burger
                    opened={navOpened}
                    onClick={toggleNav}
                    hiddenFrom="md"
                    size="sm"
                    aria-label={navOpened ? 'Fechar menu' : 'Abrir menu'}
                    aria-expanded={navOpened}
                    aria-controls="main-navigation"
                  />
                  <Brand size={30} />
                  <div className={classes.divider} role="separator" aria-orientation="vertical" />
                  <CompanyBadge company={company} visibleFrom="sm" />
                </div>
                <div className={classes.headerEnd}>
                  <GlobalSearch />
                  <UserMenu viewer={viewer} />
                </div>
              </div>
            </header>
            <nav id="main-navigation" className={classes.navbar} aria-label="Menu principal">
              <div className={classes.navCompany}>
                <CompanyBadge company={company} framed />
              </div>
              <div className={classes.navScroll}>
                <MainNav onNavigate={closeNav} />
              </div>
            </nav>
            <main className={classes.main}>
              <ReachabilityBanner down={serverDown} />
              <div className={classes.content} id="conteudo" tabIndex={-1}>
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              </div>
            </main>
          </div>
        </ScreenProviders>
      </CompanyTermsContext.Provider>
      </AbilityContext.Provider>
    </ViewerContext.Provider>
  );
});

export const Component = MainLayout;
