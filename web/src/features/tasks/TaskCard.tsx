import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendar, IconCircle, IconCircleCheckFilled, IconListCheck, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { TaskCard_task$key } from './__generated__/TaskCard_task.graphql';
import { initials } from '../../lib/initials';
import { brDate, cardDescription, CARD_AVATARS_MAX } from './messages';
import { useToggleCompletion } from './useTaskMutations';

const PRIORITY_COLOR: Record<string, string> = { HIGH: 'orange', MEDIUM: 'yellow', LOW: 'green' };

/** A task on the board (spec section 2): description cut at 100 characters, three avatars then +N, a completion check. */
export function TaskCard({ task: key }: { task: TaskCard_task$key }) {
  const task = useFragment(
    graphql`
      fragment TaskCard_task on Task {
        id
        title
        descriptionText
        dueDate
        priority
        priorityText
        completed
        status
        statusText
        statusColor
        customer {
          name
        }
        assignees {
          id
          name
        }
        tags
        checklistTotalItems
        checklistCompletedItems
        commentsCount
        attachmentsCount
      }
    `,
    key,
  );
  const toggle = useToggleCompletion();
  const shown = task.assignees.slice(0, CARD_AVATARS_MAX);
  const hidden = task.assignees.length - shown.length;
  const description = cardDescription(task.descriptionText);

  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" style={{ opacity: task.completed ? 0.75 : 1 }}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Tooltip label={task.completed ? 'Marcar como pendente' : 'Marcar como concluída'}>
          <ActionIcon
            variant="subtle"
            color={task.completed ? 'teal' : 'gray'}
            aria-label={task.completed ? `Marcar ${task.title} como pendente` : `Marcar ${task.title} como concluída`}
            aria-pressed={task.completed}
            onPointerDown={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation();
              void toggle(task);
            }}
          >
            {task.completed ? <IconCircleCheckFilled size={20} aria-hidden /> : <IconCircle size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" td={task.completed ? 'line-through' : undefined} style={{ wordBreak: 'break-word' }}>
            {task.title}
          </Text>
          {description && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {description}
            </Text>
          )}
          {task.customer && (
            <Text size="xs" c="dimmed" truncate="end">
              {task.customer.name}
            </Text>
          )}
          <Group gap={6}>
            {task.status !== 'PENDING' && (
              <Badge size="xs" color={task.statusColor} variant="light">
                {task.statusText}
              </Badge>
            )}
            {task.priority && (
              <Badge size="xs" color={PRIORITY_COLOR[task.priority] ?? 'blue'} variant="dot">
                {task.priorityText}
              </Badge>
            )}
            {task.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} size="xs" variant="outline" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={8} c="dimmed" wrap="nowrap">
              {task.dueDate && (
                <Group gap={2} wrap="nowrap">
                  <IconCalendar size={14} aria-hidden />
                  <Text size="xs">{brDate(task.dueDate)}</Text>
                </Group>
              )}
              {task.checklistTotalItems > 0 && (
                <Group gap={2} wrap="nowrap" aria-label={`Checklist: ${task.checklistCompletedItems} de ${task.checklistTotalItems}`}>
                  <IconListCheck size={14} aria-hidden />
                  <Text size="xs">
                    {task.checklistCompletedItems}/{task.checklistTotalItems}
                  </Text>
                </Group>
              )}
              {task.commentsCount > 0 && (
                <Group gap={2} wrap="nowrap" aria-label={`${task.commentsCount} comentários`}>
                  <IconMessage size={14} aria-hidden />
                  <Text size="xs">{task.commentsCount}</Text>
                </Group>
              )}
              {task.attachmentsCount > 0 && (
                <Group gap={2} wrap="nowrap" aria-label={`${task.attachmentsCount} anexos`}>
                  <IconPaperclip size={14} aria-hidden />
                  <Text size="xs">{task.attachmentsCount}</Text>
                </Group>
              )}
            </Group>
            {task.assignees.length > 0 && (
              <Avatar.Group spacing="xs">
                {shown.map((person) => (
                  <Tooltip key={person.id ?? person.name} label={person.name}>
                    <Avatar size={24} radius="xl" color="blue" aria-label={person.name}>
                      {initials(person.name, '?')}
                    </Avatar>
                  </Tooltip>
                ))}
                {hidden > 0 && (
                  <Avatar size={24} radius="xl" aria-label={`mais ${hidden}`}>
                    +{hidden}
                  </Avatar>
                )}
              </Avatar.Group>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
