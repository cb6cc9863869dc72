import { Button, Flex, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCalendar, IconConfetti, IconNotes, IconUsers } from '@tabler/icons-react';
import { graphql } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { customerTerm, the, termsOf } from '../../lib/terms';
import { firstName } from '../../lib/viewer';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { PRODUCT_NAME } from '../../ui/Brand';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import type { OnboardingReadyPageMutation } from './__generated__/OnboardingReadyPageMutation.graphql';
import type { OnboardingReadyPageQuery, OnboardingReadyPageQuery$data } from './__generated__/OnboardingReadyPageQuery.graphql';

const FINISH_FAILED = 'Erro ao finalizar o onboarding';
export const LOAD_FAILED = 'Erro ao carregar seus dados';

export const query = graphql`
  query OnboardingReadyPageQuery {
    viewer {
      id
      name
      company {
        id
        ...terms_company
      }
    }
  }
`;

const mutation = graphql`
  mutation OnboardingReadyPageMutation {
    completeOnboarding {
      company {
        id
        onboardingCompletedAt
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

function OnboardingReady({ viewer }: { viewer: OnboardingReadyPageQuery$data['viewer'] }) {
  const navigate = useNavigate();
  const [completeOnboarding, finishing] = useMutationPromise<OnboardingReadyPageMutation>(mutation);
  const customerWord = customerTerm(termsOf(viewer?.company));
  const customers = the(customerWord, 'seus', { plural: true });
  const firstCustomers = the(customerWord, 'seus primeiros', { plural: true });

  const highlights = [
    { icon: IconUsers, title: `Cadastre ${customers}`, text: 'Com um formulário de cadastro do seu jeito.' },
    { icon: IconNotes, title: 'Registre anotações', text: 'Bloqueie quando quiser e imprima em PDF.' },
    { icon: IconCalendar, title: 'Organize sua agenda', text: 'Calendário e tarefas no mesmo lugar.' },
  ];

  async function finish() {
    try {
      const { completeOnboarding: payload } = await completeOnboarding({
        variables: {},
        skipErrorToast: true,
        // The layouts decide from the viewer whether onboarding still has to be shown.
        updater: (store, data) => {
          if (data?.completeOnboarding.company) {
            store.getRoot().getLinkedRecord('viewer')?.setValue(true, 'onboardingCompleted');
          }
        },
      });
      if (!payload.company) {
        notify.error(FINISH_FAILED);
        return;
      }
      navigate(paths.landing(), { replace: true });
    } catch {
      notify.error(FINISH_FAILED);
    }
  }

  return (
    <Stack gap="xl" align="stretch">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="brand">
          <IconConfetti size={40} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Tudo pronto, {firstName(viewer?.name)}!
        </Title>
        <Text c="dimmed" maw={460}>
          Sua conta está configurada. Agora é só cadastrar {firstCustomers} e começar a organizar o seu dia.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {highlights.map(({ icon: Icon, title, text }) => (
          <Paper key={title} withBorder radius="md" p="md">
            <Flex gap="sm" direction={{ base: 'row', sm: 'column' }} align="flex-start">
              <ThemeIcon variant="light" color="brand" radius="md" size={36}>
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Flex>
          </Paper>
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={paths.onboardingProfile()}
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={16} />}
        >
          Voltar
        </Button>
        <Button size="md" onClick={finish} loading={finishing}>
          Começar a usar
        </Button>
      </Group>
    </Stack>
  );
}

/** The route table starts the query (routes.tsx, screenQueries.onboardingReady). */
export function Component() {
  useDocumentTitle(`Tudo pronto · ${PRODUCT_NAME}`);
  return (
    <QueryScreen<OnboardingReadyPageQuery> query={query} failure={LOAD_FAILED}>
      {(data) => <OnboardingReady viewer={data.viewer} />}
    </QueryScreen>
  );
}
