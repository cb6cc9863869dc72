import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import dayjs from '../../lib/dayjs';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { useCompanyTerms } from '../../lib/terms';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { CustomerSelect } from '../../ui/CustomerSelect';
import type { NewAppointmentModalMutation } from './__generated__/NewAppointmentModalMutation.graphql';
import { AGENDA_MESSAGES, durationOf, isoOf, refusal, seriesCreated } from './agenda';

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

/**
 * Where a new appointment starts: the time clicked, tapped or dragged over on the agenda (a month's
 * day has no time, so 09:00 is offered). `end` is where a drag ended; null takes the clinic's slot.
 * `customer` comes chosen from the customer's page.
 */
export type NewSlot = { start: Date; end: Date | null; allDay: boolean; customer?: { id: string; name: string } };

/** The length of a new appointment when the clinic has not set its slot. */
const DEFAULT_MINUTES = 50;

type Props = {
  slot: NewSlot | null;
  onClose: () => void;
  onCreated: () => void;
  /** The professionals an admin chooses from; null for a limited user, who books for themselves. */
  professionals: { value: string; label: string }[] | null;
  professionalId: string | null;
  /** The clinic's slot (its online booking's), the length a new appointment starts with. */
  slotMinutes: number | null;
};

/** Schedules an appointment, or a weekly series, at the time picked on the agenda. */
export function NewAppointmentModal({ slot, onClose, onCreated, professionals, professionalId, slotMinutes }: Props) {
  const defaultMinutes = slotMinutes ?? DEFAULT_MINUTES;
  const terms = useCompanyTerms();
  const [create, saving] = useMutationPromise<NewAppointmentModalMutation>(createMutation);
  const [key, renewKey] = useIdempotencyKey();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(professionalId);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('09:00');
  const [minutes, setMinutes] = useState<number>(defaultMinutes);
  const [weekly, setWeekly] = useState(false);
  const [count, setCount] = useState<number>(4);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!slot) return;
    setCustomerId(slot.customer?.id ?? null);
    setUserId(professionalId);
    setDay(dayjs(slot.start).format('YYYY-MM-DD'));
    setTime(slot.allDay ? '09:00' : dayjs(slot.start).format('HH:mm'));
    setMinutes(slot.allDay || !slot.end ? defaultMinutes : durationOf(slot.start, slot.end, defaultMinutes));
    setWeekly(false);
    setCount(4);
    setNotes('');
    setError(null);
  }, [slot, professionalId, defaultMinutes]);

  const submit = async () => {
    if (!slot) return;
    if (!customerId) {
      setError(`Escolha ${terms.customer.toLowerCase()}.`);
      return;
    }
    const [hours, mins] = time.split(':').map(Number) as [number, number];
    const start = dayjs(day).hour(hours).minute(mins).second(0).millisecond(0);
    if (!start.isValid()) {
      setError('Escolha a data e o horário.');
      return;
    }
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
      notify.success(weekly ? seriesCreated(start.toDate(), count) : AGENDA_MESSAGES.created);
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
            <CustomerSelect
              value={customerId}
              valueLabel={slot.customer?.name}
              onChange={setCustomerId}
              required
              data-autofocus={slot.customer ? undefined : true}
              comboboxProps={{ zIndex: 1000 }}
            />
            {professionals && (
              <Select label="Profissional" data={professionals} value={userId} onChange={setUserId} searchable required comboboxProps={{ zIndex: 1000 }} />
            )}
            <Group grow gap="sm" align="flex-start">
              <TextInput label="Data" type="date" value={day} onChange={(event) => setDay(event.currentTarget.value)} required />
              <TextInput label="Início" type="time" value={time} onChange={(event) => setTime(event.currentTarget.value)} required />
            </Group>
            <NumberInput
              label="Duração (min)"
              min={5}
              max={720}
              step={5}
              value={minutes}
              onChange={(value) => setMinutes(Number(value) || defaultMinutes)}
              required
              w={{ base: '100%', xs: 'calc(50% - var(--mantine-spacing-sm) / 2)' }}
            />
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
