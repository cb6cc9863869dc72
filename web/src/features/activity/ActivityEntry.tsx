import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { PRACTICE_TIME_ZONE } from '@practice/common';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useCompanyTerms } from '../../lib/terms';
import { paths } from '../../lib/paths';
import type { ActivityEntry_activity$key } from './__generated__/ActivityEntry_activity.graphql';

const fragment = graphql`
  fragment ActivityEntry_activity on Activity {
    event
    eventText
    summary
    userName
    itemType
    customerDatabaseId
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

/**
 * One entry of the history: a sentence saying what was done to which record, who did it and when,
 * the customer it concerns (a link to their page), and what changed, as the api words them.
 */
export function ActivityEntry({ activity, showChanges = true }: { activity: ActivityEntry_activity$key; showChanges?: boolean }) {
  const data = useFragment(fragment, activity);
  const terms = useCompanyTerms();
  const when = new Date(data.createdAt as string).toLocaleString('pt-BR', { timeZone: PRACTICE_TIME_ZONE });
  // A removed customer's own rows still name it, but its page is gone.
  const customerGone = data.itemType === 'Customer' && data.event === 'DESTROY';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {data.summary}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge color={EVENT_COLORS[data.event] ?? 'gray'} variant="light" size="xs">
          {data.eventText}
        </Badge>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {data.userName}
          {data.customerName && (
            <>
              {' · '}
              {terms.customer}:{' '}
              {data.customerDatabaseId && !customerGone ? (
                <Anchor component={Link} to={paths.customer(data.customerDatabaseId)} size="xs">
                  {data.customerName}
                </Anchor>
              ) : (
                data.customerName
              )}
            </>
          )}
          {' · '}
          <time dateTime={data.createdAt as string} title={when}>
            {data.relativeTime}
          </time>
        </Text>
      </Group>
      {showChanges && data.changes.length > 0 && (
        <List size="xs" spacing={2} withPadding c="dimmed">
          {data.changes.map((change, index) => (
            <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
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
