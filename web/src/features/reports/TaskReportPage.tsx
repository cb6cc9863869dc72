import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { zonedDate } from '@practice/common';
import { useTransition } from 'react';
import { fetchQuery, graphql, readInlineData, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { TaskReportExportQuery } from './__generated__/TaskReportExportQuery.graphql';
import type { TaskReportPage_report$data, TaskReportPage_report$key } from './__generated__/TaskReportPage_report.graphql';
import type { TaskReportPage_row$key } from './__generated__/TaskReportPage_row.graphql';
import type { TaskReportPageQuery } from './__generated__/TaskReportPageQuery.graphql';
import type { TaskReportRefetchQuery } from './__generated__/TaskReportRefetchQuery.graphql';
import type { PeriodBounds } from './periods';
import { useCompanyTerms } from '../../lib/terms';
import { loadAllPages } from './exporter';
import { ReportPreviewTable } from './ReportPreviewTable';
import { ReportScreen } from './ReportScreen';
import { REFETCH_OPTIONS, ReportToolbar } from './ReportToolbar';
import type { ReportCell, ReportTable } from './table';


/** The task report's columns, the customer's named with the company's word for one. */
export function taskReportHeaders(customerTerm: string): string[] {
  return ['ID', 'Título', 'Quadro', 'Coluna', 'Situação', 'Prioridade', 'Responsáveis', customerTerm, 'Vencimento', 'Concluída em', 'Criada em'];
}

export const query = graphql`
  query TaskReportPageQuery {
    viewer {
      company {
        ...TaskReportPage_report
      }
    }
  }
`;

const reportFragment = graphql`
  fragment TaskReportPage_report on Company
  @refetchable(queryName: "TaskReportRefetchQuery")
  @argumentDefinitions(createdFrom: { type: "String" }, createdTo: { type: "String" }) {
    taskReport(createdFrom: $createdFrom, createdTo: $createdTo, perPage: 10) {
      total
      totalCount
      byStatus { key label count }
      byPriority { key label count }
      byBoard { key label count }
      byAssignee { key label count }
      rows {
        ...TaskReportPage_row
      }
    }
  }
`;

const rowFragment = graphql`
  fragment TaskReportPage_row on TaskReportRow @inline {
    databaseId
    title
    boardName
    column
    statusText
    priorityText
    assignees
    customerName
    dueDate
    completedAt
    createdAt
  }
`;

const exportQuery = graphql`
  query TaskReportExportQuery($page: Int!, $perPage: Int!, $createdFrom: String, $createdTo: String) {
    viewer {
      company {
        taskReport(createdFrom: $createdFrom, createdTo: $createdTo, page: $page, perPage: $perPage) {
          totalCount
          rows {
            ...TaskReportPage_row
          }
        }
      }
    }
  }
`;

const day = (instant: unknown): ReportCell => (instant ? { date: zonedDate(new Date(instant as string)) } : null);

/** Spec: the task report's columns, one row per task. */
export function taskRow(key: TaskReportPage_row$key): ReportCell[] {
  const row = readInlineData(rowFragment, key);
  return [
    row.databaseId,
    row.title,
    row.boardName,
    row.column ?? null,
    row.statusText,
    row.priorityText ?? null,
    row.assignees ?? null,
    row.customerName ?? null,
    row.dueDate ? { date: row.dueDate } : null,
    day(row.completedAt),
    day(row.createdAt),
  ];
}

/** Every task of the period, in the export's pages. */
async function loadAllRows(environment: Environment, bounds: PeriodBounds, onProgress: (share: number) => void): Promise<ReportCell[][]> {
  const rows = await loadAllPages(async (page, perPage) => {
    const data = await fetchQuery<TaskReportExportQuery>(environment, exportQuery, { page, perPage, ...bounds }, { fetchPolicy: 'network-only' }).toPromise();
    if (!data?.viewer) throw new Error('sem sessão');
    return data.viewer.company.taskReport;
  }, onProgress);
  return rows.map(taskRow);
}

function CountTable({ title, counts }: { title: string; counts: TaskReportPage_report$data['taskReport']['byStatus'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      {counts.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma tarefa no período.
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Tbody>
            {counts.map((count) => (
              <Table.Tr key={count.key}>
                <Table.Td>{count.label}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {count.count.toLocaleString('pt-BR')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function Report({ viewer }: TaskReportPageQuery['response']) {
  const environment = useRelayEnvironment();
  const headers = taskReportHeaders(useCompanyTerms().customer);
  const [data, refetch] = useRefetchableFragment<TaskReportRefetchQuery, TaskReportPage_report$key>(reportFragment, viewer?.company ?? null);
  const [isRefetching, startTransition] = useTransition();
  if (!data) return null;
  const report = data.taskReport;

  const onPeriodChange = (bounds: PeriodBounds) =>
    startTransition(() => {
      refetch(bounds, REFETCH_OPTIONS);
    });
  const loadTable = async (bounds: PeriodBounds, onProgress: (share: number) => void): Promise<ReportTable> => ({
    title: 'Tarefas',
    headers,
    rows: await loadAllRows(environment, bounds, onProgress),
  });

  const preview = report.rows.map(taskRow);
  return (
    <Stack gap="md">
      <ReportToolbar label="Período de criação" onPeriodChange={onPeriodChange} loadTable={loadTable} fileBase="relatorio-tarefas" />
      <Stack gap="md" style={{ opacity: isRefetching ? 0.6 : 1 }} aria-busy={isRefetching}>
        <Text size="sm" c="dimmed" data-testid="task-report-total">
          {report.total === 0 ? 'Nenhuma tarefa no período' : `${report.total.toLocaleString('pt-BR')} ${report.total === 1 ? 'tarefa' : 'tarefas'} no período`}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <CountTable title="Por situação" counts={report.byStatus} />
          <CountTable title="Por responsável" counts={report.byAssignee} />
          <CountTable title="Por quadro" counts={report.byBoard} />
          <CountTable title="Por prioridade" counts={report.byPriority} />
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb="sm">
            Pré-visualização
          </Text>
          <ReportPreviewTable label="Pré-visualização do relatório de tarefas" headers={headers} rows={preview} empty="Nenhuma tarefa no período." minWidth={1100} />
        </Paper>
      </Stack>
    </Stack>
  );
}

/** /reports/tasks: tasks created in a period by status, assignee, board and priority, with CSV and XLSX exports. */
export function TaskReportPage() {
  return (
    <ReportScreen<TaskReportPageQuery> crumb="Tarefas" title="Relatório de tarefas" query={query}>
      {(data) => <Report {...data} />}
    </ReportScreen>
  );
}

export const Component = TaskReportPage;
