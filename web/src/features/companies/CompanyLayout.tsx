import { IconClipboardList, IconCreditCard, IconHistory, IconSettings, IconUsers } from '@tabler/icons-react';
import { paths } from '../../lib/paths';
import { ROUTE_PERMISSIONS, useAbility, type RoutePermission } from '../../lib/ability';
import { companyTerm, the, useCompanyTerms } from '../../lib/terms';
import { TabbedScreen, type ScreenTab } from '../../ui/TabbedScreen';

type Tab = ScreenTab & { permission: RoutePermission };

/** Spec section 2: the tabs of the company's administration, each shown only to who may open it. */
export const COMPANY_TABS: Tab[] = [
  { path: paths.companyMain(), label: 'Geral', icon: IconSettings, permission: 'company' },
  { path: paths.users(), label: 'Usuários', icon: IconUsers, permission: 'users' },
  { path: paths.customerFields(), label: 'Formulário', icon: IconClipboardList, permission: 'customerFields' },
  { path: paths.subscription(), label: 'Assinatura', icon: IconCreditCard, permission: 'billing' },
  { path: paths.companyLog(), label: 'Histórico', icon: IconHistory, permission: 'company' },
];

/** The company's administration: its name in the company's own word, and the tabs of its screens. */
export function CompanyLayout() {
  const terms = useCompanyTerms();
  const ability = useAbility();
  const title = `Configurações ${the(companyTerm(terms), 'do')}`;
  const tabs = COMPANY_TABS.filter((tab) => ROUTE_PERMISSIONS[tab.permission](ability));
  return <TabbedScreen title={terms.company} description={title} label={title} tabs={tabs} />;
}

export const Component = CompanyLayout;
