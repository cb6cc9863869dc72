import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../../lib/routeHandle';
import { useCompanyTerms } from '../../lib/terms';
import { canSeeReports, useViewer } from '../../lib/viewer';
import { PageHeader } from '../../ui/PageHeader';

export const REPORTS_DENIED_MESSAGE =
  'Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.';

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.title) return handle;
  }
  return {};
}

/** A page whose screen is still to come: its title in the company's words, and its access rule. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  const terms = useCompanyTerms();
  const viewer = useViewer();
  const title = handle.title?.(terms) ?? '';

  if (handle.reportsOnly && !canSeeReports(viewer?.accountType)) {
    return (
      <>
        <PageHeader title={title} />
        <Alert color="orange" variant="light" icon={<IconLock size={20} aria-hidden />} maw={640}>
          {REPORTS_DENIED_MESSAGE}
        </Alert>
      </>
    );
  }
  return <PageHeader title={title} />;
}

export const Component = PlaceholderPage;
