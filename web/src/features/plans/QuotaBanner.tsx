import { Alert, Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import type { QuotaBanner_company$key } from './__generated__/QuotaBanner_company.graphql';
import { customersUsage, quotaLevel } from './quota';

const fragment = graphql`
  fragment QuotaBanner_company on Company {
    plan {
      identifier
    }
    customersQuota {
      customersCount
      customersLimit
      exceededCustomersLimit
    }
  }
`;

/** On the free plan, a warning from 96% of the customer limit, and at the limit (spec section 4). */
export function QuotaBanner({ company }: { company: QuotaBanner_company$key }) {
  const data = useFragment(fragment, company);
  const terms = useCompanyTerms();
  if (data.plan.identifier !== 'FREE') return null;
  const { customersCount, customersLimit } = data.customersQuota;
  const usage = customersUsage(customersCount, customersLimit);
  const level = quotaLevel(usage);
  if (level === 'ok' || usage === null) return null;
  const people = lowerFirst(terms.customerPlural);
  const full = level === 'full';

  return (
    <Alert
      variant="light"
      color={full ? 'red' : 'orange'}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={full ? `Você atingiu o limite de ${customersLimit} ${people} do plano Gratuito` : `Você já usou ${usage}% do limite do plano Gratuito`}
      mb="lg"
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          {full
            ? `Para cadastrar novos ${people}, faça upgrade para um plano pago.`
            : `São ${customersCount} de ${customersLimit} ${people}. Faça upgrade para não parar de cadastrar.`}
        </Text>
        <Group gap="md" align="center" wrap="wrap">
          <Progress value={usage} color={full ? 'red' : 'orange'} w={{ base: '100%', sm: 240 }} aria-label={`${usage}% do limite usado`} />
          <Anchor component={Link} to={paths.subscription()} size="sm" fw={600}>
            Ver planos e fazer upgrade
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
