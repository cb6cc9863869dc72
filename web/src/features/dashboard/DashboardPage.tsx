import { Anchor, Badge, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDownRight,
  IconArrowUpRight,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClockExclamation,
  IconPlus,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { firstName } from '../../lib/viewer';
import { counted } from '../../lib/text';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import { ActivityEntry } from '../activity/ActivityEntry';
import { AttendanceCard, TodayAgenda } from '../appointments/DashboardAgenda';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

export const DASHBOARD_LOAD_FAILED = 'Erro ao carregar estatísticas do dashboard';

// The chart library is loaded by this route only, after the figures are on screen.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

export const query = graphql`
  query DashboardPageQuery($today: String!, $monthFrom: String!, $monthTo: String!) {
    ...DashboardAgenda_query @arguments(today: $today, monthFrom: $monthFrom, monthTo: $monthTo)
    viewer {
      name
      company {
        dashboard {
          customers {
            total
            thisMonth
            lastMonth
            changePercent
            trend
          }
          tasks {
            total
            pending
            completed
            dueToday
            overdue
            completionRate
          }
          ...DashboardCharts_dashboard
          recentActivities {
            ...ActivityEntry_activity
          }
        }
      }
    }
  }
`;

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

function StatCard({
  title,
  value,
  icon: CardIcon,
  color,
  to,
  children,
}: {
  title: string;
  value: number;
  icon: Icon;
  color: string;
  to: string;
  children?: ReactNode;
}) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="md" style={{ color: 'inherit', textDecoration: 'none' }} aria-label={`${title}: ${value}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fz={30} fw={700} lh={1.1}>
            {value.toLocaleString('pt-BR')}
          </Text>
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          <CardIcon size={24} stroke={1.7} aria-hidden />
        </ThemeIcon>
      </Group>
      {children && <Group gap={6} mt="sm">{children}</Group>}
    </Paper>
  );
}

function Dashboard(data: DashboardPageQuery['response']) {
  const { viewer } = data;
  const terms = useCompanyTerms();
  if (!viewer) return null;
  const { customers, tasks, recentActivities } = viewer.company.dashboard;
  const up = customers.trend === 'UP';

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard title={terms.customerPlural} value={customers.total} icon={IconUsers} color="blue" to={paths.customers()}>
          {customers.lastMonth > 0 ? (
            <Badge color={up ? 'teal' : 'red'} variant="light" leftSection={up ? <IconArrowUpRight size={14} aria-hidden /> : <IconArrowDownRight size={14} aria-hidden />}>
              {percent(customers.changePercent)}
            </Badge>
          ) : (
            // Against an empty month a percentage says nothing: the registrations are simply new.
            customers.thisMonth > 0 && (
              <Badge color="teal" variant="light">
                novo
              </Badge>
            )
          )}
          <Text size="xs" c="dimmed">
            {customers.thisMonth.toLocaleString('pt-BR')} neste mês
          </Text>
        </StatCard>
        <StatCard title="Tarefas" value={tasks.total} icon={IconChecklist} color="violet" to={paths.boards()}>
          <Text size="xs" c="dimmed">
            {counted(tasks.pending, 'pendente', 'pendentes')} · {counted(tasks.completed, 'concluída', 'concluídas')} · {percent(tasks.completionRate)} de conclusão
          </Text>
        </StatCard>
        <StatCard title="Vencem hoje" value={tasks.dueToday} icon={IconClockExclamation} color="orange" to={paths.calendar()}>
          <Text size="xs" c={tasks.dueToday > 0 ? 'orange' : 'dimmed'}>
            {tasks.dueToday > 0 ? 'Tarefas para concluir até o fim do dia' : 'Nenhuma tarefa vence hoje'}
          </Text>
        </StatCard>
        <StatCard title="Atrasadas" value={tasks.overdue} icon={IconAlertTriangle} color="red" to={paths.calendar()}>
          <Text size="xs" c={tasks.overdue > 0 ? 'red' : 'dimmed'}>
            {tasks.overdue > 0 ? 'Tarefas com o prazo vencido' : 'Nenhuma tarefa atrasada'}
          </Text>
        </StatCard>
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TodayAgenda query={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AttendanceCard query={data} />
        </Grid.Col>
      </Grid>

      <Suspense fallback={<Skeleton h={300} radius="md" />}>
        <DashboardCharts dashboard={viewer.company.dashboard} />
      </Suspense>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="md" h="100%">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Atividades recentes
            </Title>
            <Anchor component={Link} to={paths.activityHistory()} size="sm">
              Ver histórico
            </Anchor>
          </Group>
          {recentActivities.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma atividade registrada ainda.
            </Text>
          ) : (
            <Stack gap="sm">
              {recentActivities.map((activity, index) => (
                <ActivityEntry key={index} activity={activity} showChanges={false} />
              ))}
            </Stack>
          )}
        </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md" h="100%">
          <Title order={2} fz="lg" mb="sm">
            Ações rápidas
          </Title>
          <Stack gap="xs">
            <Button component={Link} to={paths.customerAdd()} variant="light" justify="flex-start" leftSection={<IconUserPlus size={18} aria-hidden />}>
              Cadastrar {lowerFirst(terms.customer)}
            </Button>
            <Button component={Link} to={paths.taskAdd()} variant="light" justify="flex-start" leftSection={<IconPlus size={18} aria-hidden />}>
              Nova tarefa
            </Button>
            <Button component={Link} to={paths.reports()} variant="light" justify="flex-start" leftSection={<IconChartBar size={18} aria-hidden />}>
              Relatórios
            </Button>
            <Button component={Link} to={paths.calendar()} variant="light" justify="flex-start" leftSection={<IconCalendarEvent size={18} aria-hidden />}>
              Prazos das tarefas
            </Button>
          </Stack>
          <Group gap="md" mt="md">
            <Anchor component={Link} to={paths.customers()} size="sm">
              Ver {lowerFirst(terms.customerPlural)}
            </Anchor>
            <Anchor component={Link} to={paths.boards()} size="sm">
              Ver quadros de tarefas
            </Anchor>
          </Group>
        </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /dashboard: the figures of the company, its charts, the latest activities and quick actions. */
export function DashboardPage() {
  return (
    <QueryScreen<DashboardPageQuery> query={query} failure={DASHBOARD_LOAD_FAILED}>
      {(data) => (
        <>
          <PageHeader title={`Olá, ${firstName(data.viewer?.name)}`} description="Veja como estão as coisas hoje." />
          <Dashboard {...data} />
        </>
      )}
    </QueryScreen>
  );
}

export const Component = DashboardPage;
