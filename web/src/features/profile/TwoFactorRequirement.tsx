import { Paper, Stack, Switch, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { TwoFactorRequirement_company$key } from './__generated__/TwoFactorRequirement_company.graphql';
import type { TwoFactorRequirementMutation } from './__generated__/TwoFactorRequirementMutation.graphql';

export const REQUIRED_ON = 'A verificação em duas etapas agora é exigida de todos os usuários';
export const REQUIRED_OFF = 'A verificação em duas etapas deixou de ser exigida';
export const REQUIREMENT_FAILED = 'Erro ao alterar a exigência da verificação em duas etapas';

const mutation = graphql`
  mutation TwoFactorRequirementMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        id
        requireTwoFactor
      }
      fullMessages
    }
  }
`;

/** An administrator demands two-step sign-in of every user of the company. */
export function TwoFactorRequirement(props: { company: TwoFactorRequirement_company$key }) {
  const company = useFragment(
    graphql`
      fragment TwoFactorRequirement_company on Company {
        id
        requireTwoFactor
      }
    `,
    props.company,
  );
  const [update, saving] = useMutationPromise<TwoFactorRequirementMutation>(mutation);

  async function change(requireTwoFactor: boolean) {
    try {
      const { updateCompany } = await update({
        variables: { input: { requireTwoFactor } },
        optimisticResponse: { updateCompany: { company: { id: company.id, requireTwoFactor }, fullMessages: [] } },
        skipErrorToast: true,
      });
      if (!updateCompany.company) {
        notify.error(REQUIREMENT_FAILED, { title: updateCompany.fullMessages.join(' ') || undefined });
        return;
      }
      notify.success(requireTwoFactor ? REQUIRED_ON : REQUIRED_OFF);
    } catch {
      notify.error(REQUIREMENT_FAILED);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Exigência para a empresa
        </Title>
        <Switch
          checked={company.requireTwoFactor}
          disabled={saving}
          onChange={(event) => void change(event.currentTarget.checked)}
          label="Exigir verificação em duas etapas de todos os usuários"
          description="Quem ainda não a ativou será levado a ativá-la logo depois de entrar e só poderá usar o sistema depois disso."
        />
      </Stack>
    </Paper>
  );
}
