import { Stack, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarTime,
  IconChartBar,
  IconChecklist,
  IconHistory,
  IconHome,
  IconNotes,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROUTE_PERMISSIONS, useAbility, type RoutePermission } from '../lib/ability';
import { paths } from '../lib/paths';
import { useCompanyTerms, type CompanyTerms } from '../lib/terms';
import classes from './MainNav.module.css';

type Entry = {
  to: string;
  label: (terms: CompanyTerms) => string;
  icon: Icon;
  group: 'work' | 'admin';
  /** Left out of the menu for a user who may not open it. */
  permission?: RoutePermission;
};

export const NAV_ENTRIES: Entry[] = [
  { to: paths.home(), label: () => 'Início', icon: IconHome, group: 'work' },
  { to: paths.agenda(), label: () => 'Agenda', icon: IconCalendarTime, group: 'work' },
  { to: paths.customers(), label: (t) => t.customerPlural, icon: IconUsers, group: 'work', permission: 'customers' },
  { to: paths.boards(), label: () => 'Tarefas', icon: IconChecklist, group: 'work' },
  { to: paths.calendar(), label: () => 'Prazos das tarefas', icon: IconCalendarEvent, group: 'work' },
  { to: paths.noteTemplates(), label: () => 'Modelos de anotação', icon: IconNotes, group: 'work', permission: 'noteTemplates' },
  { to: paths.reports(), label: () => 'Relatórios', icon: IconChartBar, group: 'admin' },
  { to: paths.activityHistory(), label: () => 'Histórico de atividades', icon: IconHistory, group: 'admin' },
  { to: paths.company(), label: (t) => t.company, icon: IconBuildingStore, group: 'admin', permission: 'company' },
];

/** Templates and the print layout are tabs of one area, so both light up the same entry. */
const SECTION_ALIASES: Record<string, string[]> = {
  [paths.noteTemplates()]: [paths.printLayout()],
};

export function isActiveEntry(entry: string, pathname: string): boolean {
  return [entry, ...(SECTION_ALIASES[entry] ?? [])].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/**
 * The side menu; on small screens it lives in the drawer, which closes once an entry is chosen. Its
 * entries are links drawn as Mantine's NavLink (variant light) draws them.
 */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const terms = useCompanyTerms();
  const { pathname } = useLocation();
  const ability = useAbility();

  const render = (group: Entry['group']) =>
    NAV_ENTRIES.filter((entry) => entry.group === group && (!entry.permission || ROUTE_PERMISSIONS[entry.permission](ability))).map((entry) => {
      const active = isActiveEntry(entry.to, pathname);
      return (
        <Link
          key={entry.to}
          to={entry.to}
          className={`mantine-focus-auto ${classes.link}`}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          <span className={classes.icon}>
            <entry.icon size={20} stroke={1.7} aria-hidden />
          </span>
          <div className={classes.body}>
            <span className={classes.label}>{entry.label(terms)}</span>
          </div>
        </Link>
      );
    });

  return (
    <div>
      <Stack gap={2}>{render('work')}</Stack>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" className={classes.groupLabel}>
        Gestão
      </Text>
      <Stack gap={2}>{render('admin')}</Stack>
    </div>
  );
}
