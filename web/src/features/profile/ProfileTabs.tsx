import { IconLock, IconShieldLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { TabbedScreen } from '../../ui/TabbedScreen';

const TABS = [
  { path: paths.personalData(), label: 'Dados pessoais', icon: IconUser },
  { path: paths.password(), label: 'Alterar senha', icon: IconLock },
  { path: paths.security(), label: 'Segurança', icon: IconShieldLock },
];

/** The personal profile's screens under one title. */
export function ProfileTabs({ children }: { children: ReactNode }) {
  return (
    <TabbedScreen title="Meu perfil" label="Meu perfil" tabs={TABS}>
      {children}
    </TabbedScreen>
  );
}
