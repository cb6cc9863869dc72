import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../lib/errorReporter';
import { MessagePage } from '../../ui/MessagePage';
import { NotFoundPage } from './NotFoundPage';

/** What a route shows when its code, its data or its render fails. */
export function RouteErrorPage({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportError(error, { source: 'route' });
  }, [error, notFound]);

  if (notFound) return <NotFoundPage inline={inline} />;
  return (
    <MessagePage
      inline={inline}
      color="orange"
      icon={<IconAlertTriangle size={36} stroke={1.6} aria-hidden />}
      title="Não foi possível abrir esta tela"
      description="Algo deu errado ao carregar as informações. Tente novamente em alguns instantes."
      action={{ label: 'Tentar novamente', onClick: () => window.location.reload() }}
    />
  );
}
