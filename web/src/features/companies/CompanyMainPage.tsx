import { Autocomplete, Button, Divider, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { knownTermGender } from '@practice/common';
import { IconBuildingStore, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { agree, companyTerm, genderOf, lowerFirst, termsOf, upperFirst, useCompanyTerms, type TermGender } from '../../lib/terms';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { useFormErrors } from '../../ui/formErrors';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import type { CompanyMainPageImageMutation } from './__generated__/CompanyMainPageImageMutation.graphql';
import type { CompanyMainPageQuery } from './__generated__/CompanyMainPageQuery.graphql';
import { OnlineBookingSettings } from './OnlineBookingSettings';
import { CompanyExport } from '../records/CompanyExport';
import { SigningCertificates } from '../signatures/SigningCertificates';
import type { CompanyMainPageRemoveImageMutation } from './__generated__/CompanyMainPageRemoveImageMutation.graphql';
import type { CompanyMainPageTermsMutation } from './__generated__/CompanyMainPageTermsMutation.graphql';
import { ImageUpload, UPLOAD_FAILED, UPLOAD_SUCCESS } from '../../ui/ImageUpload';
import { COMPANY_NAME_MAX } from './limits';
import { COMPANY_TERM_SUGGESTIONS, CUSTOMER_TERM_SUGGESTIONS } from './termSuggestions';

export const LOAD_FAILED = 'Erro ao carregar informações da empresa';
export const INVALID_FORM = 'Preencha corretamente todos os campos para prosseguir (verifique os obrigatórios)';
const REQUIRED = 'Campo obrigatório';
export const GENDER_REQUIRED = 'Escolha como o termo se lê numa frase';

const query = graphql`
  query CompanyMainPageQuery {
    viewer {
      id
      company {
        id
        name
        companyTreatment
        companyTreatmentGender
        customerTreatment
        customerTreatmentGender
        imageUrl
        ...OnlineBookingSettings_company
      }
    }
  }
`;

// Every word the app shows comes back, so the menu and titles change as soon as the store does.
const termsMutation = graphql`
  mutation CompanyMainPageTermsMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        id
        name
        ...terms_company
        ...CompanyBadge_company
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** The api's names of the words' fields, as the form labels them. */
const TERM_FIELD_LABELS: Record<string, string> = {
  name: 'Nome do seu negócio',
  company_treatment: 'Seu negócio',
  customer_treatment: 'Quem você atende',
  company_treatment_gender: 'O gênero do seu negócio',
  customer_treatment_gender: 'O gênero de quem você atende',
};

// Both image mutations return the header badge's fragment, so the logo there changes with the store.
const imageMutation = graphql`
  mutation CompanyMainPageImageMutation($input: UpdateCompanyImageInput!) {
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
  mutation CompanyMainPageRemoveImageMutation {
    removeCompanyImage {
      company {
        id
        ...CompanyBadge_company
      }
      fullMessages
    }
  }
`;

function CompanyImage({ imageUrl }: { imageUrl: string | null | undefined }) {
  const [upload, uploading] = useMutationPromise<CompanyMainPageImageMutation>(imageMutation);
  const [remove, removing] = useMutationPromise<CompanyMainPageRemoveImageMutation>(removeImageMutation);

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

/**
 * A term and its gender: a suggested word brings its own; a word of the company's own asks, once,
 * whether it reads 'o …' or 'a …' (kept while the word is the one already saved).
 */
function useTermField(kind: 'company' | 'customer', saved: string, savedGender: TermGender) {
  const [term, setTerm] = useState(saved);
  const [chosen, setChosen] = useState<TermGender | null>(saved.trim() ? savedGender : null);
  const [chosenFor, setChosenFor] = useState(saved.trim());
  const trimmed = upperFirst(term.trim());
  const known = trimmed ? knownTermGender(kind, trimmed) : undefined;
  const asked = trimmed !== '' && known === undefined;
  const gender = known ?? (asked && chosenFor.toLocaleLowerCase('pt-BR') === trimmed.toLocaleLowerCase('pt-BR') ? chosen : null);
  return {
    term,
    trimmed,
    setTerm,
    asked,
    gender,
    choose: (value: TermGender) => {
      setChosen(value);
      setChosenFor(trimmed);
    },
  };
}

/** A word with its suggestions, and the question of its gender when it is the company's own. */
function TermInput(props: {
  field: ReturnType<typeof useTermField>;
  label: string;
  placeholder: string;
  suggestions: string[];
  onEdit: () => void;
  error?: string;
  genderError?: string;
}) {
  const { field } = props;
  const word = lowerFirst(field.trimmed);
  return (
    <Stack gap="sm">
      <Autocomplete
        label={props.label}
        placeholder={props.placeholder}
        data={props.suggestions}
        value={field.term}
        onChange={(value) => {
          field.setTerm(value);
          props.onEdit();
        }}
        error={props.error}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      {field.asked && (
        <Radio.Group
          label={`${props.label}, numa frase`}
          value={field.gender ?? ''}
          onChange={(value) => field.choose(value as TermGender)}
          error={props.genderError}
          withAsterisk
          data-field-error={props.genderError ? 'true' : undefined}
        >
          <Group gap="lg" mt={6}>
            <Radio value="masculine" label={`o ${word}`} />
            <Radio value="feminine" label={`a ${word}`} />
          </Group>
        </Radio.Group>
      )}
    </Stack>
  );
}

function TermsForm({ viewer }: CompanyMainPageQuery['response']) {
  const terms = useCompanyTerms();
  const companyField = useTermField('company', viewer?.company.companyTreatment ?? '', genderOf(viewer?.company.companyTreatmentGender, 'feminine'));
  const customerField = useTermField('customer', viewer?.company.customerTreatment ?? '', genderOf(viewer?.company.customerTreatmentGender, 'masculine'));
  const [name, setName] = useState(viewer?.company.name ?? '');
  const [checked, setChecked] = useState(false);
  const formErrors = useFormErrors(TERM_FIELD_LABELS);
  const [save, saving] = useMutationPromise<CompanyMainPageTermsMutation>(termsMutation);
  if (!viewer) return null;

  const missing = {
    company: checked && companyField.trimmed === '',
    customer: checked && customerField.trimmed === '',
    companyGender: checked && companyField.asked && !companyField.gender,
    customerGender: checked && customerField.asked && !customerField.gender,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const incomplete = [companyField, customerField].some((field) => field.trimmed === '' || (field.asked && !field.gender));
    if (incomplete) {
      notify.error(INVALID_FORM, { id: 'company-main-invalid' });
      formErrors.reveal();
      return;
    }
    // The spec's words for a feminine term, the masculine article for the others.
    const failed = terms.companyGender === 'feminine' ? `Erro ao atualizar a ${lowerFirst(terms.company)}` : `Erro ao atualizar o ${lowerFirst(terms.company)}`;
    try {
      const { updateCompany } = await save({
        variables: {
          input: {
            name: name.trim(),
            companyTreatment: companyField.trimmed,
            companyTreatmentGender: companyField.gender === 'feminine' ? 'FEMININE' : 'MASCULINE',
            customerTreatment: customerField.trimmed,
            customerTreatmentGender: customerField.gender === 'feminine' ? 'FEMININE' : 'MASCULINE',
          },
        },
        skipErrorToast: true,
      });
      if (!updateCompany.company) {
        const unshown = formErrors.show(updateCompany.errors);
        notify.error(unshown.join(' ') || (updateCompany.errors.length === 0 ? updateCompany.fullMessages.join(' ') : '') || failed, { title: failed });
        return;
      }
      const saved = companyTerm(termsOf(updateCompany.company));
      notify.success(`${upperFirst(saved.singular)} ${agree(saved, 'alterado')} com sucesso`);
    } catch {
      notify.error(failed);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form ref={formErrors.formRef} onSubmit={submit} noValidate aria-labelledby="company-terms-title">
        <Stack gap="lg">
          <CompanyImage imageUrl={viewer.company.imageUrl} />
          <TextInput
            label="Nome do seu negócio"
            description={`Aparece no topo das telas, nas impressões e nos e-mails. Em branco, mostramos “${companyTerm(terms).singular}”.`}
            placeholder="Ex.: Clínica Bem Viver"
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
            {...formErrors.input('name', [name, setName])}
            maw={480}
          />
          <Divider />
          <Stack gap={4}>
            <Title order={2} size="h4" id="company-terms-title">
              Como você chama o seu negócio e quem você atende
            </Title>
            <Text size="sm" c="dimmed">
              Esses termos aparecem no menu, nos títulos e nas mensagens do sistema. Escolha uma sugestão ou escreva o seu.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TermInput
              field={companyField}
              label="Seu negócio"
              placeholder="Ex.: Clínica"
              suggestions={COMPANY_TERM_SUGGESTIONS}
              onEdit={() => formErrors.clear('company_treatment')}
              error={missing.company ? REQUIRED : formErrors.server.company_treatment}
              genderError={missing.companyGender ? GENDER_REQUIRED : formErrors.server.company_treatment_gender}
            />
            <TermInput
              field={customerField}
              label="Quem você atende"
              placeholder="Ex.: Paciente"
              suggestions={CUSTOMER_TERM_SUGGESTIONS}
              onEdit={() => formErrors.clear('customer_treatment')}
              error={missing.customer ? REQUIRED : formErrors.server.customer_treatment}
              genderError={missing.customerGender ? GENDER_REQUIRED : formErrors.server.customer_treatment_gender}
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
export function CompanyMainPage() {
  return (
    <QueryScreen<CompanyMainPageQuery> query={query} failure={LOAD_FAILED}>
      {(data) => (
        <>
          <TermsForm {...data} />
          {data.viewer && <OnlineBookingSettings company={data.viewer.company} />}
          <SigningCertificates />
          {data.viewer && <CompanyExport companyId={data.viewer.company.id} />}
        </>
      )}
    </QueryScreen>
  );
}

export const Component = CompanyMainPage;
