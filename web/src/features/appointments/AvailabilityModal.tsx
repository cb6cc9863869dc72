import { ActionIcon, Button, Group, Modal, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { notify } from '../../ui/notify';
import type { AvailabilityModalMutation } from './__generated__/AvailabilityModalMutation.graphql';
import type { AvailabilityModalQuery } from './__generated__/AvailabilityModalQuery.graphql';
import { AGENDA_MESSAGES, NARROW_WIDTH, refusal } from './agenda';
import { AVAILABILITY_MESSAGES, WEEKDAYS, newInterval, validateWeek, weekOf, windowsOf, type Week } from './availability';

const query = graphql`
  query AvailabilityModalQuery($userId: ID!) {
    availability(userId: $userId) {
      weekday
      start
      end
    }
  }
`;

const mutation = graphql`
  mutation AvailabilityModalMutation($input: SetAvailabilityInput!) {
    setAvailability(input: $input) {
      availability {
        weekday
        start
        end
      }
      fullMessages
    }
  }
`;

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Everyone an admin may pick; null for a limited user, who sets their own. */
  professionals: { value: string; label: string }[] | null;
  /** Whose hours open first. */
  userId: string;
};

function WeekForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const data = useLazyLoadQuery<AvailabilityModalQuery>(query, { userId }, { fetchPolicy: 'network-only' });
  const [week, setWeek] = useState<Week>(() => weekOf(data.availability));
  const [checked, setChecked] = useState(false);
  const [save, saving] = useMutationPromise<AvailabilityModalMutation>(mutation);
  const errors = checked ? validateWeek(week) : {};

  const change = (weekday: number, update: (day: Week[number]) => Week[number]) =>
    setWeek((current) => current.map((day, index) => (index === weekday ? update(day) : day)));

  const submit = async () => {
    setChecked(true);
    if (Object.keys(validateWeek(week)).length > 0) return;
    try {
      const answer = await save({ variables: { input: { userId, windows: windowsOf(week) } }, skipErrorToast: true });
      const message = refusal(answer.setAvailability);
      if (message) {
        notify.error(message);
        return;
      }
      notify.success(AVAILABILITY_MESSAGES.saved);
      onClose();
    } catch {
      notify.error(AGENDA_MESSAGES.failed);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {WEEKDAYS.map((name, weekday) => (
          <Stack key={name} gap={6} role="group" aria-label={name} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => change(weekday, (day) => [...day, day.length > 0 ? newInterval(day[day.length - 1]!.end, '18:00') : newInterval()])}
                aria-label={`Adicionar horário: ${name}`}
              >
                Adicionar
              </Button>
            </Group>
            {week[weekday]!.length === 0 && (
              <Text size="sm" c="dimmed">
                Sem atendimento
              </Text>
            )}
            {week[weekday]!.map((interval, index) => {
              const set = (field: 'start' | 'end') => (event: React.ChangeEvent<HTMLInputElement>) => {
                const value = event.currentTarget.value;
                change(weekday, (day) => day.map((item) => (item.key === interval.key ? { ...item, [field]: value } : item)));
              };
              return (
                <Group key={interval.key} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    label="Início"
                    aria-label={`${name}: início ${index + 1}`}
                    placeholder="HH:mm"
                    maxLength={5}
                    inputMode="numeric"
                    value={interval.start}
                    onChange={set('start')}
                    error={errors[interval.key]?.start}
                    style={{ flex: 1 }}
                  />
                  <TextInput
                    label="Fim"
                    aria-label={`${name}: fim ${index + 1}`}
                    placeholder="HH:mm"
                    maxLength={5}
                    inputMode="numeric"
                    value={interval.end}
                    onChange={set('end')}
                    error={errors[interval.key]?.end}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    size="lg"
                    aria-label={`Remover horário ${index + 1}: ${name}`}
                    onClick={() => change(weekday, (day) => day.filter((item) => item.key !== interval.key))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar horários
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A professional's weekly hours: the spans of each weekday the online booking offers. */
export function AvailabilityModal({ opened, onClose, professionals, userId: initialUserId }: Props) {
  const narrow = useMediaQuery(`(max-width: ${NARROW_WIDTH - 0.02}px)`);
  const [userId, setUserId] = useState(initialUserId);
  return (
    <Modal opened={opened} onClose={onClose} title="Horários de atendimento" size="lg" fullScreen={narrow}>
      <Stack gap="md">
        {professionals && (
          <Select label="Profissional" data={professionals} value={userId} onChange={(value) => value && setUserId(value)} allowDeselect={false} searchable />
        )}
        <LoadBoundary message={AVAILABILITY_MESSAGES.loadFailed} resetKey={userId}>
          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            {opened && <WeekForm key={userId} userId={userId} onClose={onClose} />}
          </Suspense>
        </LoadBoundary>
      </Stack>
    </Modal>
  );
}
