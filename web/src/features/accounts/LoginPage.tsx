import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Transition } from '@mantine/core';
import { useDocumentTitle, useTimeout } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconClockExclamation, IconLock, IconMail } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isLoginNotice, type LoginNotice } from '../../lib/notices';
import { paths } from '../../lib/paths';
import { isSessionValid, saveSession } from '../../lib/session';
import { commitDeferredMutation, preloadRelay } from '../../relay/deferred';
import { PRODUCT_NAME } from '../../ui/Brand';
import { notify } from '../../ui/notify';
import type { LoginPageMutation } from './__generated__/LoginPageMutation.graphql';
import { AuthHeading } from './AuthHeading';
import { PasswordField } from './PasswordField';
import { signInDestination } from './signInDestination';
import { REQUIRED_MESSAGE } from '../../ui/useFieldValidation';
import type { VerifiedSignIn } from './TwoFactorStep';

// Only users with two-step sign-in see the code step: it loads once the password proves right.
const TwoFactorStep = lazy(() => import('./TwoFactorStep').then((module) => ({ default: module.TwoFactorStep })));

/** Spec section 9: login notices stay on screen for 10 seconds. */
export const NOTICE_DURATION_MS = 10_000;

const SIGN_IN_FAILED = 'Erro ao autenticar. Tente novamente.';

const NOTICE_ALERTS: Record<Exclude<LoginNotice, 'signed_out'>, { color: string; icon: typeof IconAlertCircle; text: string }> = {
  session_expired: {
    color: 'orange',
    icon: IconClockExclamation,
    text: 'Sua sessão expirou. Faça login novamente.',
  },
  invalid_reset_token: {
    color: 'red',
    icon: IconAlertCircle,
    text: 'Token de recuperação inválido ou expirado.',
  },
  password_reset: {
    color: 'teal',
    icon: IconCircleCheck,
    text: 'Senha alterada com sucesso. Entre com a sua nova senha.',
  },
};

const mutation = graphql`
  mutation LoginPageMutation($input: SignInInput!) {
    signIn(input: $input) {
      errors
      twoFactorRequired
      challenge
      twoFactorSetupRequired
      session {
        accessToken
        client
        expiry
        tokenType
        uid
      }
      viewer {
        id
        accountType
        onboardingCompleted
        company {
          id
          subscriptionStatus {
            suspended
          }
        }
      }
    }
  }
`;

function useLoginNotice(): LoginNotice | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice] = useState(() => {
    const value = searchParams.get('notice');
    return isLoginNotice(value) ? value : null;
  });
  const toasted = useRef(false);

  useEffect(() => {
    if (notice === 'signed_out' && !toasted.current) {
      toasted.current = true;
      notify.success('Sessão finalizada com segurança', { id: 'signed-out' });
    }
    // A reload must not bring the notice back once it has been shown.
    if (notice) {
      setSearchParams(
        (params) => {
          params.delete('notice');
          return params;
        },
        { replace: true },
      );
    }
  }, [notice, setSearchParams]);

  return notice;
}

function NoticeAlert({ notice }: { notice: LoginNotice | null }) {
  const [visible, setVisible] = useState(notice !== null && notice !== 'signed_out');
  const { start } = useTimeout(() => setVisible(false), NOTICE_DURATION_MS);
  useEffect(() => {
    if (visible) start();
  }, [visible, start]);

  if (notice === null || notice === 'signed_out') return null;
  const { color, icon: Icon, text } = NOTICE_ALERTS[notice];
  return (
    <Transition mounted={visible} transition="fade" duration={300}>
      {(styles) => (
        <Alert style={styles} color={color} variant="light" icon={<Icon size={20} />} role="status">
          {text}
        </Alert>
      )}
    </Transition>
  );
}

export function Component() {
  useDocumentTitle(`Entrar · ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = useLoginNotice();
  const [alreadySignedIn] = useState(() => isSessionValid());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [signingIn, setSigningIn] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const relayRequested = useRef(false);

  if (alreadySignedIn) return <Navigate to={paths.landing()} replace />;

  // The form shows without Relay; its code is fetched as soon as the visitor starts typing.
  function requestRelay() {
    if (relayRequested.current) return;
    relayRequested.current = true;
    preloadRelay();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    if (email.trim() === '' || password === '') {
      setShowRequired(true);
      return;
    }
    setSigningIn(true);
    try {
      const { signIn: payload } = await commitDeferredMutation<LoginPageMutation>(mutation, {
        variables: { input: { email: email.trim(), password } },
        skipErrorToast: true,
      });
      if (payload.twoFactorRequired && payload.challenge) {
        setChallenge(payload.challenge);
        return;
      }
      if (!payload.session || !payload.viewer) {
        setErrors(payload.errors.length > 0 ? payload.errors : [SIGN_IN_FAILED]);
        return;
      }
      saveSession(payload.session);
      // A company that demands two-step sign-in sends a user without it to set it up first.
      navigate(payload.twoFactorSetupRequired ? paths.security() : signInDestination(payload.viewer, searchParams.get('redirectTo')), { replace: true });
    } catch {
      setErrors([SIGN_IN_FAILED]);
    } finally {
      setSigningIn(false);
    }
  }

  function signedInWithCode(payload: VerifiedSignIn) {
    if (!payload.session || !payload.viewer) return;
    saveSession(payload.session);
    navigate(signInDestination(payload.viewer, searchParams.get('redirectTo')), { replace: true });
  }

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={signedInWithCode}
          onBack={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title="Acesse sua conta" subtitle="Que bom ter você de volta! Entre com seu e-mail e senha." />
      <NoticeAlert notice={notice} />
      {errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          <Stack gap={2}>
            {errors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            placeholder="seu@email.com.br"
            leftSection={<IconMail size={18} />}
            value={email}
            onChange={(event) => {
              requestRelay();
              setEmail(event.currentTarget.value);
            }}
            error={showRequired && email.trim() === '' ? REQUIRED_MESSAGE : undefined}
            data-autofocus
            autoFocus
          />
          <Stack gap={6}>
            <PasswordField
              label="Senha"
              placeholder="Sua senha"
              leftSection={<IconLock size={18} />}
              value={password}
              onChange={(event) => {
                requestRelay();
                setPassword(event.currentTarget.value);
              }}
              error={showRequired && password === '' ? REQUIRED_MESSAGE : undefined}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={paths.forgotPassword()} size="sm">
                Esqueci minha senha
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={signingIn}>
            Entrar
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        Ainda não tem uma conta?{' '}
        <Anchor component={Link} to={paths.signup()} fw={600}>
          Criar conta
        </Anchor>
      </Text>
    </Stack>
  );
}
