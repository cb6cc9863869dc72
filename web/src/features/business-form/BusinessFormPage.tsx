import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { getEnvironment } from '../../relay/environment';
import { PageLoader } from '../../ui/PageLoader';
import { LoadBoundary } from '../business/LoadBoundary';
import type { BusinessFormPageQuery } from './__generated__/BusinessFormPageQuery.graphql';
import { FormBuilder } from './FormBuilder';
import { loadFailedMessage } from './messages';

export const query = graphql`
  query BusinessFormPageQuery {
    viewer {
      company {
        ...FormBuilder_company
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<BusinessFormPageQuery> };

export function loader(): LoaderData {
  // Another user of the company may have changed the form since it was last seen here.
  return { queryRef: loadQuery<BusinessFormPageQuery>(getEnvironment(), query, {}, { fetchPolicy: 'store-and-network' }) };
}

function BusinessForm({ queryRef }: LoaderData) {
  const { viewer } = usePreloadedQuery<BusinessFormPageQuery>(query, queryRef);
  if (!viewer) return null;
  return <FormBuilder company={viewer.company} />;
}

/** /business/form: the questions asked when a customer is registered. */
export function BusinessFormPage() {
  const { queryRef } = useLoaderData() as LoaderData;
  const terms = useCompanyTerms();
  const revalidator = useRevalidator();
  return (
    <Stack gap="lg" maw={760}>
      <Text c="dimmed">
        As perguntas que aparecem ao cadastrar um(a) {lowerFirst(terms.customer)}, nesta ordem. Arraste uma pergunta para mudar o
        lugar dela; cada alteração é salva na hora.
      </Text>
      <LoadBoundary
        message={loadFailedMessage(lowerFirst(terms.company))}
        onRetry={() => void revalidator.revalidate()}
        resetKey={queryRef}
      >
        <Suspense fallback={<PageLoader />}>
          <BusinessForm queryRef={queryRef} />
        </Suspense>
      </LoadBoundary>
    </Stack>
  );
}

export const Component = BusinessFormPage;
