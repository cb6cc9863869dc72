import { IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TabbedScreen } from '../../ui/TabbedScreen';

const TABS = [
  { path: '/personal-profile/personal-data', label: 'Dados pessoais', icon: IconUser },
  { path: '/personal-profile/password', label: 'Alterar senha', icon: IconLock },
];

/** The personal profile's two screens under one title. */
export function ProfileTabs({ children }: { children: ReactNode }) {
  return (
    <TabbedScreen title="Meu perfil" label="Meu perfil" tabs={TABS}>
      {children}
    </TabbedScreen>
  );
}
