import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { APPOINTMENT_STATUS_LABELS } from '@practice/common';
import { IconUserCheck } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { DashboardAgenda_query$key } from './__generated__/DashboardAgenda_query.graphql';
import { attendanceRate, formatRate, statusKey } from './agenda';

// A limited user's answers hold only their own appointments (the api's rule); an admin's, everyone's.
const fragment = graphql`
  fragment DashboardAgenda_query on Query
  @argumentDefinitions(today: { type: "String!" }, monthFrom: { type: "String!" }, monthTo: { type: "String!" }) {
    viewer {
      accountType
    }
    today: appointments(from: $today, to: $today) {
      id
      startsAt
      endsAt
      status
      customer {
        name
      }
      professional {
        name
      }
    }
    month: appointments(from: $monthFrom, to: $monthTo, statuses: [ATTENDED, MISSED]) {
      status
    }
  }
`;

const time = (iso: string) => dayjs(iso).format('HH:mm');

/** The attendance of the month so far: attended / (attended + missed). */
export function AttendanceCard({ query }: { query: DashboardAgenda_query$key }) {
  const data = useFragment(fragment, query);
  const rate = formatRate(attendanceRate(data.month.map((appointment) => appointment.status)));
  const attended = data.month.filter((appointment) => appointment.status === 'ATTENDED').length;
  const missed = data.month.length - attended;
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Comparecimento no mês: ${rate}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            Comparecimento no mês
          </Text>
          <Text fz={30} fw={700} lh={1.1} data-testid="attendance-rate">
            {rate}
          </Text>
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" color="green">
          <IconUserCheck size={24} stroke={1.7} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        {attended + missed === 0 ? 'Nenhum atendimento marcado como atendido ou falta' : `${attended} atendido${attended === 1 ? '' : 's'} · ${missed} falta${missed === 1 ? '' : 's'}`}
      </Text>
    </Paper>
  );
}

/** Today's appointments by time, with their status; the agenda opens on today. */
export function TodayAgenda({ query }: { query: DashboardAgenda_query$key }) {
  const data = useFragment(fragment, query);
  const everyone = data.viewer?.accountType !== 'LIMITED';
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Agenda de hoje
        </Title>
        <Anchor component={Link} to={paths.agenda(dayjs().format('YYYY-MM-DD'))} size="sm">
          Abrir agenda
        </Anchor>
      </Group>
      {data.today.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum atendimento hoje.
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Atendimentos de hoje">
          {data.today.map((appointment) => {
            const status = APPOINTMENT_STATUS_LABELS[statusKey(appointment.status)];
            return (
              <Group key={appointment.id} component="li" gap="sm" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Text fw={600} size="sm" w={96} style={{ flexShrink: 0 }}>
                  {time(appointment.startsAt)}–{time(appointment.endsAt)}
                </Text>
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" truncate>
                    {appointment.customer.name}
                  </Text>
                  {everyone && (
                    <Text size="xs" c="dimmed" truncate>
                      {appointment.professional.name}
                    </Text>
                  )}
                </Stack>
                <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
                  {status.text}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
