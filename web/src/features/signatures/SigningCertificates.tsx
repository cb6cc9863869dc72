import { ActionIcon, Badge, Button, FileInput, Group, Loader, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCertificate, IconTrash, IconUpload } from '@tabler/icons-react';
import { formatCpf, noteDateParts } from '@practice/common';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { subjectOf, useAbility } from '../../lib/ability';
import { canSeeReports, useViewer } from '../../lib/viewer';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { notify } from '../../ui/notify';
import type { SigningCertificatesDeleteMutation } from './__generated__/SigningCertificatesDeleteMutation.graphql';
import type { SigningCertificatesQuery } from './__generated__/SigningCertificatesQuery.graphql';
import type { SigningCertificatesUploadMutation } from './__generated__/SigningCertificatesUploadMutation.graphql';

const UPLOAD_FAILED = 'Não foi possível enviar o certificado';
const DELETE_FAILED = 'Não foi possível remover o certificado';
const COMPANY_OWNER = 'company';

const query = graphql`
  query SigningCertificatesQuery {
    signingCertificates {
      id
      owner
      user {
        databaseId
        name
      }
      subjectName
      document
      issuerName
      validFrom
      validTo
    }
    viewer {
      id
      company {
        id
        databaseId
        users(first: 100) {
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
      }
    }
  }
`;

const uploadMutation = graphql`
  mutation SigningCertificatesUploadMutation($input: UploadSigningCertificateInput!) {
    uploadSigningCertificate(input: $input) {
      signingCertificate {
        id
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const deleteMutation = graphql`
  mutation SigningCertificatesDeleteMutation($input: DeleteSigningCertificateInput!) {
    deleteSigningCertificate(input: $input) {
      deletedId
      fullMessages
    }
  }
`;

/** A CPF (11 digits) or CNPJ (14) as it is written. */
function formatDocument(digits: string): string {
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return formatCpf(digits);
}

function CertificatesList({ fetchKey, onChanged }: { fetchKey: number; onChanged: () => void }) {
  const data = useLazyLoadQuery<SigningCertificatesQuery>(query, {}, { fetchKey, fetchPolicy: 'network-only' });
  const [upload, uploading] = useMutationPromise<SigningCertificatesUploadMutation>(uploadMutation);
  const [remove] = useMutationPromise<SigningCertificatesDeleteMutation>(deleteMutation);
  const ability = useAbility();
  const company = data.viewer?.company;
  // A certificate signs in its holder's name: a user's own is theirs to send or remove, the company's an administrator's.
  const mayKeep = (action: 'create' | 'delete', userId: number | null) =>
    company !== undefined && ability.can(action, subjectOf('SigningCertificate', { company_id: company.databaseId, user_id: userId }));
  const owners = [
    ...(mayKeep('create', null) ? [{ value: COMPANY_OWNER, label: 'Empresa' }] : []),
    ...(company?.users.edges ?? []).filter((edge) => mayKeep('create', edge.node.databaseId)).map((edge) => ({ value: edge.node.id, label: edge.node.name ?? '' })),
  ];
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [chosenOwner, setOwner] = useState<string | null>(null);
  const owner = owners.find((option) => option.value === chosenOwner)?.value ?? owners[0]?.value;
  const [errors, setErrors] = useState<{ file?: string; password?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { file: file ? undefined : 'Escolha o arquivo do certificado', password: password ? undefined : 'Informe a senha do certificado' };
    setErrors(missing);
    if (!file || !password) return;
    try {
      const { uploadSigningCertificate: payload } = await upload({
        variables: { input: { file: null, password, userId: owner === COMPANY_OWNER ? null : (owner ?? null) } },
        uploadables: { 'input.file': file },
        skipErrorToast: true,
      });
      if (!payload.signingCertificate) {
        const byField = Object.fromEntries(payload.errors.map((error) => [error.field === 'password' ? 'password' : 'file', error.messages[0]]));
        setErrors(byField);
        if (!byField.file && !byField.password) notify.error(payload.fullMessages[0] ?? UPLOAD_FAILED);
        return;
      }
      notify.success('Certificado digital cadastrado');
      setFile(null);
      setPassword('');
      onChanged();
    } catch {
      notify.error(UPLOAD_FAILED);
    }
  };

  const confirmRemove = (id: string, name: string) =>
    modals.openConfirmModal({
      title: 'Remover certificado',
      children: <Text size="sm">O certificado de {name} deixará de assinar os PDFs. Deseja remover?</Text>,
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { deleteSigningCertificate: payload } = await remove({ variables: { input: { id } }, skipErrorToast: true });
          if (!payload.deletedId) notify.error(payload.fullMessages[0] ?? DELETE_FAILED);
          else onChanged();
        } catch {
          notify.error(DELETE_FAILED);
        }
      },
    });

  return (
    <Stack gap="md">
      {data.signingCertificates.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum certificado digital cadastrado.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Certificados cadastrados">
          {data.signingCertificates.map((certificate) => (
            <Paper key={certificate.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Group gap={6}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {certificate.subjectName}
                    </Text>
                    <Badge size="sm" variant="light" color={certificate.owner === 'COMPANY' ? 'blue' : 'grape'}>
                      {certificate.owner === 'COMPANY' ? 'Empresa' : (certificate.user?.name ?? 'Profissional')}
                    </Badge>
                  </Group>
                  {certificate.document && (
                    <Text size="xs" c="dimmed">
                      {certificate.document.length === 14 ? 'CNPJ' : 'CPF'} {formatDocument(certificate.document)}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    Emitido por {certificate.issuerName} · válido de {noteDateParts(certificate.validFrom).date} a {noteDateParts(certificate.validTo).date}
                  </Text>
                </Stack>
                {mayKeep('delete', certificate.owner === 'COMPANY' ? null : (certificate.user?.databaseId ?? null)) && (
                  <Tooltip label="Remover">
                    <ActionIcon variant="subtle" color="red" aria-label={`Remover certificado de ${certificate.subjectName}`} onClick={() => confirmRemove(certificate.id, certificate.subjectName)}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {owner !== undefined && (
        <form onSubmit={submit} noValidate aria-label="Enviar certificado digital">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <FileInput
                label="Arquivo do certificado (.pfx ou .p12)"
                placeholder="Escolher arquivo"
                accept=".pfx,.p12,application/x-pkcs12"
                value={file}
                onChange={(value) => {
                  setFile(value);
                  setErrors((current) => ({ ...current, file: undefined }));
                }}
                error={errors.file}
                clearable
              />
              <PasswordInput
                label="Senha do certificado"
                autoComplete="off"
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setErrors((current) => ({ ...current, password: undefined }));
                }}
                error={errors.password}
              />
            </SimpleGrid>
            <Select
              label="Titular"
              description="O certificado de um profissional assina as anotações dele; as demais são assinadas com o da empresa. Cada profissional envia o próprio; o da empresa, um administrador."
              data={owners}
              value={owner}
              onChange={(value) => setOwner(value)}
              allowDeselect={false}
              maw={480}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={uploading} leftSection={<IconUpload size={18} aria-hidden />}>
                Enviar certificado
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/**
 * 'Certificado digital' on /business/main, for administrators: the company's and each
 * professional's A1 certificate (ICP-Brasil), which sign the PDFs of locked notes.
 */
export function SigningCertificates() {
  const viewer = useViewer();
  const [fetchKey, setFetchKey] = useState(0);
  if (!canSeeReports(viewer?.accountType)) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-labelledby="signing-certificates-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <IconCertificate size={22} aria-hidden />
            <Title order={2} size="h4" id="signing-certificates-title">
              Certificado digital
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            Com um certificado A1 (ICP-Brasil), as anotações bloqueadas podem ser baixadas em PDF assinado digitalmente. O arquivo e a senha ficam guardados criptografados.
          </Text>
        </Stack>
        <LoadBoundary message="Não foi possível carregar os certificados" resetKey={fetchKey} onRetry={() => setFetchKey((key) => key + 1)}>
          <Suspense fallback={<Loader size="sm" aria-label="Carregando certificados" />}>
            <CertificatesList fetchKey={fetchKey} onChanged={() => setFetchKey((key) => key + 1)} />
          </Suspense>
        </LoadBoundary>
      </Stack>
    </Paper>
  );
}
