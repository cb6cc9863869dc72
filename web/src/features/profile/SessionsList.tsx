import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { graphql, useFragment } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { SessionsListRevokeMutation } from './__generated__/SessionsListRevokeMutation.graphql';
import type { SessionsListRevokeOthersMutation } from './__generated__/SessionsListRevokeOthersMutation.graphql';
import type { SessionsList_viewer$key } from './__generated__/SessionsList_viewer.graphql';

export const SESSION_ENDED = 'Sessão encerrada';
export const OTHER_SESSIONS_ENDED = 'As outras sessões foram encerradas';
export const END_FAILED = 'Erro ao encerrar a sessão';

const revokeMutation = graphql`
  mutation SessionsListRevokeMutation($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      revokedSessionIds @deleteRecord
      viewer {
        id
        ...SessionsList_viewer
      }
    }
  }
`;

const revokeOthersMutation = graphql`
  mutation SessionsListRevokeOthersMutation {
    revokeOtherSessions {
      revokedSessionIds @deleteRecord
      viewer {
        id
        ...SessionsList_viewer
      }
    }
  }
`;

const PHONES = /iPhone|iPad|Android/;

/** The devices the user is signed in on, this one first marked, each with 'Encerrar'. */
export function SessionsList(props: { viewer: SessionsList_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SessionsList_viewer on User {
        sessions {
          id
          device
          ip
          lastUsedAt
          current
        }
      }
    `,
    props.viewer,
  );
  const [revoke, revoking] = useMutationPromise<SessionsListRevokeMutation>(revokeMutation);
  const [revokeOthers, revokingOthers] = useMutationPromise<SessionsListRevokeOthersMutation>(revokeOthersMutation);
  const sessions = viewer.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  async function end(sessionId: string) {
    try {
      await revoke({ variables: { input: { sessionId } }, skipErrorToast: true });
      notify.success(SESSION_ENDED);
    } catch {
      notify.error(END_FAILED);
    }
  }

  async function endOthers() {
    try {
      await revokeOthers({ variables: {}, skipErrorToast: true });
      notify.success(OTHER_SESSIONS_ENDED);
    } catch {
      notify.error(END_FAILED);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={3} size="h4">
              Sessões ativas
            </Title>
            <Text size="sm" c="dimmed">
              Os dispositivos em que sua conta está conectada. Encerre os que você não reconhece.
            </Text>
          </Stack>
          {others.length > 0 && (
            <Button variant="light" color="red" loading={revokingOthers} onClick={() => void endOthers()} leftSection={<IconLogout size={16} aria-hidden />}>
              Encerrar todas as outras
            </Button>
          )}
        </Group>
        <Stack gap={0} component="ul" aria-label="Sessões ativas" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((session) => {
            const Icon = PHONES.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
            return (
              <Group
                key={session.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Icon size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {session.device}
                      </Text>
                      {session.current && (
                        <Badge size="sm" variant="light" color="teal">
                          Esta sessão
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {session.ip ?? 'Endereço desconhecido'} · último uso em {dayjs(session.lastUsedAt).format('DD/MM/YYYY [às] HH:mm')}
                    </Text>
                  </Stack>
                </Group>
                {!session.current && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    disabled={revoking}
                    onClick={() => void end(session.id)}
                    aria-label={`Encerrar a sessão ${session.device}`}
                    style={{ flexShrink: 0 }}
                  >
                    Encerrar
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
