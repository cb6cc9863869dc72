// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export interface RestTaskPerson {
  id: number | null;
  name: string;
}

export interface RestBoard {
  id: number;
  name: string;
  description: string | null;
  kanban_group_options: string[];
  tasks_count: number;
  pending_tasks_count: number;
  completed_tasks_count: number;
  completion_percentage: number;
  created_at: string;
  updated_at: string;
}

export interface RestTask {
  id: number;
  task_list_id: number;
  title: string;
  description: string;
  description_text: string;
  due_date: string | null;
  priority: 'low' | 'medium' | 'high' | null;
  priority_text: string | null;
  kanban_group: string | null;
  position: number;
  completed: boolean;
  completed_at: string | null;
  overdue: boolean;
  status: 'pending' | 'completed' | 'overdue' | 'due_today';
  status_text: string;
  status_color: string;
  customer_id: number | null;
  customer: { id: number; name: string } | null;
  assignees: { id: number; name: string }[];
  tags: string[];
  estimated_hours: number | null;
  time_spent: number | null;
  checklist_items: { id: number; content: string; completed: boolean }[];
  checklist_total_items: number;
  checklist_completed_items: number;
  comments_count: number;
  attachments_count: number;
  created_at: string;
}

/** What lists of tasks (a board, a calendar period) answer with `view=card`: what a card shows. */
export type RestTaskCard = Omit<
  RestTask,
  'description' | 'completed_at' | 'customer_id' | 'estimated_hours' | 'time_spent' | 'checklist_items' | 'created_at'
> & { card: true };

export interface RestTaskGroup {
  key: string;
  name: string;
  tasks: RestTaskCard[];
}

/** A board as `GET /task_lists/{id}?group_by=...` answers it. */
export interface RestTaskBoard extends RestBoard {
  grouped_tasks: RestTaskGroup[];
}

export interface RestTaskComment {
  id: number;
  content: string;
  user: RestTaskPerson;
  created_at: string;
  can_delete: boolean;
}

export interface RestTaskAttachment {
  id: number;
  filename: string;
  download_url: string;
  human_file_size: string;
  user: RestTaskPerson;
  created_at: string;
  can_delete: boolean;
}

export interface TaskFilterQuery {
  status?: string;
  assigneeId?: number;
  customerId?: number;
  priority?: string;
  search?: string;
}

export interface TaskBoardQuery extends TaskFilterQuery {
  /** Undefined for the company's default board. */
  boardId?: number;
  groupBy: string;
}

export interface CalendarQuery extends TaskFilterQuery {
  from: string;
  to: string;
  boardId?: number;
}

/** A task's fields as the api takes them; those left out keep their values. */
export interface TaskChanges {
  title?: string;
  description?: string;
  due_date?: string | null;
  priority?: string | null;
  kanban_group?: string | null;
  customer_id?: number | null;
  assignee_ids?: number[];
  tags?: string[];
  estimated_hours?: number | null;
  time_spent?: number | null;
  checklist_items?: string[];
}

export interface BoardChanges {
  name?: string;
  description?: string | null;
  kanban_group_options?: string[];
}
