import {
  Alert,
  Anchor,
  Box,
  Button,
  Grid,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isPlanIdentifier, PASSWORD_RULE, PLAN_NAMES, type PlanIdentifier } from '@practice/common';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { saveSession } from '../../lib/session';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { PRODUCT_NAME } from '../../ui/Brand';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import type { SignupPageMutation, SignupPageMutation$data } from './__generated__/SignupPageMutation.graphql';
import type { SignupPageQuery, SignupPageQuery$data } from './__generated__/SignupPageQuery.graphql';
import { PasswordField } from './PasswordField';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import { planTitle } from '../plans/plans';
import { SignupPlanPanel } from './SignupPlanPanel';
import { SignupPlanSwitcher } from './SignupPlanSwitcher';

const FAILED = 'Erro ao criar conta. Por favor, tente novamente.';
export const PLANS_LOAD_FAILED = 'Erro ao carregar os planos';

export const query = graphql`
  query SignupPageQuery {
    plans {
      id
      identifier
      name
      valueCents
      ...SignupPlanPanel_plan
      ...SignupPlanSwitcher_plans
    }
  }
`;

const mutation = graphql`
  mutation SignupPageMutation($input: SignUpInput!) {
    signUp(input: $input) {
      session {
        accessToken
        client
        expiry
        tokenType
        uid
      }
      viewer {
        id
        onboardingCompleted
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

type FieldErrors = SignupPageMutation$data['signUp']['errors'];

/** The inputs each server error key highlights (spec section 5). */
function highlighted(errors: FieldErrors) {
  const fields = new Set(errors.map((error) => error.field));
  return {
    name: fields.has('customer_name'),
    email: fields.has('customer_email') || fields.has('customer_email_confirmation'),
    password: fields.has('customer_password') || fields.has('customer_password_confirmation'),
  };
}

function SignupForm({ plan }: { plan: PlanIdentifier }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emailConfirmation, setEmailConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>([]);
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [signUp, signingUp] = useMutationPromise<SignupPageMutation>(mutation);
  const marked = highlighted(errors);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    setMessages([]);
    try {
      const { signUp: payload } = await signUp({
        variables: {
          input: {
            planIdentifier: plan === 'free' ? 'FREE' : plan === 'lean' ? 'LEAN' : 'TEAM',
            customerName: name,
            customerEmail: email,
            customerEmailConfirmation: emailConfirmation,
            customerPassword: password,
            customerPasswordConfirmation: passwordConfirmation,
          },
        },
        skipErrorToast: true,
      });
      if (payload.session) {
        saveSession(payload.session);
        navigate(paths.onboardingProfile(), { replace: true });
        return;
      }
      const listed =
        payload.fullMessages.length > 0 ? payload.fullMessages : payload.errors.flatMap((error) => error.messages);
      if (listed.length === 0) {
        notify.error(FAILED);
        return;
      }
      setErrors(payload.errors);
      setMessages(listed);
    } catch {
      notify.error(FAILED);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Cadastro">
      <Stack gap="md">
        {messages.length > 0 && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={20} />}
            title="Ops! Vamos corrigir rapidinho:"
            role="alert"
          >
            <List size="sm" spacing={2}>
              {messages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput
          label="Nome completo"
          placeholder="Seu nome completo"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={marked.name}
          aria-invalid={marked.name}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="E-mail"
            type="email"
            placeholder="seu@email.com.br"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={marked.email}
            aria-invalid={marked.email}
          />
          <TextInput
            label="Confirme seu e-mail"
            type="email"
            placeholder="Digite o e-mail novamente"
            autoComplete="email"
            value={emailConfirmation}
            onChange={(event) => setEmailConfirmation(event.currentTarget.value)}
            error={marked.email}
            aria-invalid={marked.email}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Box>
            <PasswordField
              label="Senha"
              description={PASSWORD_RULE}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={marked.password}
              aria-invalid={marked.password}
            />
            <PasswordStrengthBar password={password} />
          </Box>
          <PasswordField
            label="Confirme sua senha"
            description="Repita a senha escolhida"
            autoComplete="new-password"
            value={passwordConfirmation}
            onChange={(event) => setPasswordConfirmation(event.currentTarget.value)}
            error={marked.password}
            aria-invalid={marked.password}
          />
        </SimpleGrid>
        <Button
          type="submit"
          size="lg"
          fullWidth
          mt="xs"
          disabled={signingUp}
          styles={{
            root: { height: 'auto', minHeight: 50, paddingBlock: 10 },
            label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'center' },
          }}
          leftSection={signingUp ? <Loader size={18} color="gray" /> : undefined}
        >
          {signingUp
            ? 'Aguarde'
            : plan === 'free'
              ? 'Criar Conta Grátis - Sem Cartão'
              : 'Começar Teste Grátis - 10 Dias'}
        </Button>
      </Stack>
    </form>
  );
}

function SignupScreen({ data }: { data: SignupPageQuery$data }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('plan');
  const identifier: PlanIdentifier = isPlanIdentifier(requested) ? requested : 'free';
  const plan =
    data.plans.find((candidate) => candidate.identifier.toLowerCase() === identifier) ?? data.plans[0];
  const formPlan: PlanIdentifier = plan ? (plan.identifier.toLowerCase() as PlanIdentifier) : 'free';

  return (
    <Grid gap={{ base: 'xl', md: 48 }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1} fz="md" fw={700} c="var(--mantine-primary-color-filled)">
              Plano {plan ? planTitle(plan) : PLAN_NAMES.free}
            </Title>
            <Text component="p" fz={{ base: 26, sm: 32 }} fw={800} lh={1.2} m={0}>
              Cadastre-se agora
            </Text>
            <Text c="dimmed">e comece a se organizar em menos de 60 segundos</Text>
          </Stack>
          <SignupForm plan={formPlan} />
          <Text size="sm" c="dimmed" ta="center">
            Já tem uma conta?{' '}
            <Anchor component={Link} to={paths.login()} fw={600}>
              Entrar
            </Anchor>
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          {plan && <SignupPlanPanel plan={plan} />}
          <SignupPlanSwitcher plans={data.plans} current={formPlan} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The route table checks the plan in the address and starts the query (routes.tsx, screenQueries.signup). */
export function Component() {
  useDocumentTitle(`Criar conta · ${PRODUCT_NAME}`);
  return (
    <QueryScreen<SignupPageQuery> query={query} failure={PLANS_LOAD_FAILED}>
      {(data) => <SignupScreen data={data} />}
    </QueryScreen>
  );
}
