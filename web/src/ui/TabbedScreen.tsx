import { Tabs } from '@mantine/core';
import type { IconSettings } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from './PageHeader';
import classes from './TabbedScreen.module.css';

export type ScreenTab = { path: string; label: string; icon: typeof IconSettings };

/**
 * A screen of several pages under one title: a tab per page (its path the tab's value), the
 * current one marked by the address, its page below (the route's outlet unless `children` say).
 */
export function TabbedScreen(props: { title: string; description?: string; label: string; tabs: ScreenTab[]; children?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = props.tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;
  const list = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the active one is brought into view.
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
      <PageHeader title={props.title} description={props.description} />
      <Tabs value={active} onChange={(value) => value && navigate(value)} mb="lg" keepMounted={false} classNames={{ list: classes.list }}>
        <Tabs.List ref={list} aria-label={props.label}>
          {props.tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} stroke={1.8} aria-hidden />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {props.children ?? <Outlet />}
    </>
  );
}
