import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ANSWER_TYPE_LABELS, isAnswerType, isChoiceAnswerType, type AnswerType } from '@practice/common';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { QuestionItem_field$key } from './__generated__/QuestionItem_field.graphql';
import { QuestionEditor, type QuestionValues } from './QuestionEditor';
import classes from './FormBuilder.module.css';

const fragment = graphql`
  fragment QuestionItem_field on CustomerField {
    id
    question
    answerType
    mandatory
    options
  }
`;

/** The GraphQL enum value ('MULTIPLE_CHOICE') as the shared rules name it ('multiple_choice'). */
export function answerTypeOf(value: string): AnswerType {
  const type = value.toLowerCase();
  return isAnswerType(type) ? type : 'short_text';
}

type QuestionItemProps = {
  field: QuestionItem_field$key;
  /** Its number in the form; 'Nome' is 1. */
  position: number;
  editing: boolean;
  /** Another question is being edited or added: this one can be neither edited nor deleted. */
  locked: boolean;
  dragDisabled: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (values: QuestionValues) => void;
  onDelete: (question: string) => void;
};

/** One question of the form: a card that can be dragged, or its editor while it is being changed. */
export function QuestionItem({ field, position, editing, locked, dragDisabled, saving, onEdit, onCancel, onSave, onDelete }: QuestionItemProps) {
  const data = useFragment(fragment, field);
  const sortable = useSortable({ id: data.id, disabled: dragDisabled || editing });
  const handleDisabled = dragDisabled || editing;
  const answerType = answerTypeOf(data.answerType);
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };

  if (editing) {
    return (
      <li ref={sortable.setNodeRef} style={style}>
        <QuestionEditor
          label={`Editar pergunta ${position}`}
          initial={{ question: data.question, answerType, mandatory: data.mandatory, options: [...data.options] }}
          saving={saving}
          onSave={onSave}
          onCancel={onCancel}
        />
      </li>
    );
  }

  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      p="sm"
      className={classes.question}
      data-dragging={sortable.isDragging || undefined}
      aria-label={`Pergunta ${position}: ${data.question}`}
      component="li"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          className={classes.handle}
          disabled={handleDisabled}
          aria-label={`Arrastar a pergunta ${position} para mudar a ordem`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
        <Stack gap={6} flex={1} miw={0} py={6}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} className={classes.questionText}>
              <Text span c="dimmed" fw={500} mr={6}>
                {position}.
              </Text>
              {data.question}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {ANSWER_TYPE_LABELS[answerType]}
            </Badge>
            {data.mandatory && (
              <Badge variant="light" color="brand" radius="sm" tt="none">
                Obrigatória
              </Badge>
            )}
          </Group>
          {isChoiceAnswerType(answerType) && data.options.length > 0 && (
            <Text size="sm" c="dimmed" className={classes.options}>
              {data.options.join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Editar" disabled={locked}>
            <ActionIcon variant="subtle" size={36} onClick={onEdit} disabled={locked} aria-label={`Editar a pergunta ${position}`}>
              <IconPencil size={18} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Excluir" disabled={locked}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              onClick={() => onDelete(data.question)}
              disabled={locked}
              aria-label={`Excluir a pergunta ${position}`}
            >
              <IconTrash size={18} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
