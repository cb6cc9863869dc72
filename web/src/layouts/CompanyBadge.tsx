import { Group, Stack, Text, type GroupProps } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../ui/Avatar';
import type { CompanyBadge_company$key } from './__generated__/CompanyBadge_company.graphql';
import classes from './CompanyBadge.module.css';

/**
 * The signed-in company: its image (or a building when none was uploaded), its name (its word for
 * itself until it gives one) and its plan.
 */
export function CompanyBadge({ company, framed = false, ...props }: { company: CompanyBadge_company$key; framed?: boolean } & GroupProps) {
  const data = useFragment(
    graphql`
      fragment CompanyBadge_company on Company {
        imageUrl
        name
        companyTreatment
        plan {
          name
        }
      }
    `,
    company,
  );
  const title = data.name ?? data.companyTreatment;
  return (
    <Group gap="sm" wrap="nowrap" className={classes.root} data-framed={framed || undefined} {...props}>
      <Avatar src={data.imageUrl} alt={title} radius="md" size={36} variant="light">
        <IconBuildingStore size={20} stroke={1.6} aria-hidden />
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" lh={1.3} truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3} truncate>
          Plano {data.plan.name}
        </Text>
      </Stack>
    </Group>
  );
}
