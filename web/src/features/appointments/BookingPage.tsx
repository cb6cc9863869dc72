import { Alert, Button, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zonedDate } from '@practice/common';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useParams } from 'react-router';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { PhoneField } from '../../ui/PhoneField';
import { QueryScreen } from '../../ui/QueryScreen';
import type { BookingPageMutation, BookingPageMutation$data } from './__generated__/BookingPageMutation.graphql';
import type { BookingPageQuery, BookingPageQuery$data } from './__generated__/BookingPageQuery.graphql';
import type { BookingPageSlotsQuery } from './__generated__/BookingPageSlotsQuery.graphql';
import { bookedWhen, CLINIC_ZONE_NAME, clinicAndLocal, slotName, visitorTimeZone, zoneName } from './clinicTime';
import { PublicFrame } from './PublicFrame';

export const query = graphql`
  query BookingPageQuery($companyHash: String!) {
    bookingPage(companyHash: $companyHash) {
      companyName
      imageUrl
      slotMinutes
      professionals {
        id
        name
      }
    }
  }
`;

const slotsQuery = graphql`
  query BookingPageSlotsQuery($companyHash: String!, $userId: ID!, $date: String!) {
    bookingSlots(companyHash: $companyHash, userId: $userId, date: $date)
  }
`;

const bookMutation = graphql`
  mutation BookingPageMutation($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      booking {
        startsAt
        endsAt
        professionalName
      }
      fullMessages
    }
  }
`;

type Page = NonNullable<BookingPageQuery$data['bookingPage']>;
type Booked = NonNullable<BookingPageMutation$data['bookAppointment']['booking']>;

/** A day's free starts for a professional, asked again when `version` changes (after a refused booking). */
function useSlots(companyHash: string, userId: string | null, date: string, version: number) {
  const environment = useRelayEnvironment();
  const [slots, setSlots] = useState<readonly string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!userId || !date) {
      setSlots(null);
      return;
    }
    setSlots(null);
    setFailed(false);
    const subscription = fetchQuery<BookingPageSlotsQuery>(environment, slotsQuery, { companyHash, userId, date }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setSlots(data.bookingSlots),
      error: () => setFailed(true),
    });
    return () => subscription.unsubscribe();
  }, [environment, companyHash, userId, date, version]);
  return { slots, failed };
}

function BookingForm({ companyHash, page }: { companyHash: string; page: Page }) {
  const [book, saving] = useMutationPromise<BookingPageMutation>(bookMutation);
  const [key, renewKey] = useIdempotencyKey();
  const [userId, setUserId] = useState<string | null>(page.professionals.length === 1 ? page.professionals[0]!.id : null);
  // Days and times are the clinic's, wherever the visitor is: e-mails and the staff read them so.
  const today = useMemo(() => zonedDate(new Date()), []);
  const visitorZone = useMemo(visitorTimeZone, []);
  const [date, setDate] = useState(today);
  const [version, setVersion] = useState(0);
  const { slots, failed } = useSlots(companyHash, userId, date, version);
  const [slot, setSlot] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);

  useEffect(() => setSlot(null), [userId, date]);

  if (booked) {
    return (
      <Alert color="teal" variant="light" title="Agendamento feito" role="status">
        {bookedWhen(booked.startsAt, visitorZone)} com {booked.professionalName}. Você receberá um lembrete por e-mail.
      </Alert>
    );
  }
  const elsewhere = slots?.some((start) => clinicAndLocal(start, visitorZone).local !== null) ?? false;

  const submit = async () => {
    if (!userId || !slot) return;
    setError(null);
    try {
      const answer = await book({
        variables: { input: { companyHash, userId, startsAt: slot, name: name.trim(), email: email.trim(), phone } },
        skipErrorToast: true,
        idempotencyKey: key,
      });
      const { booking, fullMessages } = answer.bookAppointment;
      if (!booking) {
        setError(fullMessages[0] ?? 'Não foi possível agendar. Tente de novo.');
        setSlot(null);
        renewKey();
        setVersion((current) => current + 1);
        return;
      }
      renewKey();
      setBooked(booking);
    } catch {
      setError('Não foi possível agendar. Tente de novo.');
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Select
          label="Profissional"
          placeholder="Escolha"
          data={page.professionals.map((person) => ({ value: person.id, label: person.name }))}
          value={userId}
          onChange={setUserId}
          allowDeselect={false}
          required
        />
        <TextInput label="Data" type="date" value={date} min={today} onChange={(event) => setDate(event.currentTarget.value)} required />
        {userId && (
          <Stack gap={6}>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                Horários livres ({page.slotMinutes} min)
              </Text>
              <Text size="xs" c="dimmed">
                Horários em {CLINIC_ZONE_NAME}.{elsewhere && ` Abaixo de cada um, a hora local no seu fuso (${zoneName(visitorZone)}).`}
              </Text>
            </Stack>
            {failed && <Text size="sm" c="red">Não foi possível carregar os horários.</Text>}
            {!failed && slots === null && <Loader size="sm" aria-label="Carregando horários" />}
            {slots?.length === 0 && (
              <Text size="sm" c="dimmed">
                Nenhum horário livre neste dia. Escolha outra data.
              </Text>
            )}
            {slots && slots.length > 0 && (
              <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label="Horários livres">
                {slots.map((start) => {
                  const { clinic, local } = clinicAndLocal(start, visitorZone);
                  return (
                    <Button
                      key={start}
                      variant={slot === start ? 'filled' : 'default'}
                      aria-pressed={slot === start}
                      aria-label={local ? slotName(start, visitorZone) : undefined}
                      onClick={() => setSlot(start)}
                      px={4}
                      h={elsewhere ? 'auto' : undefined}
                      py={elsewhere ? 6 : undefined}
                      styles={{ label: { flexDirection: 'column', lineHeight: 1.25, overflow: 'visible' } }}
                    >
                      <span>{clinic}</span>
                      {local && (
                        <Text span size="xs" inherit={false} fz={11} opacity={0.8} aria-hidden>
                          {local} local
                        </Text>
                      )}
                    </Button>
                  );
                })}
              </SimpleGrid>
            )}
          </Stack>
        )}
        {slot && (
          <>
            <TextInput label="Nome" value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="name" required />
            <TextInput label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} autoComplete="email" required />
            <PhoneField label="Telefone" value={phone} onChange={setPhone} required />
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" disabled={!slot} loading={saving}>
          Agendar
        </Button>
      </Stack>
    </form>
  );
}

/** /booking/{companyHash}: a practice's public page to book a free time, without signing in. */
export function BookingPage() {
  const { companyHash = '' } = useParams();
  return (
    <QueryScreen<BookingPageQuery> query={query} failure="Não foi possível carregar a página de agendamento.">
      {(data) =>
        data.bookingPage ? (
          <PublicFrame companyName={data.bookingPage.companyName} imageUrl={data.bookingPage.imageUrl} title="Agendamento online">
            <BookingForm companyHash={companyHash} page={data.bookingPage} />
          </PublicFrame>
        ) : (
          <PublicFrame companyName={null} title="Agendamento online">
            <Text>Este endereço não aceita agendamentos online.</Text>
          </PublicFrame>
        )
      }
    </QueryScreen>
  );
}

export const Component = BookingPage;
