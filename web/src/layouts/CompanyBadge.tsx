import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyBadge_company$key } from './__generated__/CompanyBadge_company.graphql';

/** The signed-in company at the top of the menu: its image and its word for itself, with the plan. */
export function CompanyBadge({ company }: { company: CompanyBadge_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyBadge_company on Company {
        imageUrl
        companyTreatment
        plan {
          name
        }
      }
    `,
    company,
  );
  return (
    <Group gap="sm" wrap="nowrap" p="xs" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Avatar src={data.imageUrl} alt="" radius="md" size={40} color="brand" variant="light">
        <IconBuildingStore size={22} stroke={1.6} aria-hidden />
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {data.companyTreatment}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          Plano {data.plan.name}
        </Text>
      </Stack>
    </Group>
  );
}
