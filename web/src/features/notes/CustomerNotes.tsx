import { Alert, Button, Checkbox, Group, Loader, Menu, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconNotes, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { useBlocker } from 'react-router';
import { prependEdgeOnce } from '../../relay/connections';
import { useIdempotencyKey, useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PrintPreview, type PdfLinks } from '../../ui/PrintPreview';
import type { CustomerNotes_customer$key } from './__generated__/CustomerNotes_customer.graphql';
import type { CustomerNotesCreateMutation } from './__generated__/CustomerNotesCreateMutation.graphql';
import type { CustomerNotesDuplicateMutation } from './__generated__/CustomerNotesDuplicateMutation.graphql';
import type { CustomerNotesPdfQuery } from './__generated__/CustomerNotesPdfQuery.graphql';
import type { CustomerNotesTemplatesQuery } from './__generated__/CustomerNotesTemplatesQuery.graphql';
import { clearDraft, readDraft, writeDraft } from './drafts';
import {
  DISCARD_CONFIRMATION,
  DRAFT_AUTOSAVE_MS,
  EDIT_HIGHLIGHT_MS,
  LEAVE_CONFIRMATION,
  NOTE_SAVE_CHECKING,
  NOTE_SAVE_FAILED,
  NOTES_LOAD_FAILED,
  PRIVATE_NOTE_HINT,
} from './messages';
import { tooLargeBeforeSending, tooLargeInMessages, tooLargeRequest } from './size';
import { RichTextEditor, type RichTextEditorHandle } from '../../ui/rich-text/RichTextEditor';
import { failure } from './failure';
import { NoteItem } from './NoteItem';
import { hasRichContent } from '../../ui/rich-text/RichText';
import { SaveAsTemplate } from './SaveAsTemplate';
import { useNoteImageUpload } from '../../ui/rich-text/useNoteImageUpload';

const fragment = graphql`
  fragment CustomerNotes_customer on Customer
  @refetchable(queryName: "CustomerNotesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    id
    databaseId
    archivedAt
    notes(first: $first, after: $after) @connection(key: "CustomerNotes_notes") {
      __id
      totalCount
      edges {
        node {
          id
          ...NoteItem_note
        }
      }
    }
  }
`;

// The new edge is put in the list by `prependEdgeOnce`: a retry's answer may name a note the list already shows.
const createMutation = graphql`
  mutation CustomerNotesCreateMutation($input: CreateCustomerNoteInput!) {
    createCustomerNote(input: $input) {
      noteEdge {
        cursor
        node {
          id
          ...NoteItem_note
        }
      }
      fullMessages
    }
  }
`;

const duplicateMutation = graphql`
  mutation CustomerNotesDuplicateMutation($input: DuplicateCustomerNoteInput!) {
    duplicateCustomerNote(input: $input) {
      noteEdge {
        cursor
        node {
          id
          ...NoteItem_note
        }
      }
      fullMessages
    }
  }
`;

const templatesQuery = graphql`
  query CustomerNotesTemplatesQuery {
    viewer {
      id
      company {
        id
        noteTemplates(first: 100) {
          edges {
            node {
              id
              name
              body
            }
          }
        }
      }
    }
  }
`;

const pdfQuery = graphql`
  query CustomerNotesPdfQuery($id: ID!) {
    node(id: $id) {
      ... on CustomerNote {
        a4: pdfUrl(pageSize: A4)
        a5: pdfUrl(pageSize: A5)
      }
    }
  }
`;

type Template = { id: string; name: string; body: string };

/**
 * The notes area of a customer's page: the new-note editor (its draft kept in the browser every
 * 2 s), templates to insert, and the notes newest first, of which one at a time is edited. An
 * archived customer's notes are only read (and printed) until it is restored: the api refuses any
 * change, so nothing offers one.
 */
export function CustomerNotes({ customer, companyId }: { customer: CustomerNotes_customer$key; companyId: number }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, customer);
  const environment = useRelayEnvironment();
  const uploadImage = useNoteImageUpload();
  const [create] = useMutationPromise<CustomerNotesCreateMutation>(createMutation);
  // From the first send until the outcome is known, however many checks that takes.
  const [saving, setSaving] = useState(false);
  const [checking, setChecking] = useState(false);
  const saveRun = useRef<AbortController | null>(null);
  useEffect(() => () => saveRun.current?.abort(), []);
  const [duplicate] = useMutationPromise<CustomerNotesDuplicateMutation>(duplicateMutation);
  const [noteKey, renewNoteKey] = useIdempotencyKey();
  const copyKeys = useIdempotencyKeys();
  const customerId = data.databaseId;
  const connectionId = data.notes.__id;
  const readOnly = data.archivedAt != null;

  const [draft, setDraft] = useState<string | null>(() => readDraft(customerId));
  // A draft written before the customer was archived stays in the browser for after its restore.
  const [composingWanted, setComposing] = useState(() => draft !== null);
  const composing = composingWanted && !readOnly;
  const [composerKey, setComposerKey] = useState(0);
  const composerHtml = useRef(draft ?? '');
  const [composerEmpty, setComposerEmpty] = useState(() => !hasRichContent(draft ?? ''));
  const [composerPrivate, setComposerPrivate] = useState(false);
  const editor = useRef<RichTextEditorHandle>(null);

  const [editingId, setEditingId] = useState<string | null>(null);
  const [editingDirty, setEditingDirty] = useState(false);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const [templates, setTemplates] = useState<Template[] | null>(null);

  // Spec section 4: the new note's draft is kept every 2 s while it is written.
  useEffect(() => {
    if (!composing) return;
    const timer = window.setInterval(() => {
      const html = composerHtml.current;
      if (hasRichContent(html)) {
        writeDraft(customerId, html);
        setDraft(html);
      }
    }, DRAFT_AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [composing, customerId]);

  const highlight = useCallback((id: string) => {
    setHighlightId(id);
    document.querySelector(`[data-note-id="${CSS.escape(id)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  useEffect(() => {
    if (!highlightId) return;
    const timer = window.setTimeout(() => setHighlightId(null), EDIT_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlightId]);

  // Leaving with a note in edit mode, or a new note not saved, asks first (spec sections 2 and 4).
  const composerDirty = composing && !composerEmpty;
  const unsaved = composerDirty || (!readOnly && editingId !== null && editingDirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Sair sem salvar?',
      children: <Text size="sm">{LEAVE_CONFIRMATION}</Text>,
      labels: { confirm: 'Sair', cancel: 'Continuar editando' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const closeComposer = () => {
    clearDraft(customerId);
    setDraft(null);
    composerHtml.current = '';
    setComposerEmpty(true);
    setComposerPrivate(false);
    setComposing(false);
    setComposerKey((key) => key + 1);
  };

  const discard = () => {
    if (composerEmpty) {
      closeComposer();
      return;
    }
    modals.openConfirmModal({
      title: 'Descartar o rascunho?',
      children: <Text size="sm">{DISCARD_CONFIRMATION}</Text>,
      labels: { confirm: 'Descartar', cancel: 'Continuar escrevendo' },
      confirmProps: { color: 'red' },
      onConfirm: closeComposer,
    });
  };

  /**
   * Saves the new note. When the outcome is unknown (no answer, or the api out of reach) the network
   * layer sends the same save again, with the same key, until the answer is definite, and the page
   * says it is checking: the api answers a repeat with the note it wrote the first time. The draft
   * stays until then.
   */
  const saveNew = async () => {
    const body = composerHtml.current;
    const tooLarge = tooLargeBeforeSending(body);
    if (tooLarge) {
      notify.error(tooLarge, { id: 'note-too-large' });
      return;
    }
    const run = new AbortController();
    saveRun.current = run;
    setSaving(true);
    try {
      const { createCustomerNote } = await create({
        variables: { input: { customerId: data.id, body, private: composerPrivate } },
        skipErrorToast: true,
        idempotencyKey: noteKey,
        updater: prependEdgeOnce([connectionId], 'createCustomerNote', 'noteEdge'),
        onOutcomeUnknown: () => {
          if (!run.signal.aborted) setChecking(true);
        },
      });
      if (!createCustomerNote.noteEdge) {
        const reasons = createCustomerNote.fullMessages;
        notify.error(tooLargeInMessages(reasons) ?? failure(NOTE_SAVE_FAILED, reasons));
        return;
      }
      renewNoteKey();
      closeComposer();
    } catch (error) {
      if (!run.signal.aborted) notify.error(tooLargeRequest(error) ?? NOTE_SAVE_FAILED);
    } finally {
      if (!run.signal.aborted) {
        setSaving(false);
        setChecking(false);
      }
    }
  };

  const startEdit = (id: string) => {
    if (editingId && editingId !== id) {
      // One note in edit mode at a time: point at the one already open.
      highlight(editingId);
      return;
    }
    setEditingId(id);
    setEditingDirty(false);
  };

  const copy = async (id: string) => {
    try {
      const { duplicateCustomerNote } = await duplicate({
        variables: { input: { id } },
        skipErrorToast: true,
        idempotencyKey: copyKeys.keyFor(id),
        updater: prependEdgeOnce([connectionId], 'duplicateCustomerNote', 'noteEdge'),
      });
      const copyId = duplicateCustomerNote.noteEdge?.node.id;
      if (copyId) copyKeys.done(id);
      if (!copyId) notify.error(failure(NOTE_SAVE_FAILED, duplicateCustomerNote.fullMessages));
      // The copy is the note to change: its edit button is pointed out.
      else window.setTimeout(() => highlight(copyId), 50);
    } catch {
      notify.error(NOTE_SAVE_FAILED);
    }
  };

  const loadTemplates = async () => {
    if (templates) return;
    try {
      const result = await fetchQuery<CustomerNotesTemplatesQuery>(environment, templatesQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      setTemplates(result?.viewer?.company.noteTemplates.edges.map((edge) => edge.node) ?? []);
    } catch {
      setTemplates(null);
    }
  };

  const loadPdfLinks = useCallback(async (): Promise<PdfLinks> => {
    const result = await fetchQuery<CustomerNotesPdfQuery>(environment, pdfQuery, { id: printing ?? '' }, { fetchPolicy: 'network-only' }).toPromise();
    if (!result?.node?.a4 || !result.node.a5) throw new Error('Anotação não encontrada');
    return { A4: result.node.a4, A5: result.node.a5 };
  }, [environment, printing]);
  const closePrint = useCallback(() => setPrinting(null), []);

  const edges = data.notes.edges;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="customer-notes-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg" id="customer-notes-title">
          Anotações {data.notes.totalCount > 0 && <Text span c="dimmed" fz="sm">({data.notes.totalCount})</Text>}
        </Title>
        {!composing && !readOnly && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setComposing(true)}>
            Nova anotação
          </Button>
        )}
      </Group>

      {composing && (
        <Stack gap="sm" mb="lg">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>Nova anotação</Text>
            <Menu position="bottom-end" onOpen={() => void loadTemplates()} withinPortal>
              <Menu.Target>
                <Button variant="light" size="xs" leftSection={<IconTemplate size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
                  Inserir modelo
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
                {templates === null && <Menu.Label>Carregando modelos...</Menu.Label>}
                {templates?.length === 0 && <Menu.Label>Nenhum modelo cadastrado</Menu.Label>}
                {templates?.map((template) => (
                  <Menu.Item key={template.id} onClick={() => editor.current?.insertHtml(template.body)}>
                    {template.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <RichTextEditor
            key={composerKey}
            ref={editor}
            label="Texto da nova anotação"
            initialHtml={draft ?? ''}
            onUploadImage={uploadImage}
            onChange={(html) => {
              composerHtml.current = html;
              setComposerEmpty(!hasRichContent(html));
            }}
          />
          {checking && (
            <Alert role="status" variant="light" color="orange" icon={<Loader size={16} color="orange" aria-hidden />} p="sm">
              <Text size="sm">{NOTE_SAVE_CHECKING}</Text>
            </Alert>
          )}
          <Checkbox
            label="Somente eu"
            description={PRIVATE_NOTE_HINT}
            checked={composerPrivate}
            onChange={(event) => setComposerPrivate(event.currentTarget.checked)}
          />
          <Group justify="space-between" gap="sm">
            <SaveAsTemplate html={() => composerHtml.current} disabled={composerEmpty} />
            <Group gap="sm">
              <Button variant="default" onClick={discard} disabled={saving}>
                {draft !== null ? 'Descartar' : 'Cancelar'}
              </Button>
              <Button onClick={() => void saveNew()} loading={saving} disabled={composerEmpty}>
                Salvar anotação
              </Button>
            </Group>
          </Group>
        </Stack>
      )}

      {edges.length === 0 && !composing ? (
        <Stack align="center" gap="xs" py="xl" ta="center" style={{ border: '1px dashed var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconNotes size={24} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Text fw={500}>Nenhuma anotação</Text>
          {!readOnly && (
            <Text size="sm" c="dimmed" maw={420} px="md">
              As anotações sobre cada atendimento ficarão reunidas aqui.
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          {edges.map(({ node }) => (
            <NoteItem
              key={node.id}
              note={node}
              connectionId={connectionId}
              companyId={companyId}
              readOnly={readOnly}
              editing={!readOnly && editingId === node.id}
              onEdit={() => startEdit(node.id)}
              onDone={() => setEditingId(null)}
              highlighted={highlightId === node.id}
              onDuplicate={() => void copy(node.id)}
              onPrint={() => setPrinting(node.id)}
              onDirtyChange={setEditingDirty}
            />
          ))}
          {hasNext && (
            <Button
              variant="default"
              onClick={() =>
                loadNext(20, {
                  onComplete: (error) => {
                    if (error) notify.error(NOTES_LOAD_FAILED);
                  },
                })
              }
              loading={isLoadingNext}
            >
              Carregar mais
            </Button>
          )}
        </Stack>
      )}
      <PrintPreview opened={printing !== null} onClose={closePrint} loadLinks={loadPdfLinks} />
    </Paper>
  );
}
