import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as formRoute from '../../../src/features/note-templates/NoteTemplateFormPage';
import * as listRoute from '../../../src/features/note-templates/NoteTemplatesPage';
import * as printRoute from '../../../src/features/print/PrintLayoutPage';
import { AbilityContext, buildAbility } from '../../../src/lib/ability';
import { screenQueries } from '../../../src/routes';
import { createMockEnvironment, mountScreen, screenRoute, startedOperation, type MockEnvironment } from '../../relay';

const ADMIN = buildAbility([{ actions: ['manage'], subjects: ['NoteTemplate'], conditions: '{"company_id":1}', fields: null, inverted: false }]);
const withAbility = (element: ReactElement) => <AbilityContext.Provider value={ADMIN}>{element}</AbilityContext.Provider>;
const templateId = (id: number) => btoa(`NoteTemplate:${id}`);
const company = { id: btoa('Company:1') };

const routes: RouteObject[] = [
  screenRoute('/note-templates', screenQueries.noteTemplates, withAbility(<listRoute.Component />)),
  screenRoute('/note-templates/add', screenQueries.noteTemplateForm, withAbility(<formRoute.Component />)),
  screenRoute('/note-templates/edit/:id', screenQueries.noteTemplateForm, withAbility(<formRoute.Component />)),
  screenRoute('/print-layout', screenQueries.printLayout, withAbility(<printRoute.Component />)),
];

async function open(route: string, queryName: string, data: Record<string, unknown>) {
  const environment: MockEnvironment = createMockEnvironment();
  const rendered = mountScreen(route, routes, { environment });
  const operation = await startedOperation(environment, queryName);
  act(() => environment.mock.resolve(operation, { data }));
  return { ...rendered, environment };
}

async function mutation(environment: MockEnvironment, name: string) {
  return vi.waitFor(() => {
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe(name);
    return operation;
  });
}

const templates = (names: string[]) => ({
  viewer: {
    id: btoa('User:1'),
    company: {
      ...company,
      noteTemplates: {
        edges: names.map((name, index) => ({ cursor: String(index), node: { __typename: 'NoteTemplate', id: templateId(index + 1), databaseId: index + 1, name } })),
        totalCount: names.length,
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    },
  },
});

afterEach(() => vi.useRealTimers());

describe('note templates', () => {
  it('offers the first template when there is none', async () => {
    await open('/note-templates', 'NoteTemplatesPageQuery', templates([]));
    expect((await screen.findByRole('link', { name: 'CADASTRAR O PRIMEIRO MODELO' })).getAttribute('href')).toBe('/note-templates/add');
  });

  it('lists templates with edit and delete; a delete is confirmed first', async () => {
    const { environment } = await open('/note-templates', 'NoteTemplatesPageQuery', templates(['Anamnese', 'Retorno']));
    expect(await screen.findByRole('cell', { name: 'Anamnese' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novo modelo' }).getAttribute('href')).toBe('/note-templates/add');
    expect(screen.getByRole('link', { name: 'Editar Retorno' }).getAttribute('href')).toBe('/note-templates/edit/2');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Retorno' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir modelo?' })).getByRole('button', { name: 'Excluir' }));
    const operation = await mutation(environment, 'NoteTemplatesPageDeleteMutation');
    expect(operation.request.variables.input).toEqual({ id: templateId(2) });
    act(() => environment.mock.resolve(operation, { data: { deleteNoteTemplate: { deletedNoteTemplateId: templateId(2), fullMessages: [] } } }));
    expect(await screen.findByText('Modelo excluído com sucesso')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('cell', { name: 'Retorno' })).toBeNull());
  });

  it('asks for a name, and refuses one already used whatever its case and accents, before sending', async () => {
    const { environment } = await open('/note-templates/add', 'NoteTemplateFormPageQuery', templates(['Avaliação']));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha o nome do modelo')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'avaliacao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um modelo com o nome informado, escolha outro nome')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation')).toHaveLength(0);
  });

  it('shows the api’s refusal of a name under the field', async () => {
    const { environment } = await open('/note-templates/edit/1', 'NoteTemplateFormPageQuery', {
      noteTemplate: { id: templateId(1), name: 'Retorno', body: '<p>Queixa</p>' },
      ...templates(['Retorno']),
    });
    expect(await screen.findByDisplayValue('Retorno')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Evolução' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = await mutation(environment, 'NoteTemplateFormPageUpdateMutation');
    expect(operation.request.variables.input).toMatchObject({ id: templateId(1), name: 'Evolução' });
    const taken = 'Já existe um modelo com o nome informado, escolha outro nome';
    act(() =>
      environment.mock.resolve(operation, { data: { updateNoteTemplate: { noteTemplate: null, errors: [{ field: 'name', messages: [taken] }], fullMessages: [taken] } } }),
    );
    expect(await screen.findByText('Erro ao atualizar o modelo')).toBeTruthy();
    expect(screen.getByText(taken)).toBeTruthy();
  });
});

describe('print layout', () => {
  const layout = { viewer: { id: btoa('User:1'), company: { ...company, printHeader: '<p><strong>Clínica Saúde</strong></p>', printFooter: null } } };

  it('shows the layout, edits it and saves it', async () => {
    const { environment } = await open('/print-layout', 'PrintLayoutPageQuery', layout);
    expect(await screen.findByText('Clínica Saúde')).toBeTruthy();
    expect(screen.getByText('Nenhum texto definido.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('textbox', { name: 'Cabeçalho de impressão' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = await mutation(environment, 'PrintLayoutPageMutation');
    // Nothing typed: the stored header goes back as it was, the empty footer as empty.
    expect(operation.request.variables.input).toEqual({ printHeader: '<p><strong>Clínica Saúde</strong></p>', printFooter: '' });
    act(() =>
      environment.mock.resolve(operation, {
        data: { updatePrintLayout: { company: { ...company, printHeader: '<p><b><strong>Clínica Saúde</strong></b></p>', printFooter: null }, fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Layout de impressão salvo com sucesso')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cabeçalho de impressão' })).toBeNull();
  });

  it('cancels an edit back to the saved layout, and tells a failed save', async () => {
    const { environment } = await open('/print-layout', 'PrintLayoutPageQuery', layout);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Clínica Saúde')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = await mutation(environment, 'PrintLayoutPageMutation');
    act(() => environment.mock.resolve(operation, { data: { updatePrintLayout: { company: null, fullMessages: ['Cabeçalho de impressão é muito longo'] } } }));
    expect(await screen.findByText('Erro ao salvar o layout de impressão')).toBeTruthy();
  });
});
