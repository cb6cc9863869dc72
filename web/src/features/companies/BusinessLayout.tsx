import { Tabs } from '@mantine/core';
import { IconClipboardList, IconCreditCard, IconHistory, IconSettings, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ROUTE_PERMISSIONS, useAbility, type RoutePermission } from '../../lib/abilities';
import { companyTerm, the, useCompanyTerms } from '../../lib/terms';
import { PageHeader } from '../../ui/PageHeader';
import classes from './BusinessLayout.module.css';

type Tab = { path: string; label: string; icon: typeof IconSettings; permission: RoutePermission };

/** Spec section 2: the business administration's tabs, each shown only to who may open it. */
export const BUSINESS_TABS: Tab[] = [
  { path: '/business/main', label: 'Geral', icon: IconSettings, permission: 'company' },
  { path: '/business/users', label: 'Usuários', icon: IconUsers, permission: 'users' },
  { path: '/business/form', label: 'Formulário', icon: IconClipboardList, permission: 'customerFields' },
  { path: '/business/subscription', label: 'Assinatura', icon: IconCreditCard, permission: 'billing' },
  { path: '/business/log', label: 'Histórico', icon: IconHistory, permission: 'company' },
];

/** The company's administration: its name in the company's own word, and the tabs of its screens. */
export function BusinessLayout() {
  const terms = useCompanyTerms();
  const ability = useAbility();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = BUSINESS_TABS.filter((tab) => ROUTE_PERMISSIONS[tab.permission](ability));
  const active = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;
  const list = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the active one is brought into view (Assinatura is last).
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    const strip = list.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    if (tabBox.left < stripBox.left || tabBox.right > stripBox.right) {
      const left = tabBox.left - stripBox.left + strip.scrollLeft;
      strip.scrollTo({ left: Math.max(0, left - (strip.clientWidth - tabBox.width) / 2) });
    }
  }, [active]);

  return (
    <>
      <PageHeader title={terms.company} description={`Configurações ${the(companyTerm(terms), 'do')}`} />
      <Tabs value={active} onChange={(value) => value && navigate(value)} mb="lg" keepMounted={false} classNames={{ list: classes.list }}>
        <Tabs.List ref={list} aria-label={`Configurações ${the(companyTerm(terms), 'do')}`}>
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
