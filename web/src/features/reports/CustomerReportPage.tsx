import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTransition } from 'react';
import {
  fetchQuery,
  graphql,
  readInlineData,
  useRefetchableFragment,
  useRelayEnvironment,
} from 'react-relay';
import type { Environment } from 'relay-runtime';
import { zonedDate } from '@practice/common';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { displayAnswer, typeOf } from '../customers/answers';
import type { CustomerReportExportQuery } from './__generated__/CustomerReportExportQuery.graphql';
import type { CustomerReportPage_customer$key } from './__generated__/CustomerReportPage_customer.graphql';
import type { CustomerReportPageQuery, CustomerReportPageQuery$data } from './__generated__/CustomerReportPageQuery.graphql';
import type { CustomerReportPreview_company$data, CustomerReportPreview_company$key } from './__generated__/CustomerReportPreview_company.graphql';
import type { CustomerReportPreviewRefetchQuery } from './__generated__/CustomerReportPreviewRefetchQuery.graphql';
import type { PeriodBounds } from './periods';
import { loadAllPages } from './exporter';
import { ReportPreviewTable } from './ReportPreviewTable';
import { ReportScreen } from './ReportScreen';
import { REFETCH_OPTIONS, ReportToolbar } from './ReportToolbar';
import { slug, type ReportCell, type ReportTable } from './table';

export const query = graphql`
  query CustomerReportPageQuery {
    viewer {
      company {
        customerFields {
          databaseId
          question
          answerType
          options
        }
        ...CustomerReportPreview_company
      }
    }
  }
`;

/** One row of the report, read the same way by the preview and by the export. */
const rowFragment = graphql`
  fragment CustomerReportPage_customer on Customer @inline {
    databaseId
    name
    createdAt
    answers {
      field {
        databaseId
      }
      values
    }
  }
`;

const previewFragment = graphql`
  fragment CustomerReportPreview_company on Company
  @refetchable(queryName: "CustomerReportPreviewRefetchQuery")
  @argumentDefinitions(createdFrom: { type: "String" }, createdTo: { type: "String" }) {
    reportCustomers(first: 10, createdFrom: $createdFrom, createdTo: $createdTo) {
      totalCount
      edges {
        node {
          ...CustomerReportPage_customer
        }
      }
    }
  }
`;

const exportQuery = graphql`
  query CustomerReportExportQuery($page: Int!, $perPage: Int!, $createdFrom: String, $createdTo: String) {
    viewer {
      company {
        reportCustomerRows(page: $page, perPage: $perPage, createdFrom: $createdFrom, createdTo: $createdTo) {
          totalCount
          customers {
            ...CustomerReportPage_customer
          }
        }
      }
    }
  }
`;

type Field = NonNullable<CustomerReportPageQuery$data['viewer']>['company']['customerFields'][number];

/** Spec §9: ID, Nome, Data de Cadastro, then one column per question of the form. */
export function reportHeaders(fields: ReadonlyArray<Field>): string[] {
  return ['ID', 'Nome', 'Data de Cadastro', ...fields.map((field) => field.question)];
}

export function reportRow(key: CustomerReportPage_customer$key, fields: ReadonlyArray<Field>): ReportCell[] {
  const customer = readInlineData(rowFragment, key);
  const answers = new Map(customer.answers.map((answer) => [answer.field.databaseId, answer.values]));
  return [
    customer.databaseId,
    customer.name,
    { date: zonedDate(new Date(customer.createdAt as string)) },
    ...fields.map((field): ReportCell => {
      const values = answers.get(field.databaseId) ?? [];
      if (values.length === 0) return null;
      if (typeOf(field) === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(values[0]!)) return { date: values[0]! };
      return displayAnswer(field, values);
    }),
  ];
}

/** Every customer of the period, in the export's pages. */
async function loadAllRows(environment: Environment, bounds: PeriodBounds, fields: ReadonlyArray<Field>, onProgress: (share: number) => void): Promise<ReportCell[][]> {
  const customers = await loadAllPages(async (page, perPage) => {
    const data = await fetchQuery<CustomerReportExportQuery>(environment, exportQuery, { page, perPage, ...bounds }, { fetchPolicy: 'network-only' }).toPromise();
    if (!data?.viewer) throw new Error('sem sessão');
    const { totalCount, customers: rows } = data.viewer.company.reportCustomerRows;
    return { totalCount, rows };
  }, onProgress);
  return customers.map((customer) => reportRow(customer, fields));
}

function Preview({ data, fields }: { data: CustomerReportPreview_company$data; fields: ReadonlyArray<Field> }) {
  const headers = reportHeaders(fields);
  const rows = data.reportCustomers.edges.map((edge) => reportRow(edge.node, fields));
  const total = data.reportCustomers.totalCount;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Pré-visualização</Text>
        <Text size="sm" c="dimmed" data-testid="report-total">
          {total === 0 ? 'Nenhum registro no período' : `Mostrando ${rows.length} de ${total.toLocaleString('pt-BR')} ${total === 1 ? 'registro' : 'registros'}`}
        </Text>
      </Group>
      <ReportPreviewTable label="Pré-visualização do relatório" headers={headers} rows={rows} empty="Nenhum cadastro neste período." minWidth={headers.length * 140} nowrapColumns={3} />
    </Paper>
  );
}

function Report({ viewer }: CustomerReportPageQuery['response']) {
  const terms = useCompanyTerms();
  const environment = useRelayEnvironment();
  const [isRefetching, startTransition] = useTransition();
  const [preview, refetch] = useRefetchableFragment<CustomerReportPreviewRefetchQuery, CustomerReportPreview_company$key>(
    previewFragment,
    viewer?.company ?? null,
  );

  if (!viewer || !preview) return null;
  const fields = viewer.company.customerFields;

  const onPeriodChange = (bounds: PeriodBounds) =>
    startTransition(() => {
      refetch(bounds, REFETCH_OPTIONS);
    });
  const loadTable = async (bounds: PeriodBounds, onProgress: (share: number) => void): Promise<ReportTable> => ({
    title: terms.customerPlural,
    headers: reportHeaders(fields),
    rows: await loadAllRows(environment, bounds, fields, onProgress),
  });

  return (
    <Stack gap="md">
      <ReportToolbar label="Período de cadastro" onPeriodChange={onPeriodChange} loadTable={loadTable} fileBase={`relatorio-${slug(terms.customerPlural)}`} />
      <div style={{ opacity: isRefetching ? 0.6 : 1 }} aria-busy={isRefetching}>
        <Preview data={preview} fields={fields} />
      </div>
      <Text size="xs" c="dimmed">
        A exportação traz todos os {lowerFirst(terms.customerPlural)} do período, com uma coluna por pergunta do formulário.
      </Text>
    </Stack>
  );
}

/** /reports/customers: registrations in a period, a preview and CSV or XLSX exports of every row. */
export function CustomerReportPage() {
  const terms = useCompanyTerms();
  return (
    <ReportScreen<CustomerReportPageQuery> crumb={terms.customerPlural} title={`Relatório de ${lowerFirst(terms.customerPlural)}`} query={query}>
      {(data) => <Report {...data} />}
    </ReportScreen>
  );
}

export const Component = CustomerReportPage;
