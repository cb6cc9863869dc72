import { Tabs } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';

const TABS = [
  { path: '/personal-profile/personal-data', label: 'Dados pessoais', icon: IconUser },
  { path: '/personal-profile/password', label: 'Alterar senha', icon: IconLock },
];

/** The personal profile's two screens under one title. */
export function ProfileTabs({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Meu perfil" />
      <Tabs value={pathname} onChange={(value) => value && navigate(value)} mb="lg">
        <Tabs.List aria-label="Meu perfil">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} stroke={1.8} aria-hidden />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </>
  );
}
