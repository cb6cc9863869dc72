import { Tabs } from '@mantine/core';
import { IconClipboardList, IconCreditCard, IconSettings, IconUsers } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ROUTE_PERMISSIONS, useAbility, type RoutePermission } from '../../lib/abilities';
import { useCompanyTerms } from '../../lib/terms';
import { PageHeader } from '../../ui/PageHeader';
import classes from './BusinessLayout.module.css';

type Tab = { path: string; label: string; icon: typeof IconSettings; permission: RoutePermission };

/** Spec section 2: the business administration's tabs, each shown only to who may open it. */
export const BUSINESS_TABS: Tab[] = [
  { path: '/business/main', label: 'Geral', icon: IconSettings, permission: 'company' },
  { path: '/business/users', label: 'Usuários', icon: IconUsers, permission: 'users' },
  { path: '/business/form', label: 'Formulário', icon: IconClipboardList, permission: 'customerFields' },
  { path: '/business/subscription', label: 'Assinatura', icon: IconCreditCard, permission: 'company' },
];

/** The company's administration: its name in the company's own word, and the tabs of its screens. */
export function BusinessLayout() {
  const terms = useCompanyTerms();
  const ability = useAbility();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = BUSINESS_TABS.filter((tab) => ROUTE_PERMISSIONS[tab.permission](ability));
  const active = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;

  return (
    <>
      <PageHeader title={terms.company} description={`Configurações da ${terms.company.toLocaleLowerCase('pt-BR')}`} />
      <Tabs value={active} onChange={(value) => value && navigate(value)} mb="lg" keepMounted={false} classNames={{ list: classes.list }}>
        <Tabs.List aria-label={`Configurações da ${terms.company.toLocaleLowerCase('pt-BR')}`}>
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

export const Component = BusinessLayout;
