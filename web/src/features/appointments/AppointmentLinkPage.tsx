import { Alert, Button, Stack, Text } from '@mantine/core';
import dayjs from '../../lib/dayjs';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { QueryScreen } from '../../ui/QueryScreen';
import type { AppointmentLinkPageCancelMutation } from './__generated__/AppointmentLinkPageCancelMutation.graphql';
import type { AppointmentLinkPageConfirmMutation } from './__generated__/AppointmentLinkPageConfirmMutation.graphql';
import type { AppointmentLinkPageQuery } from './__generated__/AppointmentLinkPageQuery.graphql';
import { PublicFrame } from './PublicFrame';

export const query = graphql`
  query AppointmentLinkPageQuery($token: String!) {
    publicAppointment(token: $token) {
      startsAt
      professionalName
      companyName
      status
      statusText
    }
  }
`;

const confirmMutation = graphql`
  mutation AppointmentLinkPageConfirmMutation($input: AppointmentTokenInput!) {
    confirmAppointmentByToken(input: $input) {
      appointment {
        status
        statusText
      }
      fullMessages
    }
  }
`;

const cancelMutation = graphql`
  mutation AppointmentLinkPageCancelMutation($input: AppointmentTokenInput!) {
    cancelAppointmentByToken(input: $input) {
      appointment {
        status
        statusText
      }
      fullMessages
    }
  }
`;

type Action = 'confirm' | 'cancel';
export const actionOf = (value: string | undefined): Action => (value === 'cancel' ? 'cancel' : 'confirm');

function Answer({ token, action, statusText }: { token: string; action: Action; statusText: string }) {
  const [confirm, confirming] = useMutationPromise<AppointmentLinkPageConfirmMutation>(confirmMutation);
  const [cancel, canceling] = useMutationPromise<AppointmentLinkPageCancelMutation>(cancelMutation);
  const [key] = useIdempotencyKey();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async () => {
    setError(null);
    const config = { variables: { input: { token } }, skipErrorToast: true, idempotencyKey: key };
    try {
      const payload = action === 'confirm' ? (await confirm(config)).confirmAppointmentByToken : (await cancel(config)).cancelAppointmentByToken;
      if (payload.appointment) setDone(payload.appointment.statusText);
      else setError(payload.fullMessages[0] ?? 'Não foi possível responder. Tente de novo.');
    } catch {
      setError('Não foi possível responder. Tente de novo.');
    }
  };

  if (done) {
    return (
      <Alert color={action === 'confirm' ? 'teal' : 'gray'} variant="light" role="status">
        {action === 'confirm' ? 'Presença confirmada. Até lá!' : 'Atendimento cancelado.'} Situação: {done}.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Situação atual: {statusText}
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Button color={action === 'confirm' ? 'teal' : 'red'} loading={confirming || canceling} onClick={() => void answer()}>
        {action === 'confirm' ? 'Confirmar presença' : 'Cancelar atendimento'}
      </Button>
    </Stack>
  );
}

/** /appointments/{token}/confirm and /cancel: the reminder's links, answered without signing in. */
export function AppointmentLinkPage() {
  const { token = '', action } = useParams();
  const chosen = actionOf(action);
  return (
    <QueryScreen<AppointmentLinkPageQuery> query={query} failure="Não foi possível carregar o atendimento.">
      {(data) => {
        const appointment = data.publicAppointment;
        if (!appointment) {
          return (
            <PublicFrame companyName={null} title="Lembrete de atendimento">
              <Text>Este link não vale mais.</Text>
            </PublicFrame>
          );
        }
        const when = (
          <Text>
            {dayjs(appointment.startsAt).format('dddd, D [de] MMMM [às] HH:mm')} com {appointment.professionalName}.
          </Text>
        );
        // Cancelled, by the patient or the practice: nothing is left to confirm or cancel.
        if (appointment.status === 'CANCELED') {
          return (
            <PublicFrame companyName={appointment.companyName} title="Atendimento cancelado">
              {when}
              <Alert color="gray" variant="light" role="status">
                Este atendimento foi cancelado.
              </Alert>
            </PublicFrame>
          );
        }
        return (
          <PublicFrame companyName={appointment.companyName} title={chosen === 'confirm' ? 'Confirmar presença' : 'Cancelar atendimento'}>
            {when}
            <Answer token={token} action={chosen} statusText={appointment.statusText} />
          </PublicFrame>
        );
      }}
    </QueryScreen>
  );
}

export const Component = AppointmentLinkPage;
