import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { DashboardCharts_dashboard$key } from './__generated__/DashboardCharts_dashboard.graphql';

const fragment = graphql`
  fragment DashboardCharts_dashboard on Dashboard {
    notesPerMonth {
      label
      count
    }
    tasksPerWeek {
      label
      created
      completed
    }
    taskDistribution {
      status
      label
      color
      count
    }
  }
`;

/** Every month (or week) labelled, so the axis is evenly spaced instead of skipping the ones that would touch. */
const EVERY_TICK = { interval: 0 } as const;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The dashboard's three charts; this module pulls in the chart library, so only the dashboard loads it. */
export default function DashboardCharts({ dashboard }: { dashboard: DashboardCharts_dashboard$key }) {
  const data = useFragment(fragment, dashboard);
  const slices = data.taskDistribution.filter((slice) => slice.count > 0).map((slice) => ({ name: slice.label, value: slice.count, color: `${slice.color}.6` }));
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="dashboard-charts">
      <ChartCard title="Anotações por mês">
        <BarChart
          h={220}
          data={data.notesPerMonth.map((month) => ({ mês: month.label, Anotações: month.count }))}
          dataKey="mês"
          series={[{ name: 'Anotações', color: 'blue.6' }]}
          tickLine="y"
          gridAxis="y"
          xAxisProps={EVERY_TICK}
          withTooltip
        />
      </ChartCard>
      <ChartCard title="Tarefas por semana">
        <LineChart
          h={220}
          data={data.tasksPerWeek.map((week) => ({ semana: week.label, Criadas: week.created, Concluídas: week.completed }))}
          dataKey="semana"
          series={[
            { name: 'Criadas', color: 'violet.6' },
            { name: 'Concluídas', color: 'teal.6' },
          ]}
          curveType="monotone"
          xAxisProps={EVERY_TICK}
          withLegend
          tickLine="y"
          gridAxis="y"
        />
      </ChartCard>
      <ChartCard title="Distribuição das tarefas">
        {slices.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            Nenhuma tarefa ainda.
          </Text>
        ) : (
          <Group justify="center" wrap="wrap" gap="lg">
            <DonutChart data={slices} size={160} thickness={26} withTooltip tooltipDataSource="segment" />
            <Stack gap={4}>
              {data.taskDistribution.map((slice) => (
                <Group key={slice.status} gap={8} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{ width: 10, height: 10, borderRadius: 5, background: `var(--mantine-color-${slice.color}-6)`, display: 'inline-block' }}
                  />
                  <Text size="sm">
                    {slice.label}: {slice.count.toLocaleString('pt-BR')}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
