import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isValidPhone } from '@practice/common';
import { IconBriefcase, IconBuildingStore, IconInfoCircle, IconPhone, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { PRODUCT_NAME } from '../../ui/Brand';
import { notify } from '../../ui/notify';
import { joinMessages } from '../accounts/messages';
import { REQUIRED_MESSAGE, useFieldValidation } from '../../ui/useFieldValidation';
import type { OnboardingProfilePageMutation } from './__generated__/OnboardingProfilePageMutation.graphql';
import type { OnboardingProfilePageQuery, OnboardingProfilePageQuery$data } from './__generated__/OnboardingProfilePageQuery.graphql';
import { PhoneField } from '../../ui/PhoneField';
import { QueryScreen } from '../../ui/QueryScreen';
import { COMPANY_NAME_MAX } from '../companies/limits';
import { OTHER_ROLE, ROLE_OPTIONS, roleChoice, roleFromChoice } from './professionalRoles';

const MISSING_REQUIRED = 'Preencha todos os campos obrigatórios para prosseguir';
const SAVE_FAILED = 'Erro ao salvar perfil';
export const LOAD_FAILED = 'Erro ao carregar seu perfil';

/** Spec section 4: onboarding names the company 'Consultório' and the people it serves 'Paciente'. */
const COMPANY_TREATMENT = 'Consultório';
const CUSTOMER_TREATMENT = 'Paciente';

export const query = graphql`
  query OnboardingProfilePageQuery {
    viewer {
      id
      name
      phone
      company {
        id
        name
        professionalRole
        professionalDescription
      }
    }
  }
`;

const mutation = graphql`
  mutation OnboardingProfilePageMutation($input: SaveOnboardingProfileInput!) {
    saveOnboardingProfile(input: $input) {
      viewer {
        id
        name
        phone
        company {
          id
          name
          professionalRole
          professionalDescription
          ...terms_company
        }
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

function OnboardingProfileForm({ viewer }: { viewer: OnboardingProfilePageQuery$data['viewer'] }) {
  const navigate = useNavigate();
  const initialRole = roleChoice(viewer?.company.professionalRole);
  const [roleOption, setRoleOption] = useState<string | null>(initialRole.choice);
  const [otherRole, setOtherRole] = useState(initialRole.other);
  const [name, setName] = useState(viewer?.name ?? '');
  const [description, setDescription] = useState(viewer?.company.professionalDescription ?? '');
  const [phone, setPhone] = useState(viewer?.phone ?? '');
  const [companyName, setCompanyName] = useState(viewer?.company.name ?? '');
  const [showRequired, setShowRequired] = useState(false);
  const phoneField = useFieldValidation(phone, { isValid: isValidPhone });
  const [saveProfile, saving] = useMutationPromise<OnboardingProfilePageMutation>(mutation);

  const role = roleFromChoice(roleOption, otherRole);
  const missing = {
    role: showRequired && roleOption === null,
    otherRole: showRequired && roleOption === OTHER_ROLE && otherRole.trim() === '',
    name: showRequired && name.trim() === '',
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const phoneAcceptable = phoneField.check();
    if (role === '' || name.trim() === '') {
      setShowRequired(true);
      notify.error(MISSING_REQUIRED, { id: 'onboarding-required' });
      return;
    }
    if (!phoneAcceptable) return;
    try {
      const { saveOnboardingProfile: payload } = await saveProfile({
        variables: {
          input: {
            professionalRole: role,
            name: name.trim(),
            professionalDescription: description.trim() || null,
            phone: phone || null,
            companyTreatment: COMPANY_TREATMENT,
            customerTreatment: CUSTOMER_TREATMENT,
            companyName: companyName.trim(),
          },
        },
        skipErrorToast: true,
      });
      if (payload.errors.length > 0 || payload.fullMessages.length > 0) {
        const messages =
          payload.fullMessages.length > 0 ? payload.fullMessages : payload.errors.flatMap((error) => error.messages);
        notify.error(joinMessages(messages), { title: SAVE_FAILED });
        return;
      }
      navigate(paths.onboardingReady());
    } catch {
      notify.error(SAVE_FAILED);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="onboarding-profile-title">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }} id="onboarding-profile-title">
            Conte um pouco sobre você
          </Title>
          <Text c="dimmed">Assim deixamos o sistema pronto para o seu dia a dia. Leva menos de um minuto.</Text>
        </Stack>
        <Stack gap="md">
          <Select
            label="Profissão"
            placeholder="Selecione sua profissão"
            data={ROLE_OPTIONS as string[]}
            value={roleOption}
            onChange={setRoleOption}
            leftSection={<IconBriefcase size={18} />}
            error={missing.role ? REQUIRED_MESSAGE : undefined}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {roleOption === OTHER_ROLE && (
            <TextInput
              label="Qual é a sua profissão?"
              placeholder="Ex.: Fonoaudiólogo(a)"
              value={otherRole}
              onChange={(event) => setOtherRole(event.currentTarget.value)}
              error={missing.otherRole ? REQUIRED_MESSAGE : undefined}
              withAsterisk
              autoFocus
            />
          )}
          <TextInput
            label="Nome"
            placeholder="Seu nome completo"
            autoComplete="name"
            leftSection={<IconUser size={18} />}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={missing.name ? REQUIRED_MESSAGE : undefined}
            withAsterisk
          />
          <TextInput
            label="Nome do consultório"
            description="Opcional. Aparece no topo das telas, nas impressões e nos e-mails."
            placeholder="Ex.: Consultório Dra. Ana Lima"
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
            leftSection={<IconBuildingStore size={18} />}
            value={companyName}
            onChange={(event) => setCompanyName(event.currentTarget.value)}
          />
          <PhoneField
            label="Telefone"
            leftSection={<IconPhone size={18} />}
            value={phone}
            onChange={setPhone}
            error={phoneField.error}
          />
          <Textarea
            label="Descrição"
            description="Opcional. Conte em poucas palavras como você trabalha."
            placeholder="Ex.: Atendimento clínico para adultos, presencial e on-line."
            autosize
            minRows={3}
            maxRows={6}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
        </Stack>
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={20} />}>
          Vamos chamar as pessoas que você atende de pacientes e o seu negócio de consultório. Você pode mudar esses
          termos quando quiser nas configurações do consultório.
        </Alert>
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="gray" onClick={() => navigate(paths.onboardingReady())} disabled={saving}>
            Pular
          </Button>
          <Button type="submit" size="md" loading={saving}>
            Continuar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The route table starts the query (routes.tsx, screenQueries.onboardingProfile). */
export function Component() {
  useDocumentTitle(`Seu perfil · ${PRODUCT_NAME}`);
  return (
    <QueryScreen<OnboardingProfilePageQuery> query={query} failure={LOAD_FAILED}>
      {(data) => <OnboardingProfileForm viewer={data.viewer} />}
    </QueryScreen>
  );
}
