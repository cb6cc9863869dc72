import { IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { TabbedScreen } from '../../ui/TabbedScreen';

const TABS = [
  { path: paths.personalData(), label: 'Dados pessoais', icon: IconUser },
  { path: paths.password(), label: 'Alterar senha', icon: IconLock },
];

/** The personal profile's two screens under one title. */
export function ProfileTabs({ children }: { children: ReactNode }) {
  return (
    <TabbedScreen title="Meu perfil" label="Meu perfil" tabs={TABS}>
      {children}
    </TabbedScreen>
  );
}
