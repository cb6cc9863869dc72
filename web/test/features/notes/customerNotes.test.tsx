import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as detailsRoute from '../../../src/features/customers/CustomerDetailsPage';
import { screenQueries } from '../../../src/routes';
import { queryLoader } from '../../../src/routing/screen';
import { sanitizeForDisplay } from '../../../src/ui/rich-text/RichText';
import { AbilityContext, buildAbility, type AppAbility } from '../../../src/lib/ability';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { ViewerContext } from '../../../src/lib/viewer';
import { RequestError } from '../../../src/relay/requestErrors';
import { mountScreen, startedOperation, type MockEnvironment, type Mounted } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

const rule = (actions: string[], subjects: string[], conditions: string) => ({ actions, subjects, conditions, fields: null, inverted: false });
const ADMIN = buildAbility([rule(['manage'], ['Customer', 'CustomerNote'], '{"company_id":1}')]);
const LIMITED = buildAbility([
  rule(['read', 'create', 'update'], ['Customer'], '{"company_id":1}'),
  rule(['read', 'create'], ['CustomerNote'], '{"company_id":1}'),
  rule(['update', 'delete'], ['CustomerNote'], '{"company_id":1,"creator_id":5}'),
]);
const access: { ability: AppAbility } = { ability: ADMIN };
/** The signed-in user is user 5, as the page's query says. */
const VIEWER = { id: btoa('User:5'), databaseId: 5, name: 'Lia Reis', email: 'lia@exemplo.com.br', accountType: 'LIMITED' as const, imageUrl: null };

const routes = (): RouteObject[] => [
  {
    path: '/customers/details/:id',
    loader: queryLoader(screenQueries.customerDetails),
    element: (
      <CompanyTermsContext.Provider value={CLINIC_TERMS}>
        <ViewerContext.Provider value={VIEWER}>
          <AbilityContext.Provider value={access.ability}>{(<detailsRoute.Component />) as ReactElement}</AbilityContext.Provider>
        </ViewerContext.Provider>
      </CompanyTermsContext.Provider>
    ),
  },
  { path: '/customers', element: <p>lista</p> },
];

const noteId = (id: number) => btoa(`CustomerNote:${id}`);

function note(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'CustomerNote',
    id: noteId(id),
    body: `<p>Sessão <strong>${id}</strong></p>`,
    creatorName: 'Ana Souza',
    creatorDatabaseId: 9,
    createdAt: '2026-03-10T15:04:00.000Z',
    locked: false,
    lockedAt: null,
    lockedByName: null,
    private: false,
    addenda: [],
    ...extra,
  };
}

function customerPayload(notes: ReturnType<typeof note>[], archivedAt: string | null = null) {
  return {
    data: {
      customer: {
        __typename: 'Customer',
        id: btoa('Customer:7'),
        databaseId: 7,
        name: 'Ana Lima',
        imageUrl: null,
        createdAt: '2026-01-10T10:00:00.000Z',
        archivedAt,
        answers: [],
        notes: { edges: notes.map((node, index) => ({ cursor: String(index), node: { ...node } })), totalCount: notes.length, pageInfo: { endCursor: null, hasNextPage: false } },
      },
      viewer: { id: btoa('User:5'), company: { id: btoa('Company:1'), databaseId: 1 } },
    },
  };
}

const page: { router: Mounted['router'] | null } = { router: null };

async function open(notes: ReturnType<typeof note>[], archivedAt: string | null = null) {
  const { environment, router } = mountScreen('/customers/details/7', routes());
  page.router = router;
  const operation = await startedOperation(environment, 'CustomerDetailsPageQuery');
  act(() => environment.mock.resolve(operation, customerPayload(notes, archivedAt)));
  await screen.findByRole('heading', { name: 'Ana Lima' });
  return environment;
}

afterEach(() => {
  act(() => notifications.clean());
  window.localStorage.clear();
  access.ability = ADMIN;
});

describe('the notes of a customer', () => {
  it('lists notes newest first with their date and author, and a locked one with its stamp and only print and copy', async () => {
    await open([note(2, { locked: true, lockedAt: '2026-03-10T15:06:00.000Z', lockedByName: 'Ana Souza' }), note(1)]);
    const [locked, open1] = screen.getAllByRole('article');
    expect(within(locked!).getByText('Anotação bloqueada em 10/03/2026 às 12:06 por Ana Souza')).toBeTruthy();
    expect(within(locked!).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(locked!).queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(within(locked!).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(within(locked!).getByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(within(open1!).getByText('10/03/2026 às 12:04')).toBeTruthy();
    expect(within(open1!).getByRole('button', { name: 'Bloquear' })).toBeTruthy();
  });

  it('locks a note after a confirmation that says it cannot be undone', async () => {
    const environment = await open([note(1)]);
    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear anotação?' });
    expect(within(dialog).getByText('Essa ação não pode ser desfeita.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteItemLockMutation');
      return found;
    });
    expect(operation.request.variables.input).toEqual({ id: noteId(1) });
    act(() =>
      environment.mock.resolve(operation, {
        data: { lockCustomerNote: { note: note(1, { locked: true, lockedAt: '2026-03-10T16:00:00.000Z', lockedByName: 'Ana Souza' }), fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Anotação bloqueada com sucesso')).toBeTruthy();
    expect(screen.getByText('Anotação bloqueada em 10/03/2026 às 13:00 por Ana Souza')).toBeTruthy();
    expect(within(screen.getByRole('article')).queryByRole('button', { name: 'Bloquear' })).toBeNull();
  });

  it('tells a refused lock with the api’s reason', async () => {
    const environment = await open([note(1)]);
    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Bloquear' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bloquear' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteItemLockMutation');
      return found;
    });
    act(() => environment.mock.resolve(operation, { data: { lockCustomerNote: { note: null, fullMessages: ['Você não tem permissão'] } } }));
    expect(await screen.findByText('Erro ao bloquear a anotação')).toBeTruthy();
  });

  it('offers a limited user changes only to its own notes', async () => {
    access.ability = LIMITED;
    await open([note(2, { creatorDatabaseId: 5 }), note(1)]);
    const [mine, theirs] = screen.getAllByRole('article');
    expect(within(mine!).getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(within(mine!).getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(within(theirs!).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(theirs!).queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(within(theirs!).getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });

  it('restores the draft of the customer when the page opens, offering to discard it after a confirmation', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Rascunho da sessão</p>');
    await open([]);
    expect(await screen.findByText('Rascunho da sessão')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Descartar o rascunho?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar escrevendo' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('practice:note-draft:7')).toBe('<p>Rascunho da sessão</p>');
    expect(screen.getByText('Rascunho da sessão')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    dialog = await screen.findByRole('dialog', { name: 'Descartar o rascunho?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await vi.waitFor(() => expect(window.localStorage.getItem('practice:note-draft:7')).toBeNull());
    expect(screen.getByRole('button', { name: 'Nova anotação' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova anotação' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('deletes an unlocked note after a confirmation', async () => {
    const environment = await open([note(1)]);
    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir anotação?' })).getByRole('button', { name: 'Excluir' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteItemDeleteMutation');
      return found;
    });
    act(() => environment.mock.resolve(operation, { data: { deleteCustomerNote: { deletedNoteId: noteId(1), fullMessages: [] } } }));
    await vi.waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    expect(screen.getByText('Nenhuma anotação')).toBeTruthy();
  });
});

describe('the notes of an archived customer', () => {
  const ARCHIVED_AT = '2026-03-12T13:00:00.000Z';

  it('are only read and printed: no new note, edit, lock, copy, deletion or addendum, even for an admin', async () => {
    await open([note(2, { locked: true, lockedAt: '2026-03-10T15:06:00.000Z', lockedByName: 'Ana Souza', addenda: [] }), note(1, { creatorDatabaseId: 5 })], ARCHIVED_AT);
    expect(screen.queryByRole('button', { name: 'Nova anotação' })).toBeNull();
    const [locked, open1] = screen.getAllByRole('article');
    for (const article of [locked!, open1!]) {
      for (const name of ['Editar', 'Bloquear', 'Copiar', 'Excluir', 'Adicionar adendo']) expect(within(article).queryByRole('button', { name })).toBeNull();
      expect(within(article).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    }
    expect(within(locked!).getByText('Anotação bloqueada em 10/03/2026 às 12:06 por Ana Souza')).toBeTruthy();
    expect(within(open1!).getByText('Sessão')).toBeTruthy();
    // On a phone the actions' menu offers only the print too.
    fireEvent.click(within(open1!).getByRole('button', { name: 'Ações da anotação' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Imprimir')).toBeTruthy();
    for (const name of ['Editar', 'Bloquear', 'Copiar', 'Excluir']) expect(within(menu).queryByText(name)).toBeNull();
  });

  it('keeps a draft written before the archiving in the browser without opening the editor', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Rascunho antigo</p>');
    await open([], ARCHIVED_AT);
    expect(screen.getByText('Nenhuma anotação')).toBeTruthy();
    expect(screen.queryByText('Rascunho antigo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar anotação' })).toBeNull();
    expect(window.localStorage.getItem('practice:note-draft:7')).toBe('<p>Rascunho antigo</p>');
  });

  it('lists the addenda of a locked note as written, without the form to add one', async () => {
    await open(
      [note(3, { locked: true, lockedAt: '2026-03-10T15:06:00.000Z', lockedByName: 'Ana Souza', addenda: [{ id: btoa('NoteAddendum:1'), body: 'Correção da dose', authorName: 'Ana Souza', createdAt: '2026-03-11T12:00:00.000Z' }] })],
      ARCHIVED_AT,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByText('Correção da dose')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Adicionar adendo' })).toBeNull();
  });
});

describe('saving a new note', () => {
  async function save(environment: MockEnvironment) {
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    return vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('CustomerNotesCreateMutation');
      return found;
    });
  }

  it('sends every retry of the form with the same Idempotency-Key', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Retorno em 15 dias</p>');
    const environment = await open([]);
    const first = await save(environment);
    const key = first.request.cacheConfig?.metadata?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    act(() => environment.mock.reject(first, new Error('tempo esgotado')));
    expect(await screen.findByText('Erro ao salvar anotação')).toBeTruthy();

    const retry = await save(environment);
    expect(retry).not.toBe(first);
    expect(retry.request.cacheConfig?.metadata?.idempotencyKey).toBe(key);
    act(() =>
      environment.mock.resolve(retry, {
        data: { createCustomerNote: { noteEdge: { cursor: '0', node: note(3) }, fullMessages: [] } },
      }),
    );
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });
});

describe('private notes and addenda', () => {
  const addendum = (id: number, body: string, authorName: string, createdAt: string) => ({ id: btoa(`NoteAddendum:${id}`), body, authorName, createdAt });
  const lockedNote = (id: number, extra: Record<string, unknown> = {}) =>
    note(id, { locked: true, lockedAt: '2026-03-10T15:06:00.000Z', lockedByName: 'Ana Souza', ...extra });

  it('shows a private note of someone else as “Anotação privada de {autor}” with its date, and nothing to do with it', async () => {
    await open([lockedNote(3, { private: true, body: null })]);
    const article = screen.getByRole('article');
    expect(within(article).getByText('Anotação privada de Ana Souza')).toBeTruthy();
    expect(within(article).getByText('10/03/2026 às 12:04')).toBeTruthy();
    expect(within(article).getByText('Privada')).toBeTruthy();
    expect(within(article).queryAllByRole('button')).toHaveLength(0);
    expect(within(article).queryByText('Sessão')).toBeNull();
  });

  it('lists the addenda under a locked note, oldest first, as written', async () => {
    await open([lockedNote(2, { addenda: [addendum(1, 'Correção: sessão em 09/03.\nSem mudanças.', 'Beto Lima', '2026-03-11T13:00:00.000Z'), addendum(2, '<b>Nada</b> mais', 'Ana Souza', '2026-03-12T13:30:00.000Z')] })]);
    const notes = within(screen.getByRole('article')).getAllByRole('note');
    expect(notes.map((item) => item.getAttribute('aria-label'))).toEqual(['Adendo de Beto Lima em 11/03/2026 às 10:00', 'Adendo de Ana Souza em 12/03/2026 às 10:30']);
    expect(notes[0]!.textContent).toContain('Correção: sessão em 09/03.\nSem mudanças.');
    expect(notes[1]!.querySelector('b')).toBeNull();
    expect(notes[1]!.textContent).toContain('<b>Nada</b> mais');
  });

  it('adds an addendum to a locked note from a small form, and shows it once the api answers', async () => {
    const environment = await open([lockedNote(2), note(1)]);
    const [locked, unlocked] = screen.getAllByRole('article');
    expect(within(unlocked!).queryByRole('button', { name: 'Adicionar adendo' })).toBeNull();
    fireEvent.click(within(locked!).getByRole('button', { name: 'Adicionar adendo' }));
    const field = within(locked!).getByRole('textbox', { name: /Texto do adendo/ });
    expect(within(locked!).getByRole('button', { name: 'Salvar adendo' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Complemento: exames entregues.' } });
    fireEvent.click(within(locked!).getByRole('button', { name: 'Salvar adendo' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteAddendaAddMutation');
      return found;
    });
    expect(operation.request.variables.input).toEqual({ noteId: noteId(2), body: 'Complemento: exames entregues.' });
    expect(operation.request.cacheConfig?.metadata?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          addNoteAddendum: {
            note: { __typename: 'CustomerNote', id: noteId(2), locked: true, body: '<p>Sessão <strong>2</strong></p>', addenda: [addendum(5, 'Complemento: exames entregues.', 'Ana Souza', '2026-03-12T13:30:00.000Z')] },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Adendo adicionado com sucesso')).toBeTruthy();
    expect(within(locked!).getByRole('note', { name: 'Adendo de Ana Souza em 12/03/2026 às 10:30' }).textContent).toContain('Complemento: exames entregues.');
    expect(within(locked!).queryByRole('textbox', { name: /Texto do adendo/ })).toBeNull();
  });

  it('tells a refused addendum with the api’s reason, keeping the text', async () => {
    const environment = await open([lockedNote(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar adendo' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Texto do adendo/ }), { target: { value: 'Texto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar adendo' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteAddendaAddMutation');
      return found;
    });
    act(() => environment.mock.resolve(operation, { data: { addNoteAddendum: { note: null, fullMessages: ['Adendo é muito longo (máximo: 5000 caracteres)'] } } }));
    expect(await screen.findByText('Erro ao adicionar o adendo')).toBeTruthy();
    expect(screen.getByText('Adendo é muito longo (máximo: 5000 caracteres)')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Texto do adendo/ }) as HTMLTextAreaElement).value).toBe('Texto');
  });

  it('lets the author, and only the author, change who reads a note while editing it', async () => {
    access.ability = LIMITED;
    const environment = await open([note(2, { creatorDatabaseId: 5, private: true }), note(1)]);
    const [mine] = screen.getAllByRole('article');
    expect(within(mine!).getByText('Somente eu')).toBeTruthy();
    fireEvent.click(within(mine!).getByRole('button', { name: 'Editar' }));
    const box = within(mine!).getByRole('checkbox', { name: /Somente eu/ });
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    fireEvent.click(within(mine!).getByRole('button', { name: 'Salvar' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteItemUpdateMutation');
      return found;
    });
    expect(operation.request.variables.input).toMatchObject({ id: noteId(2), private: false });
    act(() => environment.mock.resolve(operation, { data: { updateCustomerNote: { note: note(2, { creatorDatabaseId: 5, private: false }), fullMessages: [] } } }));
    await vi.waitFor(() => expect(within(mine!).queryByText('Somente eu')).toBeNull());
  });

  it('offers no “Somente eu” to someone editing a colleague’s note', async () => {
    await open([note(3, { creatorDatabaseId: 9 })]);
    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Editar' }));
    expect(screen.queryByRole('checkbox', { name: /Somente eu/ })).toBeNull();
  });

  it('writes a new note as “Somente eu” when the box is checked', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Hipótese reservada</p>');
    const environment = await open([]);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Somente eu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar anotação' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('CustomerNotesCreateMutation');
      return found;
    });
    expect(operation.request.variables.input).toMatchObject({ private: true });
  });
});

describe('saving a new note whose outcome is unknown', () => {
  const CHECKING = 'Não foi possível confirmar se a anotação foi salva. Verificando…';

  async function nextCreate(environment: MockEnvironment) {
    return vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('CustomerNotesCreateMutation');
      return found;
    });
  }

  /** What the network layer does while a keyed create's outcome is unknown (relay/network.ts): tells the screen, and sends it again. */
  function outcomeUnknown(operation: Awaited<ReturnType<typeof nextCreate>>) {
    const onOutcomeUnknown = operation.request.cacheConfig?.metadata?.onOutcomeUnknown;
    expect(onOutcomeUnknown).toBeTypeOf('function');
    act(() => (onOutcomeUnknown as () => void)());
  }

  it('says so while it is checked, keeps the draft, and shows the note once when the answer comes', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Retorno em 15 dias</p>');
    const environment = await open([note(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    const first = await nextCreate(environment);
    expect(first.request.cacheConfig?.metadata?.idempotencyKey).toEqual(expect.any(String));
    outcomeUnknown(first);

    expect(await screen.findByText(CHECKING)).toBeTruthy();
    expect(screen.queryByText('Erro ao salvar anotação')).toBeNull();
    expect(window.localStorage.getItem('practice:note-draft:7')).toBe('<p>Retorno em 15 dias</p>');
    expect(screen.getByRole('button', { name: 'Salvar anotação' }).hasAttribute('data-loading')).toBe(true);

    act(() => environment.mock.resolve(first, { data: { createCustomerNote: { noteEdge: { cursor: '0', node: note(3) }, errors: [], fullMessages: [] } } }));

    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByText(CHECKING)).toBeNull());
    expect(screen.queryByText('Erro ao salvar anotação')).toBeNull();
    expect(screen.getByText('(2)')).toBeTruthy();
    expect(window.localStorage.getItem('practice:note-draft:7')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nova anotação' })).toBeTruthy();
  });

  it('shows the definite refusal that ends the checks, and keeps the draft', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Retorno em 15 dias</p>');
    const environment = await open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    const first = await nextCreate(environment);
    outcomeUnknown(first);
    await screen.findByText(CHECKING);
    act(() => environment.mock.reject(first, new RequestError('Você não tem permissão para acessar este recurso', { status: 403 })));
    expect(await screen.findByText('Erro ao salvar anotação')).toBeTruthy();
    expect(screen.queryByText(CHECKING)).toBeNull();
    expect(window.localStorage.getItem('practice:note-draft:7')).toBe('<p>Retorno em 15 dias</p>');
  });

  it('shows the note once, counted once, when the page loaded the list again meanwhile and the api had written it', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Retorno em 15 dias</p>');
    const environment = await open([note(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    const first = await nextCreate(environment);
    outcomeUnknown(first);
    await screen.findByText(CHECKING);

    // The connection came back and the page loaded the customer again: the note the api wrote is in it.
    await act(() => page.router!.revalidate());
    const reload = await startedOperation(environment, 'CustomerDetailsPageQuery');
    act(() => environment.mock.resolve(reload, customerPayload([note(3), note(1)])));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));

    act(() => environment.mock.resolve(first, { data: { createCustomerNote: { noteEdge: { cursor: '0', node: note(3) }, errors: [], fullMessages: [] } } }));
    await vi.waitFor(() => expect(screen.queryByText(CHECKING)).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('(2)')).toBeTruthy();
  });
});

describe('a draft too large for the server', () => {
  it('is kept, and the page says the largest note the server takes, without sending it', async () => {
    window.localStorage.setItem('practice:note-draft:7', `<p>${'a'.repeat(200_000)}</p>`);
    const environment = await open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    expect(await screen.findByText('A anotação passou do tamanho máximo de 0,2 MB')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'CustomerNotesCreateMutation')).toBe(false);
    expect(window.localStorage.getItem('practice:note-draft:7')).toHaveLength(200_007);
  });

  it('says the limit the server answers with when it refuses the size', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Texto longo</p>');
    const environment = await open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('CustomerNotesCreateMutation');
      return found;
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          createCustomerNote: {
            noteEdge: null,
            errors: [{ field: 'body', messages: ['é muito longo (máximo: 100000 caracteres)'] }],
            fullMessages: ['Anotação é muito longo (máximo: 100000 caracteres)'],
          },
        },
      }),
    );
    expect(await screen.findByText('A anotação passou do tamanho máximo de 0,1 MB')).toBeTruthy();
    expect(window.localStorage.getItem('practice:note-draft:7')).toBe('<p>Texto longo</p>');
  });

  it('keeps an edit the server refuses as too large in edit mode, and says the limit', async () => {
    const environment = await open([note(1)]);
    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Editar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('NoteItemUpdateMutation');
      return found;
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: { updateCustomerNote: { note: null, fullMessages: ['Anotação é muito longo (máximo: 200000 caracteres)'] } },
      }),
    );
    expect(await screen.findByText('A anotação passou do tamanho máximo de 0,2 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });

  it('says so when the gateway refuses the request as too large (413)', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Texto longo</p>');
    const environment = await open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar anotação' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('CustomerNotesCreateMutation');
      return found;
    });
    act(() => environment.mock.reject(operation, new RequestError('A requisição passa do tamanho máximo de 8 MB.', { status: 413 })));
    expect(await screen.findByText(/^A anotação passou do tamanho máximo de \d+(,\d+)? MB$/)).toBeTruthy();
    expect(window.localStorage.getItem('practice:note-draft:7')).toBe('<p>Texto longo</p>');
  });
});

describe('showing rich text', () => {
  it('keeps the allowlist the api stores with', () => {
    const key = `${'a'.repeat(32)}.png`;
    const html = sanitizeForDisplay(
      `<p style="display:none" onclick="x()">oi <b>b</b></p><script>alert(1)</script><img src="https://evil.example/x.png"><img src="/files/${key}?expires=1&amp;signature=x"><a href="javascript:alert(1)">j</a><a href="https://ok.example">ok</a>`,
    );
    expect(html).toBe(
      `<p>oi <b>b</b></p><img src="/files/${key}?expires=1&amp;signature=x"><a target="_blank" rel="noopener noreferrer">j</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>`,
    );
  });
});

describe('saving the text as a template', () => {
  it('asks for a name and keeps the draft’s text as a new template', async () => {
    window.localStorage.setItem('practice:note-draft:7', '<p>Texto que se repete</p>');
    const environment = await open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar como modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome do modelo' }), { target: { value: 'Retorno' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    const operation = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('SaveAsTemplateMutation');
      return found;
    });
    expect(operation.request.variables.input).toEqual({ name: 'Retorno', body: '<p>Texto que se repete</p>' });
    act(() =>
      environment.mock.resolve(operation, {
        data: { createNoteTemplate: { noteTemplate: { id: btoa('NoteTemplate:3'), name: 'Retorno' }, errors: [], fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Modelo salvo com sucesso')).toBeTruthy();
  });
});
