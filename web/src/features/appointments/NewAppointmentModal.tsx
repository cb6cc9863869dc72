import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import dayjs from '../../lib/dayjs';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { useCompanyTerms } from '../../lib/terms';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { CustomerSelect } from '../../ui/CustomerSelect';
import type { NewAppointmentModalMutation } from './__generated__/NewAppointmentModalMutation.graphql';
import { AGENDA_MESSAGES, durationOf, isoOf, refusal } from './agenda';

const createMutation = graphql`
  mutation NewAppointmentModalMutation($input: CreateAppointmentInput!) {
    createAppointment(input: $input) {
      appointment {
        id
      }
      fullMessages
    }
  }
`;

/** The time clicked or dragged over on the agenda; a month's day has no time, so 09:00 is offered. */
export type NewSlot = { start: Date; end: Date; allDay: boolean };

const DEFAULT_MINUTES = 50;

type Props = {
  slot: NewSlot | null;
  onClose: () => void;
  onCreated: () => void;
  /** The professionals an admin chooses from; null for a limited user, who books for themselves. */
  professionals: { value: string; label: string }[] | null;
  professionalId: string | null;
};

/** Schedules an appointment, or a weekly series, at the time picked on the agenda. */
export function NewAppointmentModal({ slot, onClose, onCreated, professionals, professionalId }: Props) {
  const terms = useCompanyTerms();
  const [create, saving] = useMutationPromise<NewAppointmentModalMutation>(createMutation);
  const [key, renewKey] = useIdempotencyKey();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(professionalId);
  const [time, setTime] = useState('09:00');
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES);
  const [weekly, setWeekly] = useState(false);
  const [count, setCount] = useState<number>(4);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!slot) return;
    setCustomerId(null);
    setUserId(professionalId);
    setTime(slot.allDay ? '09:00' : dayjs(slot.start).format('HH:mm'));
    setMinutes(slot.allDay ? DEFAULT_MINUTES : durationOf(slot.start, slot.end, DEFAULT_MINUTES));
    setWeekly(false);
    setCount(4);
    setNotes('');
    setError(null);
  }, [slot, professionalId]);

  const submit = async () => {
    if (!slot) return;
    if (!customerId) {
      setError(`Escolha ${terms.customer.toLowerCase()}.`);
      return;
    }
    const [hours, mins] = time.split(':').map(Number) as [number, number];
    const start = dayjs(slot.start).hour(hours).minute(mins).second(0).millisecond(0);
    const end = start.add(minutes, 'minute');
    const input = {
      customerId,
      userId: professionals ? userId : null,
      startsAt: isoOf(start.toDate()),
      endsAt: isoOf(end.toDate()),
      notes: notes.trim() || null,
      recurrence: weekly ? { frequency: 'WEEKLY' as const, count } : null,
    };
    try {
      const answer = await create({ variables: { input }, skipErrorToast: true, idempotencyKey: key });
      const message = refusal(answer.createAppointment);
      if (message) {
        setError(message);
        return;
      }
      renewKey();
      notify.success(AGENDA_MESSAGES.created);
      onCreated();
      onClose();
    } catch {
      setError(AGENDA_MESSAGES.failed);
    }
  };

  return (
    <Modal opened={slot !== null} onClose={onClose} title="Novo atendimento" centered>
      {slot && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {dayjs(slot.start).format('dddd, D [de] MMMM [de] YYYY')}
            </Text>
            <CustomerSelect value={customerId} onChange={setCustomerId} required data-autofocus comboboxProps={{ zIndex: 1000 }} />
            {professionals && (
              <Select label="Profissional" data={professionals} value={userId} onChange={setUserId} searchable required comboboxProps={{ zIndex: 1000 }} />
            )}
            <Group grow gap="sm" align="flex-start">
              <TextInput label="Início" type="time" value={time} onChange={(event) => setTime(event.currentTarget.value)} required />
              <NumberInput label="Duração (min)" min={5} max={720} step={5} value={minutes} onChange={(value) => setMinutes(Number(value) || DEFAULT_MINUTES)} required />
            </Group>
            <Checkbox label="Repetir semanalmente" checked={weekly} onChange={(event) => setWeekly(event.currentTarget.checked)} />
            {weekly && (
              <NumberInput label="Quantas semanas" description="Contando esta, até 52." min={2} max={52} value={count} onChange={(value) => setCount(Number(value) || 2)} />
            )}
            <Textarea label="Observações" autosize minRows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" loading={saving}>
                Agendar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
