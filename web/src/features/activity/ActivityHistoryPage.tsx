import { useCompanyTerms } from '../../lib/terms';
import { PageHeader } from '../../ui/PageHeader';
import { ActivityTimeline } from './ActivityTimeline';
import { itemTypeOptions } from './filters';

export { query } from './ActivityTimeline';

/** /activity-history: who changed what in the company, newest first. */
export function ActivityHistoryPage() {
  const terms = useCompanyTerms();
  return (
    <>
      <PageHeader title="Histórico de atividades" description="Quem criou, alterou ou excluiu cada registro, do mais recente ao mais antigo." />
      <ActivityTimeline options={{ itemTypes: itemTypeOptions(terms) }} />
    </>
  );
}

export const Component = ActivityHistoryPage;
