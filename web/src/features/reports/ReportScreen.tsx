import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import { ReportsAccess } from './ReportsAccess';
import { REPORT_LOAD_FAILED } from './table';

type Props<Q extends OperationType> = {
  /** The report's name in the breadcrumb after 'Relatórios'. */
  crumb: string;
  title: string;
  query: GraphQLTaggedNode;
  children: (data: Q['response']) => ReactNode;
};

/** A report's page: breadcrumb, title, the reports' access rule, then its data once loaded. */
export function ReportScreen<Q extends OperationType>({ crumb, title, query, children }: Props<Q>) {
  return (
    <>
      <Breadcrumbs mb="xs" fz="sm">
        <Anchor component={Link} to={paths.reports()}>
          Relatórios
        </Anchor>
        <Text size="sm">{crumb}</Text>
      </Breadcrumbs>
      <PageHeader title={title} />
      <ReportsAccess>
        <QueryScreen<Q> query={query} failure={REPORT_LOAD_FAILED}>
          {(data) => children(data)}
        </QueryScreen>
      </ReportsAccess>
    </>
  );
}
