import {
  closestCorners,
  DndContext,
  pointerWithin,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type CollisionDetection,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TaskCard_task$key } from './__generated__/TaskCard_task.graphql';
import { TaskCard } from './TaskCard';
import classes from './Kanban.module.css';

export type KanbanTask = { id: string; databaseId: number; title: string; card: TaskCard_task$key };
export type KanbanGroup = { key: string; name: string; isColumn: boolean; totalCount: number; tasks: KanbanTask[] };

type Props = {
  groups: KanbanGroup[];
  onOpen: (databaseId: number) => void;
  /** Saves a drop: the task's new column and that column's order. Rejects when the server refused it. */
  onMove: (move: { taskId: string; fromKey: string; toKey: string; orderedTaskIds: string[] }) => Promise<void>;
};

type Columns = Record<string, string[]>;

const columnsOf = (groups: KanbanGroup[]): Columns => Object.fromEntries(groups.map((group) => [group.key, group.tasks.map((task) => task.id)]));
const droppableId = (key: string) => `column:${key}`;

/**
 * Where a dragged card lands: on the card under the pointer, else at the end of the column under
 * it; with the keyboard (no pointer), or outside every column, the nearest place. Cards of any height
 * then take the place the pointer shows, which corner distances alone get wrong next to a tall card.
 */
const kanbanCollisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCorners(args);
  const card = hits.find((hit) => !String(hit.id).startsWith('column:'));
  return card ? [card] : hits;
};

function SortableCard({ task, onOpen, disabled }: { task: KanbanTask; onOpen: (databaseId: number) => void; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: task.id, disabled });
  return (
    <div
      ref={setNodeRef}
      className={classes.card}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
      {...attributes}
      {...listeners}
      aria-roledescription="tarefa arrastável"
      aria-label={`Tarefa ${task.title}`}
      data-task-id={task.databaseId}
      onClick={() => onOpen(task.databaseId)}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event);
        if (event.key === 'Enter' && !event.defaultPrevented) onOpen(task.databaseId);
      }}
    >
      <TaskCard task={task.card} />
    </div>
  );
}

function Column({ group, ids, tasks, onOpen, draggable }: { group: KanbanGroup; ids: string[]; tasks: Map<string, KanbanTask>; onOpen: (databaseId: number) => void; draggable: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: droppableId(group.key), disabled: !group.isColumn });
  return (
    <Stack className={classes.column} gap="xs" data-column={group.name} aria-label={`Coluna ${group.name}`} role="region">
      <Group justify="space-between" px={4} wrap="nowrap">
        <Text fw={600} size="sm" truncate="end">
          {group.name}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {ids.length}
        </Badge>
      </Group>
      <SortableContext id={droppableId(group.key)} items={ids} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap="xs" className={classes.list} data-over={isOver || undefined} data-column-list>
          {ids.map((id) => {
            const task = tasks.get(id);
            return task ? <SortableCard key={id} task={task} onOpen={onOpen} disabled={!draggable} /> : null;
          })}
          {ids.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              Nenhuma tarefa
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Stack>
  );
}

/**
 * The board's columns with drag and drop between and within them (pointer, touch and keyboard: Space
 * picks a card up, the arrows move it, Space drops it, Esc cancels). A drop shows at once; the board
 * goes back to the server's order when the server refuses it. Cards move only when the board is
 * grouped by column.
 */
export function Kanban({ groups, onOpen, onMove }: Props) {
  const [columns, setColumns] = useState<Columns>(() => columnsOf(groups));
  const [activeId, setActiveId] = useState<string | null>(null);
  const dragStart = useRef<{ key: string; ids: Columns } | null>(null);
  const draggable = groups.some((group) => group.isColumn);

  // The server's order replaces the local one whenever a new answer arrives.
  useEffect(() => {
    setColumns(columnsOf(groups));
  }, [groups]);

  const tasks = useMemo(() => new Map(groups.flatMap((group) => group.tasks.map((task) => [task.id, task] as const))), [groups]);
  const canDrop = useMemo(() => new Set(groups.filter((group) => group.isColumn).map((group) => group.key)), [groups]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const keyOf = (id: string, state: Columns = columns): string | undefined => {
    if (id.startsWith('column:')) return id.slice('column:'.length);
    return Object.keys(state).find((key) => state[key]!.includes(id));
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    dragStart.current = { key: keyOf(String(active.id)) ?? '', ids: columns };
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = keyOf(String(active.id));
    const to = keyOf(String(over.id));
    if (from === undefined || to === undefined || from === to || !canDrop.has(to)) return;
    setColumns((state) => {
      const source = state[from]!.filter((id) => id !== String(active.id));
      const target = [...state[to]!];
      const overIndex = target.indexOf(String(over.id));
      // Over the lower half of a card, the dragged one goes after it.
      const dragged = active.rect.current.translated;
      const below = dragged !== null && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
      target.splice(overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length, 0, String(active.id));
      return { ...state, [from]: source, [to]: target };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const start = dragStart.current;
    dragStart.current = null;
    if (!over || !start) {
      if (start) setColumns(start.ids);
      return;
    }
    const id = String(active.id);
    const key = keyOf(id);
    if (key === undefined || !canDrop.has(key)) {
      setColumns(start.ids);
      return;
    }
    let ordered = columns[key]!;
    const overIndex = ordered.indexOf(String(over.id));
    const activeIndex = ordered.indexOf(id);
    if (overIndex >= 0 && activeIndex !== overIndex) ordered = arrayMove(ordered, activeIndex, overIndex);
    const unchanged = key === start.key && ordered.join() === start.ids[key]!.join();
    setColumns({ ...columns, [key]: ordered });
    if (unchanged) return;
    onMove({ taskId: id, fromKey: start.key, toKey: key, orderedTaskIds: ordered }).catch(() => setColumns(start.ids));
  };

  const active = activeId ? tasks.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        if (dragStart.current) setColumns(dragStart.current.ids);
        dragStart.current = null;
      }}
      accessibility={{
        screenReaderInstructions: { draggable: 'Para mover uma tarefa, pressione Espaço, use as setas e pressione Espaço de novo para soltar; Esc cancela. Enter abre a tarefa.' },
        announcements: {
          onDragStart: () => 'Tarefa selecionada.',
          onDragOver: ({ over }) => (over ? 'Sobre outra posição.' : 'Fora das colunas.'),
          onDragEnd: ({ over }) => (over ? 'Tarefa solta.' : 'Tarefa solta fora das colunas.'),
          onDragCancel: () => 'Movimento cancelado.',
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" gap="md" wrap="nowrap" className={classes.board}>
          {groups.map((group) => (
            <Column key={group.key || '(none)'} group={group} ids={columns[group.key] ?? []} tasks={tasks} onOpen={onOpen} draggable={draggable} />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay>{active ? <Box className={classes.overlay}><TaskCard task={active.card} /></Box> : null}</DragOverlay>
    </DndContext>
  );
}
