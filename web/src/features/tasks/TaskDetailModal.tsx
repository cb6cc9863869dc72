import { Anchor, Badge, Button, Divider, Group, Loader, Modal, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Component as ReactComponent, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { TaskDetailModalQuery, TaskDetailModalQuery$data } from './__generated__/TaskDetailModalQuery.graphql';
import type { TaskDetailModalDeleteMutation } from './__generated__/TaskDetailModalDeleteMutation.graphql';
import type { TaskDetailModalUpdateMutation, UpdateTaskInput } from './__generated__/TaskDetailModalUpdateMutation.graphql';
import { useCompanyTerms } from '../../lib/terms';
import { RichText } from '../../ui/rich-text/RichText';
import { assigneeOptions, brDate, hoursText, hoursTyped, hoursValue, TASK_MESSAGES } from './messages';
import { descriptionToSend, TaskBasicsFields, withoutError, type TaskBasics } from './TaskBasicsFields';
import { TaskAttachments } from './TaskAttachments';
import { TaskChecklist } from './TaskChecklist';
import { TaskComments } from './TaskComments';
import { confirmDeletion } from './taskParts';
import { useToggleCompletion } from './useTaskMutations';

const query = graphql`
  query TaskDetailModalQuery($id: Int!) {
    task(databaseId: $id) {
      id
      databaseId
      title
      description
      dueDate
      priority
      priorityText
      kanbanGroup
      completed
      status
      statusText
      statusColor
      tags
      estimatedHours
      timeSpent
      customer {
        databaseId
        name
      }
      assignees {
        id
        name
      }
      ...TaskChecklist_task
      ...TaskComments_task
      ...TaskAttachments_task
    }
    taskAssignees {
      id
      name
    }
  }
`;

const updateMutation = graphql`
  mutation TaskDetailModalUpdateMutation($input: UpdateTaskInput!) {
    updateTask(input: $input) {
      task {
        id
        title
        description
        descriptionText
        dueDate
        priority
        priorityText
        kanbanGroup
        status
        statusText
        statusColor
        overdue
        tags
        estimatedHours
        timeSpent
        assignees {
          id
          name
        }
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
  mutation TaskDetailModalDeleteMutation($input: DeleteTaskInput!) {
    deleteTask(input: $input) {
      deletedTaskId
      taskList {
        id
        tasksCount
        pendingTasksCount
        completedTasksCount
        completionPercentage
      }
    }
  }
`;

type Task = NonNullable<TaskDetailModalQuery$data['task']>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Hours typed with a decimal comma or point, shown with a comma. */
function HoursInput({ label, value, onChange, error }: { label: string; value: string; onChange: (text: string) => void; error?: string }) {
  return <TextInput label={label} inputMode="decimal" placeholder="0,0" value={value} onChange={(event) => onChange(hoursTyped(event.currentTarget.value))} error={error} />;
}

function EditForm({ task, columns, assignees, onDone }: { task: Task; columns: readonly string[]; assignees: TaskDetailModalQuery$data['taskAssignees']; onDone: (saved: boolean) => void }) {
  const [update, saving] = useMutationPromise<TaskDetailModalUpdateMutation>(updateMutation);
  const [basics, setBasics] = useState<TaskBasics>({
    title: task.title,
    description: task.description ?? '',
    dueDate: task.dueDate ?? '',
    priority: task.priority ?? null,
    kanbanGroup: task.kanbanGroup ?? null,
  });
  const [assigneeIds, setAssigneeIds] = useState(task.assignees.flatMap((person) => (person.id ? [person.id] : [])));
  const [tags, setTags] = useState(task.tags.join(', '));
  const [estimatedHours, setEstimatedHours] = useState(hoursText(task.estimatedHours));
  const [timeSpent, setTimeSpent] = useState(hoursText(task.timeSpent));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const title = basics.title.trim();
    if (!title) {
      setErrors({ title: TASK_MESSAGES.titleRequired });
      return;
    }
    const input: UpdateTaskInput = {
      id: task.id,
      title,
      description: descriptionToSend(basics.description),
      dueDate: basics.dueDate || '',
      priority: (basics.priority as UpdateTaskInput['priority']) ?? null,
      clearPriority: basics.priority === null,
      kanbanGroup: basics.kanbanGroup ?? '',
      assigneeIds,
      tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean),
      estimatedHours: hoursValue(estimatedHours) ?? -1,
      timeSpent: hoursValue(timeSpent) ?? -1,
    };
    try {
      const answer = await update({ variables: { input }, skipErrorToast: true });
      if (answer.updateTask.errors.length > 0) {
        setErrors(Object.fromEntries(answer.updateTask.errors.map((error) => [error.field, error.messages.join(', ')])));
        return;
      }
      notify.success(TASK_MESSAGES.taskUpdated);
      onDone(true);
    } catch {
      notify.error(TASK_MESSAGES.taskUpdateFailed);
    }
  };

  const columnOptions = [...new Set([...columns, ...(task.kanbanGroup ? [task.kanbanGroup] : [])])];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TaskBasicsFields
          value={basics}
          onChange={setBasics}
          initialDescription={task.description ?? ''}
          columns={columnOptions}
          columnClearable
          errors={errors}
          onEdited={(field) => setErrors((current) => withoutError(current, field))}
        />
        <MultiSelect
          label="Responsáveis"
          data={assigneeOptions(assignees)}
          value={assigneeIds}
          onChange={setAssigneeIds}
          searchable
          error={errors.assignee_ids}
        />
        <TextInput label="Etiquetas" description="Separe as etiquetas por vírgula" value={tags} onChange={(event) => setTags(event.currentTarget.value)} error={errors.tags} />
        <Group grow gap="sm">
          <HoursInput label="Horas estimadas" value={estimatedHours} onChange={setEstimatedHours} error={errors.estimated_hours} />
          <HoursInput label="Tempo gasto (horas)" value={timeSpent} onChange={setTimeSpent} error={errors.time_spent} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(false)}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A change the board's live subscription reported: a new object for every event. */
export type TaskLiveChange = { taskIds: readonly string[] };

type DetailsProps = {
  queryRef: PreloadedQuery<TaskDetailModalQuery>;
  columns: readonly string[];
  liveChange: TaskLiveChange | null;
  onClose: () => void;
  onChanged: () => void;
  reload: () => void;
};

function Details({ queryRef, columns, liveChange, onClose, onChanged, reload }: DetailsProps) {
  const data = usePreloadedQuery<TaskDetailModalQuery>(query, queryRef);
  const terms = useCompanyTerms();
  const task = data.task;
  const taskId = task?.id;
  // Someone else changed this task (or it went away): read it again, keeping what is shown meanwhile.
  const seenChange = useRef(liveChange);
  useEffect(() => {
    if (liveChange === seenChange.current) return;
    seenChange.current = liveChange;
    if (taskId && liveChange?.taskIds.includes(taskId)) reload();
  }, [liveChange, taskId, reload]);
  const [editing, setEditing] = useState(false);
  const toggleCompletion = useToggleCompletion();
  const [removeTask] = useMutationPromise<TaskDetailModalDeleteMutation>(deleteMutation);

  if (!task) {
    return <Text c="dimmed">Tarefa não encontrada.</Text>;
  }

  const deleteTask = () =>
    confirmDeletion('Excluir tarefa?', <>A tarefa <strong>{task.title}</strong> será excluída com seu checklist, comentários e anexos.</>, () => {
      void removeTask({ variables: { input: { id: task.id } }, skipErrorToast: true })
        .then(() => {
          notify.success(TASK_MESSAGES.taskDeleted);
          onChanged();
          onClose();
        })
        .catch(() => notify.error(TASK_MESSAGES.taskDeleteFailed));
    });

  if (editing) {
    return (
      <EditForm
        task={task}
        columns={columns}
        assignees={data.taskAssignees}
        onDone={(saved) => {
          setEditing(false);
          if (saved) onChanged();
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} miw={0} style={{ flex: 1, wordBreak: 'break-word' }}>
          {task.title}
        </Title>
        {/* Whole beside a title of any length: the title wraps instead. */}
        <Badge color={task.statusColor} variant="light" style={{ flexShrink: 0 }}>
          {task.statusText}
        </Badge>
      </Group>
      <Group gap="sm">
        <Button variant={task.completed ? 'default' : 'filled'} color="teal" onClick={() => void toggleCompletion(task).then(onChanged)}>
          {task.completed ? 'Reabrir tarefa' : 'Concluir tarefa'}
        </Button>
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          Editar
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={deleteTask}>
          Excluir
        </Button>
      </Group>
      {task.description ? (
        <RichText html={task.description} />
      ) : (
        <Text size="sm" c="dimmed">
          Sem descrição
        </Text>
      )}
      <Group gap="lg" wrap="wrap">
        <Field label="Vencimento">{brDate(task.dueDate) || '—'}</Field>
        <Field label="Prioridade">{task.priorityText ?? '—'}</Field>
        <Field label="Coluna">{task.kanbanGroup ?? 'Sem coluna'}</Field>
        <Field label={terms.customer}>{task.customer?.name ?? '—'}</Field>
        <Field label="Horas estimadas">{hoursText(task.estimatedHours) || '—'}</Field>
        <Field label="Tempo gasto">{hoursText(task.timeSpent) || '—'}</Field>
      </Group>
      <Field label="Responsáveis">{task.assignees.map((person) => person.name).join(', ') || '—'}</Field>
      <Field label="Etiquetas">
        {task.tags.length ? (
          <Group gap={4}>
            {task.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : (
          '—'
        )}
      </Field>

      <Divider label="Checklist" labelPosition="left" />
      <TaskChecklist task={task} onChanged={onChanged} />

      <Divider label="Comentários" labelPosition="left" />
      <TaskComments task={task} onChanged={onChanged} />

      <Divider label="Anexos" labelPosition="left" />
      <TaskAttachments task={task} onChanged={onChanged} onUploaded={reload} />
      <Anchor size="xs" c="dimmed" onClick={onClose} component="button" type="button" ta="left">
        Fechar
      </Anchor>
    </Stack>
  );
}

/** The task detail modal (spec section 2): view and edit modes, checklist, comments and attachments. */
export function TaskDetailModal({
  databaseId,
  columns,
  liveChange = null,
  onClose,
  onChanged,
}: {
  databaseId: number;
  columns: readonly string[];
  /** The board's latest live change; the modal reads its task again when the change names it. */
  liveChange?: TaskLiveChange | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [queryRef, load] = useQueryLoader<TaskDetailModalQuery>(query);
  const reload = useCallback(() => load({ id: databaseId }, { fetchPolicy: 'store-and-network' }), [databaseId, load]);
  useEffect(() => {
    reload();
  }, [reload]);
  return (
    <Modal opened onClose={onClose} size="lg" title="Tarefa" fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}>
      {queryRef ? (
        <Suspense fallback={<Loader />}>
          <TaskLoadBoundary>
            <Details queryRef={queryRef} columns={columns} liveChange={liveChange} onClose={onClose} onChanged={onChanged} reload={reload} />
          </TaskLoadBoundary>
        </Suspense>
      ) : (
        <Loader />
      )}
    </Modal>
  );
}


class TaskLoadBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    notify.error(TASK_MESSAGES.taskLoadFailed, { id: 'task-load-failed' });
  }
  override render() {
    return this.state.failed ? <Text c="dimmed">{TASK_MESSAGES.taskLoadFailed}</Text> : this.props.children;
  }
}
