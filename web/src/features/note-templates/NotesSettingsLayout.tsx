import { IconLayoutNavbar, IconTemplate } from '@tabler/icons-react';
import { ROUTE_PERMISSIONS, useAbility } from '../../lib/ability';
import { TabbedScreen } from '../../ui/TabbedScreen';
import { paths } from '../../lib/paths';

/** Spec section 2: note templates and the print layout are two tabs of one screen. */
export function NotesSettingsLayout() {
  const ability = useAbility();
  const tabs = [
    ...(ROUTE_PERMISSIONS.noteTemplates(ability) ? [{ path: paths.noteTemplates(), label: 'Modelos de anotação', icon: IconTemplate }] : []),
    { path: paths.printLayout(), label: 'Layout de impressão', icon: IconLayoutNavbar },
  ];
  return (
    <TabbedScreen
      title="Anotações"
      description="Modelos para escrever mais rápido e o papel em que as anotações são impressas"
      label="Configurações das anotações"
      tabs={tabs}
    />
  );
}

export const Component = NotesSettingsLayout;
