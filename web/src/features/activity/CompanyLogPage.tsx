import { useCompanyTerms } from '../../lib/terms';
import { ActivityTimeline } from './ActivityTimeline';
import { administrationItemTypeOptions } from './filters';

export { query } from './ActivityTimeline';

/**
 * /business/log: the history of the company's own administration (its settings and print layout,
 * users, registration form, subscription and its cards), inside the tabs of the company's screens.
 */
export function CompanyLogPage() {
  const terms = useCompanyTerms();
  return <ActivityTimeline options={{ itemTypes: administrationItemTypeOptions(terms), scope: true }} />;
}

export const Component = CompanyLogPage;
