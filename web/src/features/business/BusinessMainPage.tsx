import { Autocomplete, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconDeviceFloppy } from '@tabler/icons-react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import { lowerFirst, upperFirst, useCompanyTerms } from '../../lib/terms';
import { getEnvironment } from '../../relay/environment';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import type { BusinessMainPageImageMutation } from './__generated__/BusinessMainPageImageMutation.graphql';
import type { BusinessMainPageQuery } from './__generated__/BusinessMainPageQuery.graphql';
import type { BusinessMainPageRemoveImageMutation } from './__generated__/BusinessMainPageRemoveImageMutation.graphql';
import type { BusinessMainPageTermsMutation } from './__generated__/BusinessMainPageTermsMutation.graphql';
import { ImageUpload, UPLOAD_FAILED, UPLOAD_SUCCESS } from './ImageUpload';
import { LoadBoundary } from './LoadBoundary';
import { COMPANY_TERM_SUGGESTIONS, CUSTOMER_TERM_SUGGESTIONS } from './termSuggestions';

export const LOAD_FAILED = 'Erro ao carregar informações da empresa';
export const INVALID_FORM = 'Preencha corretamente todos os campos para prosseguir (verifique os obrigatórios)';
const REQUIRED = 'Campo obrigatório';

const query = graphql`
  query BusinessMainPageQuery {
    viewer {
      id
      company {
        id
        companyTreatment
        customerTreatment
        imageUrl
      }
    }
  }
`;

// Every word the app shows comes back, so the menu and titles change as soon as the store does.
const termsMutation = graphql`
  mutation BusinessMainPageTermsMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        id
        companyTreatment
        companyTreatmentPlural
        customerTreatment
        customerTreatmentPlural
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

// Both image mutations return the header badge's fragment, so the logo there changes with the store.
const imageMutation = graphql`
  mutation BusinessMainPageImageMutation($input: UpdateCompanyImageInput!) {
    updateCompanyImage(input: $input) {
      company {
        id
        ...CompanyBadge_company
      }
      fullMessages
    }
  }
`;

const removeImageMutation = graphql`
  mutation BusinessMainPageRemoveImageMutation {
    removeCompanyImage {
      company {
        id
        ...CompanyBadge_company
      }
      fullMessages
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<BusinessMainPageQuery> };

export function loader(): LoaderData {
  return { queryRef: loadQuery<BusinessMainPageQuery>(getEnvironment(), query, {}, { fetchPolicy: 'store-and-network' }) };
}

function CompanyImage({ imageUrl }: { imageUrl: string | null | undefined }) {
  const [upload, uploading] = useMutationPromise<BusinessMainPageImageMutation>(imageMutation);
  const [remove, removing] = useMutationPromise<BusinessMainPageRemoveImageMutation>(removeImageMutation);

  async function send(file: File) {
    try {
      const { updateCompanyImage } = await upload({
        variables: { input: { image: null } },
        uploadables: { 'input.image': file },
        skipErrorToast: true,
      });
      if (updateCompanyImage.fullMessages.length > 0) notify.error(UPLOAD_FAILED, { title: updateCompanyImage.fullMessages.join(' ') });
      else notify.success(UPLOAD_SUCCESS);
    } catch {
      notify.error(UPLOAD_FAILED);
    }
  }

  async function drop() {
    try {
      await remove({ variables: {} });
    } catch {
      // The global catalogue has told the user already.
    }
  }

  return (
    <ImageUpload
      label="Logotipo"
      src={imageUrl}
      radius="md"
      placeholder={<IconBuildingStore size={28} stroke={1.5} aria-hidden />}
      onSelect={(file) => void send(file)}
      onRemove={() => void drop()}
      busy={uploading || removing}
    />
  );
}

function TermsForm({ queryRef }: LoaderData) {
  const { viewer } = usePreloadedQuery<BusinessMainPageQuery>(query, queryRef);
  const terms = useCompanyTerms();
  const [companyTerm, setCompanyTerm] = useState(viewer?.company.companyTreatment ?? '');
  const [customerTerm, setCustomerTerm] = useState(viewer?.company.customerTreatment ?? '');
  const [checked, setChecked] = useState(false);
  const [save, saving] = useMutationPromise<BusinessMainPageTermsMutation>(termsMutation);
  if (!viewer) return null;

  const missing = { company: checked && companyTerm.trim() === '', customer: checked && customerTerm.trim() === '' };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (companyTerm.trim() === '' || customerTerm.trim() === '') {
      notify.error(INVALID_FORM, { id: 'business-main-invalid' });
      return;
    }
    const failed = `Erro ao atualizar a ${lowerFirst(terms.company)}`;
    try {
      const { updateCompany } = await save({
        variables: { input: { companyTreatment: upperFirst(companyTerm.trim()), customerTreatment: upperFirst(customerTerm.trim()) } },
        skipErrorToast: true,
      });
      if (!updateCompany.company) {
        notify.error(updateCompany.fullMessages.join(' ') || failed, { title: failed });
        return;
      }
      notify.success(`${upperFirst(updateCompany.company.companyTreatment)} alterada com sucesso`);
    } catch {
      notify.error(failed);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate aria-labelledby="business-terms-title">
        <Stack gap="lg">
          <CompanyImage imageUrl={viewer.company.imageUrl} />
          <Divider />
          <Stack gap={4}>
            <Title order={2} size="h4" id="business-terms-title">
              Como você chama o seu negócio e quem você atende
            </Title>
            <Text size="sm" c="dimmed">
              Esses termos aparecem no menu, nos títulos e nas mensagens do sistema. Escolha uma sugestão ou escreva o seu.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Autocomplete
              label="Seu negócio é um(a)"
              placeholder="Ex.: Clínica"
              data={COMPANY_TERM_SUGGESTIONS}
              value={companyTerm}
              onChange={setCompanyTerm}
              error={missing.company ? REQUIRED : undefined}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
            <Autocomplete
              label="Quem você atende é um(a)"
              placeholder="Ex.: Paciente"
              data={CUSTOMER_TERM_SUGGESTIONS}
              value={customerTerm}
              onChange={setCustomerTerm}
              error={missing.customer ? REQUIRED : undefined}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /business/main: the company's words for itself and its customers, and its logo. */
export function BusinessMainPage() {
  const { queryRef } = useLoaderData() as LoaderData;
  const revalidator = useRevalidator();
  return (
    <LoadBoundary message={LOAD_FAILED} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
      <Suspense fallback={<PageLoader />}>
        <TermsForm queryRef={queryRef} />
      </Suspense>
    </LoadBoundary>
  );
}

export const Component = BusinessMainPage;
