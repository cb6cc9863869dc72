import { Stack, Text } from '@mantine/core';
import { graphql } from 'react-relay';
import { customerTerm, the, useCompanyTerms } from '../../lib/terms';
import { QueryScreen } from '../../ui/QueryScreen';
import type { CustomerFieldsPageQuery } from './__generated__/CustomerFieldsPageQuery.graphql';
import { FormBuilder } from './FormBuilder';
import { loadFailedMessage } from './messages';

export const query = graphql`
  query CustomerFieldsPageQuery {
    viewer {
      company {
        ...FormBuilder_company
      }
    }
  }
`;

/** /business/form: the questions asked when a customer is registered. */
export function CustomerFieldsPage() {
  const terms = useCompanyTerms();
  return (
    <Stack gap="lg" maw={760}>
      <Text c="dimmed">
        As perguntas que aparecem ao cadastrar {the(customerTerm(terms), 'um')}, nesta ordem. Arraste uma pergunta para mudar o
        lugar dela; cada alteração é salva na hora.
      </Text>
      <QueryScreen<CustomerFieldsPageQuery> query={query} failure={loadFailedMessage(terms)}>
        {({ viewer }) => (viewer ? <FormBuilder company={viewer.company} /> : null)}
      </QueryScreen>
    </Stack>
  );
}

export const Component = CustomerFieldsPage;
