import { Tabs } from '@mantine/core';
import { IconLayoutNavbar, IconTemplate } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ROUTE_PERMISSIONS, useAbility } from '../../lib/abilities';
import { PageHeader } from '../../ui/PageHeader';
import { TEMPLATES_PATH } from './messages';

const PRINT_LAYOUT_PATH = '/print-layout';

/** Spec section 2: note templates and the print layout are two tabs of one screen. */
export function NotesSettingsLayout() {
  const ability = useAbility();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = [
    ...(ROUTE_PERMISSIONS.noteTemplates(ability) ? [{ path: TEMPLATES_PATH, label: 'Modelos de anotação', icon: IconTemplate }] : []),
    { path: PRINT_LAYOUT_PATH, label: 'Layout de impressão', icon: IconLayoutNavbar },
  ];
  const active = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;
  return (
    <>
      <PageHeader title="Anotações" description="Modelos para escrever mais rápido e o papel em que as anotações são impressas" />
      <Tabs value={active} onChange={(value) => value && navigate(value)} mb="lg" keepMounted={false}>
        <Tabs.List aria-label="Configurações das anotações">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} stroke={1.8} aria-hidden />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}

export const Component = NotesSettingsLayout;
