import { ANSWER_TYPE_LABELS, DATE_PATTERN, isAnswerType, isoDateToBrazilian, zonedDateTime } from '@practice/common';
import type { ActivityChange, ActivityEvent } from '../../db/schema.ts';
import { COMPANY_LABELS } from '../companies/update.ts';
import { FILTERED } from './record.ts';

export const EVENT_TEXTS: Record<ActivityEvent, string> = {
  create: 'Criação',
  update: 'Atualização',
  destroy: 'Exclusão',
};

/** The company's own words: a customer is shown as a 'Paciente' where the company says so. */
export interface CompanyTerms {
  company_treatment: string;
  customer_treatment: string;
}

const ITEM_TYPE_TEXTS: Record<string, string> = {
  User: 'Usuário',
  Subscription: 'Assinatura',
  CustomerField: 'Pergunta do formulário',
  CustomerNote: 'Anotação',
  Note: 'Anotação',
  NoteTemplate: 'Modelo de anotação',
  TaskList: 'Quadro de tarefas',
  Task: 'Tarefa',
  TaskComment: 'Comentário de tarefa',
  TaskChecklistItem: 'Item do checklist',
  TaskAttachment: 'Anexo de tarefa',
};

export function itemTypeText(itemType: string, terms: CompanyTerms): string {
  if (itemType === 'Company') return terms.company_treatment;
  if (itemType === 'Customer') return terms.customer_treatment;
  return ITEM_TYPE_TEXTS[itemType] ?? itemType;
}

/** The kinds of record that make up the company's own administration (the business log). */
export const ADMINISTRATION_ITEM_TYPES = ['Company', 'User', 'CustomerField', 'Subscription'] as const;

const FIELD_LABELS: Record<string, string> = {
  ...COMPANY_LABELS,
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  account_type: 'Tipo de conta',
  password: 'Senha',
  image_id: 'Foto',
  question: 'Pergunta',
  answer_type: 'Tipo de resposta',
  mandatory: 'Obrigatória',
  options: 'Opções',
  plan: 'Plano',
  status: 'Situação',
  active: 'Ativa',
  trial_ends_at: 'Fim do período de teste',
  next_charge_at: 'Próxima cobrança',
  title: 'Título',
  description: 'Descrição',
  due_date: 'Data de vencimento',
  priority: 'Prioridade',
  kanban_group: 'Coluna',
  kanban_group_options: 'Colunas',
  completed_at: 'Concluída em',
  customer_id: 'Cliente',
  task_list_id: 'Quadro',
  assignees: 'Responsáveis',
  tags: 'Etiquetas',
  estimated_hours: 'Horas estimadas',
  time_spent: 'Tempo gasto',
  body: 'Conteúdo',
  content: 'Conteúdo',
  locked: 'Bloqueada',
  locked_at: 'Bloqueada em',
};

/** Secrets record only that they changed; any value under such a name is hidden, however it got there. */
const SECRET_FIELD = /password|^senha$|token|secret|_hash$/i;

const ACCOUNT_TYPE_TEXTS: Record<string, string> = { limited: 'Limitado', standard: 'Padrão', system_admin: 'Administrador' };
const PRIORITY_TEXTS: Record<string, string> = { low: 'Baixa', medium: 'Média', high: 'Alta' };
const SUBSCRIPTION_STATUS_TEXTS: Record<string, string> = {
  trialing: 'Em teste',
  active: 'Ativa',
  pending: 'Pendente',
  suspended: 'Suspensa',
  canceled: 'Cancelada',
};
const PLAN_TEXTS: Record<string, string> = { free: 'Gratuito', lean: 'Lean', team: 'Team' };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a person reads it: yes/no, dates in pt-BR, lists joined; null stays null. */
function valueText(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field === 'image_id') return 'Imagem';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) {
    return value.length === 0 ? null : value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  }
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'string') {
    if (field === 'account_type') return ACCOUNT_TYPE_TEXTS[value] ?? value;
    if (field === 'priority') return PRIORITY_TEXTS[value] ?? value;
    if (field === 'answer_type' && isAnswerType(value)) return ANSWER_TYPE_LABELS[value];
    if (field === 'status') return SUBSCRIPTION_STATUS_TEXTS[value] ?? value;
    if (field === 'plan') return PLAN_TEXTS[value] ?? value;
    if (DATE_PATTERN.test(value)) return isoDateToBrazilian(value);
    if (ISO_INSTANT.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return zonedDateTime(instant);
    }
    return value;
  }
  return JSON.stringify(value);
}

/** The changes as the history shows them: pt-BR field names, readable values, secrets hidden. */
export function presentChanges(changes: readonly ActivityChange[]): { field_name: string; from: string | null; to: string | null }[] {
  return changes
    .map((change) => {
      const secret = SECRET_FIELD.test(change.field_name);
      const shown = (value: unknown) => (value === null || value === undefined ? null : secret ? FILTERED : valueText(change.field_name, value));
      return { field_name: FIELD_LABELS[change.field_name] ?? change.field_name, from: shown(change.from), to: shown(change.to) };
    })
    .filter((change) => change.from !== null || change.to !== null);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, one: string, many: string): string {
  return `Há ${count} ${count === 1 ? one : many}`;
}

/**
 * When something happened, as the history says it: under a minute 'Agora há pouco', then minutes,
 * hours under a day, days under a week, and after that the date and time in São Paulo.
 */
export function relativeTime(at: Date, now: Date): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return 'Agora há pouco';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hora', 'horas');
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'dia', 'dias');
  return zonedDateTime(at).replace(' ', ' às ');
}
