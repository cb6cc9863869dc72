import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { ActivityEntry_activity$key } from './__generated__/ActivityEntry_activity.graphql';

const fragment = graphql`
  fragment ActivityEntry_activity on Activity {
    event
    eventText
    userName
    itemTypeText
    itemName
    customerName
    relativeTime
    createdAt
    changes {
      fieldName
      from
      to
    }
  }
`;

export const EVENT_COLORS: Record<string, string> = { CREATE: 'teal', UPDATE: 'blue', DESTROY: 'red' };

/** A value of the history that was empty on one side of a change. */
const EMPTY_VALUE = '(vazio)';

/** One entry of the history: what happened to which record, who did it, when, and what changed. */
export function ActivityEntry({ activity, showChanges = true }: { activity: ActivityEntry_activity$key; showChanges?: boolean }) {
  const data = useFragment(fragment, activity);
  const when = new Date(data.createdAt as string).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color={EVENT_COLORS[data.event] ?? 'gray'} variant="light" size="sm">
          {data.eventText}
        </Badge>
        <Text size="sm" fw={600}>
          {data.itemTypeText}
          {data.itemName ? `: ${data.itemName}` : ''}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {data.userName}
        {data.customerName && data.customerName !== data.itemName ? ` · ${data.customerName}` : ''} ·{' '}
        <time dateTime={data.createdAt as string} title={when}>
          {data.relativeTime}
        </time>
      </Text>
      {showChanges && data.changes.length > 0 && (
        <List size="xs" spacing={2} withPadding c="dimmed">
          {data.changes.map((change, index) => (
            <List.Item key={index}>
              <Text span size="xs" fw={600} c="var(--mantine-color-text)">
                {change.fieldName}:
              </Text>{' '}
              <Text span size="xs" td={change.from === null ? undefined : 'line-through'}>
                {change.from ?? EMPTY_VALUE}
              </Text>{' '}
              →{' '}
              <Text span size="xs" c="var(--mantine-color-text)">
                {change.to ?? EMPTY_VALUE}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
