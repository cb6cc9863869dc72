import { Button, Center, Paper, Select, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import type { ActivityHistoryPageQuery } from './__generated__/ActivityHistoryPageQuery.graphql';
import type { ActivityTimeline_company$key } from './__generated__/ActivityTimeline_company.graphql';
import { ActivityEntry, EVENT_COLORS } from './ActivityEntry';
import {
  DEFAULT_PERIOD,
  EVENT_OPTIONS,
  HISTORY_LOAD_FAILED,
  HISTORY_PAGE_SIZE,
  PERIOD_OPTIONS,
  periodStart,
  type ActivityEventValue,
  type ActivityPeriod,
} from './filters';

export const query = graphql`
  query ActivityHistoryPageQuery($itemTypes: [String!], $fromDate: String) {
    viewer {
      company {
        ...ActivityTimeline_company @arguments(itemTypes: $itemTypes, fromDate: $fromDate)
      }
    }
  }
`;

const fragment = graphql`
  fragment ActivityTimeline_company on Company
  @refetchable(queryName: "ActivityTimelineRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 50 }
    after: { type: "String" }
    events: { type: "[ActivityEvent!]" }
    itemTypes: { type: "[String!]" }
    fromDate: { type: "String" }
  ) {
    activityHistory(first: $first, after: $after, events: $events, itemTypes: $itemTypes, fromDate: $fromDate)
      @connection(key: "ActivityTimeline_activityHistory") {
      edges {
        node {
          databaseId
          event
          ...ActivityEntry_activity
        }
      }
    }
  }
`;

export type TimelineOptions = {
  /** The kinds of record offered in the filter; with `scope`, the only ones ever shown. */
  itemTypes: { value: string; label: string }[];
  /** Limits the history to `itemTypes` whatever the filter says (the company log). */
  scope?: boolean;
};

const ALL = '';

function Entries({ company, options }: { company: ActivityTimeline_company$key; options: TimelineOptions }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, company);
  const [period, setPeriod] = useState<ActivityPeriod>(DEFAULT_PERIOD);
  const [event, setEvent] = useState<string>(ALL);
  const [itemType, setItemType] = useState<string>(ALL);
  const [isRefetching, startTransition] = useTransition();

  const apply = (next: { period: ActivityPeriod; event: string; itemType: string }) => {
    setPeriod(next.period);
    setEvent(next.event);
    setItemType(next.itemType);
    const scoped = options.scope ? options.itemTypes.map((type) => type.value) : null;
    startTransition(() => {
      refetch(
        {
          first: HISTORY_PAGE_SIZE,
          fromDate: periodStart(next.period),
          events: next.event === ALL ? null : [next.event as ActivityEventValue],
          itemTypes: next.itemType === ALL ? scoped : [next.itemType],
        },
        {
          fetchPolicy: 'network-only',
          onComplete: (error) => {
            if (error) notify.error(HISTORY_LOAD_FAILED, { id: `load-failure:${HISTORY_LOAD_FAILED}` });
          },
        },
      );
    });
  };

  const edges = data.activityHistory.edges;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" maw={720}>
        <Select
          label="Período"
          data={PERIOD_OPTIONS}
          value={period}
          onChange={(value) => value && apply({ period: value as ActivityPeriod, event, itemType })}
          allowDeselect={false}
        />
        <Select
          label="Tipo de evento"
          data={[{ value: ALL, label: 'Todos' }, ...EVENT_OPTIONS]}
          value={event}
          onChange={(value) => apply({ period, event: value ?? ALL, itemType })}
          allowDeselect={false}
        />
        <Select
          label="Tipo de item"
          data={[{ value: ALL, label: 'Todos' }, ...options.itemTypes]}
          value={itemType}
          onChange={(value) => apply({ period, event, itemType: value ?? ALL })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} opacity={isRefetching ? 0.6 : 1} aria-busy={isRefetching}>
        {edges.length === 0 ? (
          <Center py="xl">
            <Stack align="center" gap={6}>
              <IconHistory size={32} stroke={1.5} aria-hidden />
              <Text c="dimmed" size="sm">
                Nenhuma atividade encontrada neste período.
              </Text>
            </Stack>
          </Center>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {edges.map(({ node }) => (
              <Timeline.Item key={node.databaseId} color={EVENT_COLORS[node.event] ?? 'gray'}>
                <ActivityEntry activity={node} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {hasNext && (
          <Center mt="lg">
            <Button
              variant="light"
              loading={isLoadingNext}
              onClick={() =>
                loadNext(HISTORY_PAGE_SIZE, {
                  onComplete: (error) => {
                    if (error) notify.error(HISTORY_LOAD_FAILED, { id: `load-failure:${HISTORY_LOAD_FAILED}` });
                  },
                })
              }
            >
              Carregar mais
            </Button>
          </Center>
        )}
      </Paper>
    </Stack>
  );
}

/** The history with its filters, 50 entries at a time, from the query the route started. */
export function ActivityTimeline({ options }: { options: TimelineOptions }) {
  return (
    <QueryScreen<ActivityHistoryPageQuery> query={query} failure={HISTORY_LOAD_FAILED}>
      {({ viewer }) => (viewer ? <Entries company={viewer.company} options={options} /> : null)}
    </QueryScreen>
  );
}
