import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canSeeReports, useViewer } from '../../lib/viewer';

export const REPORTS_DENIED_MESSAGE = 'Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.';

/** Spec §6: only administrators and standard users open the reports; others read why. */
export function ReportsAccess({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  if (!canSeeReports(viewer?.accountType)) {
    return (
      <Alert color="orange" variant="light" icon={<IconLock size={20} aria-hidden />} maw={640}>
        {REPORTS_DENIED_MESSAGE}
      </Alert>
    );
  }
  return <>{children}</>;
}
