import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconInfoCircle, IconListDetails, IconLock, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { companyTerm, customerTerm, lowerFirst, the, useCompanyTerms } from '../../lib/terms';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { notify } from '../../ui/notify';
import type { FormBuilder_company$key } from './__generated__/FormBuilder_company.graphql';
import {
  DELETE_FAILED,
  FIXED_FIELD_WARNING,
  ORDER_NOT_SAVED,
  QUESTION_CREATED,
  QUESTION_DELETED,
  QUESTION_NOT_SAVED,
  QUESTION_UPDATED,
  reasonMessages,
} from './messages';
import { EMPTY_QUESTION, QuestionEditor, type QuestionValues } from './QuestionEditor';
import { QuestionItem } from './QuestionItem';
import { useQuestionMutations } from './useQuestionMutations';
import classes from './FormBuilder.module.css';

const fragment = graphql`
  fragment FormBuilder_company on Company {
    id
    customerFields {
      id
      ...QuestionItem_field
    }
  }
`;

type FieldErrorLike = { readonly field: string; readonly messages: ReadonlyArray<string> };

/** The order after one question was dropped on another's place, or null when nothing moved. */
export function movedOrder(ids: readonly string[], active: UniqueIdentifier, over: UniqueIdentifier | undefined): string[] | null {
  const from = ids.indexOf(String(active));
  const to = over === undefined ? -1 : ids.indexOf(String(over));
  if (from < 0 || to < 0 || from === to) return null;
  return arrayMove([...ids], from, to);
}

function toInput(values: QuestionValues) {
  return {
    question: values.question,
    answerType: values.answerType.toUpperCase() as Uppercase<typeof values.answerType>,
    mandatory: values.mandatory,
    options: values.options,
  };
}

/** 'Não foi possível salvar a pergunta', then one toast per reason the server gave. */
function saveRefused(errors: ReadonlyArray<FieldErrorLike>) {
  notify.error(QUESTION_NOT_SAVED);
  for (const reason of reasonMessages(errors)) notify.error(reason);
}

/**
 * The customer registration form builder: the fixed name, then the company's questions, which can be
 * added, edited, deleted and dragged into a new order. Every change is saved as it is made. Editing a
 * question locks the others and the dragging; adding one locks editing.
 */
export function FormBuilder({ company }: { company: FormBuilder_company$key }) {
  const data = useFragment(fragment, company);
  const terms = useCompanyTerms();
  const mutations = useQuestionMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [createKey, renewCreateKey] = useIdempotencyKey();
  /** The order shown while a drag is being saved, so the card does not jump back meanwhile. */
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);

  const fields = useMemo(() => {
    if (!pendingOrder) return data.customerFields;
    const byId = new Map(data.customerFields.map((field) => [field.id, field]));
    const ordered = pendingOrder.flatMap((id) => byId.get(id) ?? []);
    return ordered.length === data.customerFields.length ? ordered : data.customerFields;
  }, [data.customerFields, pendingOrder]);
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const busy = editing !== null || adding;
  const dragDisabled = busy || mutations.reordering || mutations.removing;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 2;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Pergunta ${positionOf(active.id)} selecionada para mudar de lugar.`,
    onDragOver: ({ active, over }) =>
      over ? `Pergunta ${positionOf(active.id)} sobre a posição ${positionOf(over.id)}.` : `Pergunta ${positionOf(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over ? `Pergunta ${positionOf(active.id)} colocada na posição ${positionOf(over.id)}.` : 'Pergunta solta fora da lista.',
    onDragCancel: ({ active }) => `Mudança de lugar da pergunta ${positionOf(active.id)} cancelada.`,
  };

  async function saveOrder(event: DragEndEvent) {
    const order = movedOrder(ids, event.active.id, event.over?.id);
    if (!order) return;
    setPendingOrder(order);
    try {
      const { reorderCustomerFields: payload } = await mutations.reorder({ variables: { input: { ids: order } }, skipErrorToast: true });
      if (payload.errors.length > 0 || payload.fullMessages.length > 0) notify.error(ORDER_NOT_SAVED);
    } catch {
      notify.error(ORDER_NOT_SAVED);
    } finally {
      setPendingOrder(null);
    }
  }

  async function create(values: QuestionValues) {
    try {
      const { createCustomerField: payload } = await mutations.create({
        variables: { input: toInput(values) },
        skipErrorToast: true,
        idempotencyKey: createKey,
      });
      if (!payload.customerField) {
        saveRefused(payload.errors);
        return;
      }
      renewCreateKey();
      notify.success(QUESTION_CREATED);
      setAdding(false);
    } catch {
      notify.error(QUESTION_NOT_SAVED);
    }
  }

  async function update(id: string, values: QuestionValues) {
    try {
      const { updateCustomerField: payload } = await mutations.update({
        variables: { input: { id, ...toInput(values) } },
        skipErrorToast: true,
      });
      if (!payload.customerField) {
        saveRefused(payload.errors);
        return;
      }
      notify.success(QUESTION_UPDATED);
      setEditing(null);
    } catch {
      notify.error(QUESTION_NOT_SAVED);
    }
  }

  async function remove(id: string) {
    try {
      const { deleteCustomerField: payload } = await mutations.remove({ variables: { input: { id } }, skipErrorToast: true });
      if (!payload.deletedCustomerFieldId) {
        notify.error(DELETE_FAILED);
        return;
      }
      notify.success(QUESTION_DELETED);
    } catch {
      notify.error(DELETE_FAILED);
    }
  }

  function confirmRemove(id: string, question: string) {
    modals.openConfirmModal({
      title: 'Excluir pergunta?',
      children: (
        <Text size="sm">
          “{question}” sai do formulário, e as respostas já dadas a ela deixam de aparecer no cadastro de cada{' '}
          {lowerFirst(terms.customer)}.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(id),
    });
  }

  const empty = fields.length === 0 && !adding;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" className={classes.fixed} aria-label="Pergunta 1: Nome (campo fixo)">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="gray" size={36} radius="md">
            <IconLock size={18} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={6} flex={1} py={6}>
            <Text fw={600}>
              <Text span c="dimmed" fw={500} mr={6}>
                1.
              </Text>
              Nome
            </Text>
            <Group gap={6}>
              <Badge variant="light" color="gray" radius="sm" tt="none">
                Resposta curta
              </Badge>
              <Badge variant="light" color="brand" radius="sm" tt="none">
                Obrigatória
              </Badge>
            </Group>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconInfoCircle size={16} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {FIXED_FIELD_WARNING}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>

      {empty ? (
        <Paper withBorder p="xl" className={classes.empty}>
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconListDetails size={28} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>Seu formulário ainda não tem perguntas</Text>
            <Text size="sm" c="dimmed" maw={460}>
              Crie as perguntas que você quer fazer ao cadastrar {the(customerTerm(terms), 'um')}: data de nascimento, telefone,
              como conheceu {the(companyTerm(terms), 'o')}...
            </Text>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              Criar a primeira pergunta
            </Button>
          </Stack>
        </Paper>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void saveOrder(event)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'Para mudar a pergunta de lugar, pressione espaço ou enter, use as setas para cima e para baixo e pressione espaço ou enter de novo para soltar. Esc cancela.',
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={dragDisabled}>
            <ol className={classes.list} aria-label="Perguntas do formulário">
              {fields.map((field, index) => (
                <QuestionItem
                  key={field.id}
                  field={field}
                  position={index + 2}
                  editing={editing === field.id}
                  locked={busy || mutations.removing}
                  dragDisabled={dragDisabled}
                  saving={mutations.saving}
                  onEdit={() => setEditing(field.id)}
                  onCancel={() => setEditing(null)}
                  onSave={(values) => void update(field.id, values)}
                  onDelete={(question) => confirmRemove(field.id, question)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      {adding ? (
        <QuestionEditor
          label="Nova pergunta"
          initial={EMPTY_QUESTION}
          saving={mutations.saving}
          onSave={(values) => void create(values)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        !empty && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)} disabled={busy}>
              Adicionar pergunta
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
