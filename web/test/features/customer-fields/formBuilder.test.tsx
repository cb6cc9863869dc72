import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenQueries } from '../../../src/routes';
import { queryLoader } from '../../../src/routing/screen';
import * as formRoute from '../../../src/features/customer-fields/CustomerFieldsPage';
import { movedOrder } from '../../../src/features/customer-fields/FormBuilder';
import { optionErrors } from '../../../src/features/customer-fields/OptionsEditor';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { CLINIC_TERMS } from '../../terms';
import { createMockEnvironment, mountScreen, type MockEnvironment } from '../../relay';

const TERMS = CLINIC_TERMS;

type Field = { id: string; question: string; answerType: string; mandatory: boolean; options: string[] };

const BIRTH: Field = { id: 'Q3VzdG9tZXJGaWVsZDox', question: 'Data de nascimento', answerType: 'DATE', mandatory: true, options: [] };
const SOURCE: Field = {
  id: 'Q3VzdG9tZXJGaWVsZDoy',
  question: 'Como nos conheceu?',
  answerType: 'MULTIPLE_CHOICE',
  mandatory: false,
  options: ['Google', 'Indicação', 'Outros'],
};

const company = (fields: Field[]) => ({
  __typename: 'Company',
  id: 'Q29tcGFueTox',
  customerFields: fields.map((field) => ({ __typename: 'CustomerField', ...field })),
});

async function openForm(fields: Field[]) {
  const environment: MockEnvironment = createMockEnvironment();
  const rendered = mountScreen('/business/form', [
      {
        path: '/business/form',
        loader: queryLoader(screenQueries.customerFields),
        element: (
          <CompanyTermsContext.Provider value={TERMS}>
            <formRoute.Component />
          </CompanyTermsContext.Provider>
        ),
      },
    ], { environment });
  await vi.waitFor(() => {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'CustomerFieldsPageQuery');
    if (!operation) throw new Error('A consulta do formulário ainda não começou');
    act(() => environment.mock.resolve(operation, { data: { viewer: { __typename: 'User', id: 'VXNlcjox', company: company(fields) } } }));
  });
  return rendered;
}

function lastMutation(environment: MockEnvironment, name: string) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  return operation;
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('form builder', () => {
  it('shows the fixed name with its warning, then the questions in order', async () => {
    await openForm([BIRTH, SOURCE]);
    expect(await screen.findByText('Esse é um campo fixo e não pode ser editado. Ele será útil para você mais tarde.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Perguntas do formulário' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Pergunta 2: Data de nascimento', 'Pergunta 3: Como nos conheceu?']);
    expect(within(items[1]!).getByText('Google · Indicação · Outros')).toBeTruthy();
    expect(within(items[0]!).getByText('Obrigatória')).toBeTruthy();
  });

  it('prompts for the first question of an empty form and creates it', async () => {
    const { environment } = await openForm([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Criar a primeira pergunta' }));
    const editor = screen.getByRole('form', { name: 'Nova pergunta' });
    fireEvent.change(within(editor).getByLabelText(/^Pergunta/), { target: { value: '  Convênio  ' } });
    fireEvent.click(within(editor).getByRole('switch', { name: 'Resposta obrigatória' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar pergunta' }));

    const operation = lastMutation(environment, 'useQuestionMutationsCreateMutation');
    expect(operation.request.variables.input).toEqual({ question: 'Convênio', answerType: 'SHORT_TEXT', mandatory: true, options: [] });
    const created = { id: 'Q3VzdG9tZXJGaWVsZDoz', question: 'Convênio', answerType: 'SHORT_TEXT', mandatory: true, options: [] };
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          createCustomerField: {
            customerField: { __typename: 'CustomerField', id: created.id },
            company: company([created]),
            errors: [],
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Pergunta criada com sucesso')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Pergunta 2: Convênio' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Nova pergunta' })).toBeNull();
  });

  it('locks the other questions and the dragging while one is edited, and editing while one is added', async () => {
    await openForm([BIRTH, SOURCE]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a pergunta 2' }));
    expect(screen.getByRole('form', { name: 'Editar pergunta 2' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Editar a pergunta 3' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Excluir a pergunta 3' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Arrastar a pergunta 3 para mudar a ordem' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Adicionar pergunta' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect((screen.getByRole('button', { name: 'Arrastar a pergunta 3 para mudar a ordem' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect(screen.getByRole('form', { name: 'Nova pergunta' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Editar a pergunta 2' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Editar a pergunta 3' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a second "Outros" option and keeps it last when saving', async () => {
    const { environment } = await openForm([BIRTH, SOURCE]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a pergunta 3' }));
    const editor = screen.getByRole('form', { name: 'Editar pergunta 3' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Adicionar opção' }));
    // A new option goes before 'Outros'.
    expect((within(editor).getByLabelText('Opção 3') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(editor).getByLabelText('Opção 3'), { target: { value: 'outras' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar pergunta' }));
    expect(within(editor).getByText('Já existe uma opção similar em sua lista')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(within(editor).getByLabelText('Opção 3'), { target: { value: 'Instagram' } });
    fireEvent.change(within(editor).getByLabelText('Opção 1'), { target: { value: 'Outros' } });
    fireEvent.change(within(editor).getByLabelText('Opção 4'), { target: { value: 'Google' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar pergunta' }));
    const operation = lastMutation(environment, 'useQuestionMutationsUpdateMutation');
    expect(operation.request.variables.input).toEqual({
      id: SOURCE.id,
      question: 'Como nos conheceu?',
      answerType: 'MULTIPLE_CHOICE',
      mandatory: false,
      options: ['Indicação', 'Instagram', 'Google', 'Outros'],
    });
  });

  it('tells why the server refused a question, one toast per reason', async () => {
    const { environment } = await openForm([BIRTH]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a pergunta 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar pergunta' }));
    act(() =>
      environment.mock.resolve(lastMutation(environment, 'useQuestionMutationsUpdateMutation'), {
        data: {
          updateCustomerField: {
            customerField: null,
            errors: [
              { field: 'question', messages: ['é muito longo (máximo: 500 caracteres)'] },
              { field: 'options', messages: ['Já existe uma opção similar em sua lista'] },
            ],
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Não foi possível salvar a pergunta')).toBeTruthy();
    expect(screen.getByText('Motivo: [Pergunta] é muito longo (máximo: 500 caracteres)')).toBeTruthy();
    expect(screen.getByText('Motivo: [Opções] Já existe uma opção similar em sua lista')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Editar pergunta 2' })).toBeTruthy();
  });

  it('deletes a question after confirmation', async () => {
    const { environment } = await openForm([BIRTH, SOURCE]);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir a pergunta 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const operation = lastMutation(environment, 'useQuestionMutationsDeleteMutation');
    expect(operation.request.variables.input).toEqual({ id: BIRTH.id });
    act(() =>
      environment.mock.resolve(operation, {
        data: { deleteCustomerField: { deletedCustomerFieldId: BIRTH.id, company: company([SOURCE]), errors: [], fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Pergunta excluída com sucesso')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Pergunta 2: Como nos conheceu?']);
  });

  it('says a question could not be deleted', async () => {
    const { environment } = await openForm([BIRTH]);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir a pergunta 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao excluir pergunta')).toBeTruthy();
  });

  it('says the questions could not be loaded, in the company term', async () => {
    const environment: MockEnvironment = createMockEnvironment();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountScreen('/business/form', [
        {
          path: '/business/form',
          loader: queryLoader(screenQueries.customerFields),
          element: (
            <CompanyTermsContext.Provider value={TERMS}>
              <formRoute.Component />
            </CompanyTermsContext.Provider>
          ),
        },
      ], { environment });
    await vi.waitFor(() => {
      if (environment.mock.getAllOperations().length === 0) throw new Error('ainda não começou');
    });
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findAllByText('Erro ao carregar as perguntas da clínica')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('form builder rules', () => {
  it('moves a dropped question into the place of the one it was dropped on', () => {
    expect(movedOrder(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 'b')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 'a')).toBeNull();
    expect(movedOrder(['a', 'b', 'c'], 'a', undefined)).toBeNull();
  });

  it('marks repeated options and an "Outros" above the last one, whatever the case and accents', () => {
    expect(optionErrors(['Sim', 'sím', 'Outra opção', '', 'Outros'])).toEqual([
      undefined,
      'Já existe uma opção similar em sua lista',
      'Já existe uma opção similar em sua lista',
      undefined,
      undefined,
    ]);
  });
});
