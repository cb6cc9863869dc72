import { Anchor, Breadcrumbs, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTransition } from 'react';
import {
  fetchQuery,
  graphql,
  readInlineData,
  useRefetchableFragment,
  useRelayEnvironment,
} from 'react-relay';
import { Link } from 'react-router';
import type { Environment } from 'relay-runtime';
import { zonedDate } from '@practice/common';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import { displayAnswer, typeOf } from '../customers/answers';
import type { CustomerReportExportQuery } from './__generated__/CustomerReportExportQuery.graphql';
import type { CustomerReportPage_customer$key } from './__generated__/CustomerReportPage_customer.graphql';
import type { CustomerReportPageQuery, CustomerReportPageQuery$data } from './__generated__/CustomerReportPageQuery.graphql';
import type { CustomerReportPreview_company$data, CustomerReportPreview_company$key } from './__generated__/CustomerReportPreview_company.graphql';
import type { CustomerReportPreviewRefetchQuery } from './__generated__/CustomerReportPreviewRefetchQuery.graphql';
import type { PeriodBounds } from './periods';
import { ReportsAccess } from './ReportsAccess';
import { REFETCH_OPTIONS, ReportToolbar } from './ReportToolbar';
import { cellText, REPORT_LOAD_FAILED, slug, type ReportCell, type ReportTable } from './table';

/** Rows per request while exporting: the most the api answers in one page. */
export const EXPORT_PAGE_SIZE = 1000;
const EXPORT_PARALLEL_REQUESTS = 3;

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

/** Every customer of the period, a slice of 250 at a time, a few slices at once. */
async function loadAllRows(
  environment: Environment,
  bounds: PeriodBounds,
  fields: ReadonlyArray<Field>,
  onProgress: (share: number) => void,
): Promise<ReportCell[][]> {
  const fetchPage = async (page: number) => {
    const data = await fetchQuery<CustomerReportExportQuery>(environment, exportQuery, { page, perPage: EXPORT_PAGE_SIZE, ...bounds }, { fetchPolicy: 'network-only' }).toPromise();
    if (!data?.viewer) throw new Error('sem sessão');
    return data.viewer.company.reportCustomerRows;
  };
  const first = await fetchPage(1);
  const pages = Math.ceil(first.totalCount / EXPORT_PAGE_SIZE);
  const rows: ReportCell[][][] = [first.customers.map((customer) => reportRow(customer, fields))];
  let loaded = 1;
  onProgress(pages === 0 ? 1 : loaded / pages);
  for (let start = 2; start <= pages; start += EXPORT_PARALLEL_REQUESTS) {
    const batch = Array.from({ length: Math.min(EXPORT_PARALLEL_REQUESTS, pages - start + 1) }, (_, index) => start + index);
    const results = await Promise.all(
      batch.map(async (page) => {
        const result = await fetchPage(page);
        loaded += 1;
        onProgress(loaded / pages);
        return result;
      }),
    );
    batch.forEach((page, index) => {
      rows[page - 1] = results[index]!.customers.map((customer) => reportRow(customer, fields));
    });
  }
  return rows.flat();
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
      <ScrollArea type="auto">
        <Table striped withTableBorder highlightOnHover miw={headers.length * 140} aria-label="Pré-visualização do relatório">
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header} style={{ whiteSpace: 'nowrap' }}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={headers.length}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    Nenhum cadastro neste período.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, index) => (
                    <Table.Td key={index} style={{ whiteSpace: index < 3 ? 'nowrap' : undefined }}>
                      {cellText(cell)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
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
    <>
      <Breadcrumbs mb="xs" fz="sm">
        <Anchor component={Link} to="/reports">
          Relatórios
        </Anchor>
        <Text size="sm">{terms.customerPlural}</Text>
      </Breadcrumbs>
      <PageHeader title={`Relatório de ${lowerFirst(terms.customerPlural)}`} />
      <ReportsAccess>
        <QueryScreen<CustomerReportPageQuery> query={query} failure={REPORT_LOAD_FAILED}>
          {(data) => <Report {...data} />}
        </QueryScreen>
      </ReportsAccess>
    </>
  );
}

export const Component = CustomerReportPage;
