import {
  ACCOUNT_TYPE_LABELS,
  ANSWER_TYPE_LABELS,
  APPOINTMENT_FREQUENCY_LABELS,
  APPOINTMENT_STATUS_LABELS,
  DATE_PATTERN,
  PLAN_NAMES,
  TASK_PRIORITY_LABELS,
  activityItemTypeLabel,
  isAppointmentStatus,
  isAnswerType,
  isoDateToBrazilian,
  zonedDateTime,
  type TermGender,
} from '@practice/common';
import sanitizeHtml from 'sanitize-html';
import type { ActivityChange, ActivityEvent } from '../../db/schema.ts';
import { FILTERED } from '../../activity-log/record.ts';

/** The company's own words: a customer is shown as a 'Paciente' where the company says so. */
export interface CompanyTerms {
  company_treatment: string;
  customer_treatment: string;
  company_treatment_gender?: TermGender | null;
  customer_treatment_gender?: TermGender | null;
}

/** Names of the records a change points at by id (a task's customer and assignees), read once per page. */
export interface ReferencedNames {
  users: ReadonlyMap<number, string>;
  customers: ReadonlyMap<number, string>;
}

const NO_NAMES: ReferencedNames = { users: new Map(), customers: new Map() };

export function itemTypeText(itemType: string, terms: CompanyTerms): string {
  if (itemType === 'Company') return terms.company_treatment;
  if (itemType === 'Customer') return terms.customer_treatment;
  return activityItemTypeLabel(itemType) ?? 'Registro';
}

/** How a stored value is read on the screens that show it. */
type ValueKind =
  | 'plain'
  | 'richText'
  | 'yesNo'
  | 'gender'
  | 'accountType'
  | 'priority'
  | 'answerType'
  | 'plan'
  | 'subscriptionStatus'
  | 'hours'
  | 'minutes'
  | 'appointmentStatus'
  | 'frequency'
  | 'user'
  | 'image'
  | 'customer'
  | 'users'
  /** Not listed among the changes (an order of ids); the sentence tells it. */
  | 'none';

/** What the history says of one field of one kind of record. */
interface FieldSpec {
  label: string;
  kind?: ValueKind;
  /** The entry's sentence when this is what changed. */
  sentence?: (change: ActivityChange, entry: Entry) => string;
  /** The sentence wins over other fields changed with it (completing a task, locking a note). */
  leads?: boolean;
  /** Fields of one part of a screen: changed together, the part's sentence tells them. */
  area?: string;
}

/** What a sentence knows of the entry: its record's name and the company's words. */
interface Entry {
  name: string;
  terms: CompanyTerms;
  /** The user changed their own account. */
  self: boolean;
}

/** How each kind of record is told: its sentences per event, its fields and its parts. */
interface ItemKind {
  create: (entry: Entry) => string;
  update: (entry: Entry) => string;
  destroy: (entry: Entry) => string;
  fields: Record<string, FieldSpec>;
  areas?: Record<string, (entry: Entry) => string>;
  /** Fields not listed are the company's own questions, named by their text (a customer's answers). */
  openFields?: boolean;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);

/** 'o consultório', 'a clínica': one of the company's words with its article, mid-sentence. */
function withArticle(term: string, gender: TermGender | null | undefined, preposition: '' | 'de' = ''): string {
  const article = gender === 'feminine' ? 'a' : 'o';
  const joined = preposition === 'de' ? `d${article}` : article;
  return `${joined} ${lowerFirst(term)}`;
}

const company = (entry: Entry, preposition: '' | 'de' = '') =>
  withArticle(entry.terms.company_treatment, entry.terms.company_treatment_gender, preposition);
const customer = (entry: Entry, preposition: '' | 'de' = '') =>
  `${withArticle(entry.terms.customer_treatment, entry.terms.customer_treatment_gender, preposition)} ${entry.name}`.trimEnd();
const named = (text: string, name: string) => (name ? `${text} ${name}` : text);
const quoted = (text: string, name: string, rest = '') => (name ? `${text} “${name}”${rest}` : `${text}${rest}`);

const GENDER_TEXTS: Record<TermGender, string> = { feminine: 'Feminino', masculine: 'Masculino' };

const TERM_FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  [
    ['company_treatment', 'Termo da empresa', 'plain'],
    ['company_treatment_plural', 'Termo da empresa no plural', 'plain'],
    ['company_treatment_gender', 'Gênero do termo da empresa', 'gender'],
    ['customer_treatment', 'Termo do cliente', 'plain'],
    ['customer_treatment_plural', 'Termo do cliente no plural', 'plain'],
    ['customer_treatment_gender', 'Gênero do termo do cliente', 'gender'],
  ].map(([field, label, kind]) => [
    field!,
    { label: label!, kind: kind as ValueKind, area: 'terms', sentence: () => 'Alterou os termos usados nas telas' },
  ]),
);

const KINDS: Record<string, ItemKind> = {
  Company: {
    create: (entry) => `Cadastrou ${company(entry)}`,
    update: (entry) => `Alterou os dados ${company(entry, 'de')}`,
    destroy: (entry) => `Excluiu ${company(entry)}`,
    fields: {
      ...TERM_FIELDS,
      name: { label: 'Nome', sentence: (_, entry) => `Alterou o nome ${company(entry, 'de')}` },
      customer_fields_order: { label: 'Ordem das perguntas', kind: 'none', leads: true, sentence: () => 'Mudou a ordem das perguntas do formulário' },
      professional_role: { label: 'Profissão', area: 'profile', sentence: () => 'Alterou o perfil profissional' },
      professional_description: { label: 'Descrição profissional', area: 'profile', sentence: () => 'Alterou o perfil profissional' },
      onboarding_completed_at: {
        label: 'Conclusão da configuração inicial',
        sentence: (change) => (change.to === null ? 'Reabriu a configuração inicial' : 'Concluiu a configuração inicial'),
      },
      print_header: { label: 'Cabeçalho de impressão', kind: 'richText', area: 'print', sentence: () => 'Alterou o cabeçalho de impressão' },
      print_footer: { label: 'Rodapé de impressão', kind: 'richText', area: 'print', sentence: () => 'Alterou o rodapé de impressão' },
      image_id: { label: 'Imagem', kind: 'image', sentence: (_, entry) => `Alterou a imagem ${company(entry, 'de')}` },
      online_booking_enabled: {
        label: 'Agendamento online',
        kind: 'yesNo',
        area: 'booking',
        sentence: (change) => (change.to === true ? 'Ligou o agendamento online' : 'Desligou o agendamento online'),
      },
      booking_slot_minutes: { label: 'Duração do horário', kind: 'minutes', area: 'booking', sentence: () => 'Alterou o agendamento online' },
      reminder_hours_before: { label: 'Antecedência do lembrete', kind: 'hours', area: 'booking', sentence: () => 'Alterou os lembretes de atendimento' },
    },
    areas: { booking: () => 'Alterou o agendamento online e os lembretes', print: () => 'Alterou o cabeçalho e o rodapé de impressão', profile: () => 'Alterou o perfil profissional' },
  },
  User: {
    create: (entry) => named('Cadastrou o usuário', entry.name),
    update: (entry) => named('Alterou o usuário', entry.name),
    destroy: (entry) => named('Excluiu o usuário', entry.name),
    fields: {
      name: { label: 'Nome' },
      email: { label: 'E-mail' },
      phone: { label: 'Telefone' },
      account_type: { label: 'Perfil', kind: 'accountType', sentence: (_, entry) => named('Alterou o perfil de acesso de', entry.name) },
      password: {
        label: 'Senha',
        sentence: (_, entry) => (entry.self ? 'Alterou a própria senha' : named('Alterou a senha de', entry.name)),
      },
      image_id: { label: 'Foto', kind: 'image', sentence: (_, entry) => (entry.self ? 'Alterou a própria foto' : named('Alterou a foto de', entry.name)) },
      availability: {
        label: 'Horários de atendimento',
        sentence: (_, entry) => (entry.self ? 'Alterou os próprios horários de atendimento' : named('Alterou os horários de atendimento de', entry.name)),
      },
    },
  },
  Subscription: {
    create: (entry) => named('Iniciou a assinatura do plano', entry.name),
    update: () => 'Alterou a assinatura',
    destroy: () => 'Encerrou a assinatura',
    fields: {
      plan: { label: 'Plano', kind: 'plan', leads: true, sentence: (change) => `Mudou para o plano ${planText(change.to)}` },
      status: { label: 'Situação', kind: 'subscriptionStatus' },
      active: { label: 'Ativa', kind: 'yesNo' },
      trial_ends_at: { label: 'Fim do período de teste' },
      next_charge_at: { label: 'Próxima cobrança' },
      cancel_at_period_end: {
        label: 'Cancelamento ao fim do período',
        kind: 'yesNo',
        leads: true,
        sentence: (change) =>
          change.to === true ? 'Pediu o cancelamento da assinatura ao fim do período' : 'Desistiu do cancelamento da assinatura',
      },
    },
  },
  PaymentMethod: {
    create: (entry) => `Adicionou um cartão de crédito${entry.name ? ` (${entry.name})` : ''}`,
    update: (entry) => `Alterou um cartão de crédito${entry.name ? ` (${entry.name})` : ''}`,
    destroy: (entry) => `Removeu um cartão de crédito${entry.name ? ` (${entry.name})` : ''}`,
    fields: {
      description: { label: 'Descrição' },
      brand: { label: 'Bandeira' },
      display_number: { label: 'Número' },
      is_default: { label: 'Cartão principal', kind: 'yesNo' },
    },
  },
  CustomerField: {
    create: (entry) => quoted('Adicionou a pergunta', entry.name, ' ao formulário'),
    update: (entry) => quoted('Alterou a pergunta', entry.name, ' do formulário'),
    destroy: (entry) => quoted('Excluiu a pergunta', entry.name, ' do formulário'),
    fields: {
      question: { label: 'Pergunta' },
      answer_type: { label: 'Tipo de resposta', kind: 'answerType' },
      mandatory: { label: 'Obrigatória', kind: 'yesNo' },
      options: { label: 'Opções' },
    },
  },
  Customer: {
    create: (entry) => `Cadastrou ${customer(entry)}`,
    update: (entry) => `Alterou os dados ${customer(entry, 'de')}`,
    destroy: (entry) => `Excluiu ${customer(entry)}`,
    fields: {
      name: { label: 'Nome' },
      image_id: { label: 'Foto', kind: 'image', sentence: (_, entry) => `Alterou a foto ${customer(entry, 'de')}` },
      archived_at: {
        label: 'Arquivado',
        kind: 'none',
        leads: true,
        sentence: (change, entry) => (change.to === null ? `Restaurou ${customer(entry)}` : `Arquivou ${customer(entry)}`),
      },
    },
    openFields: true,
  },
  // A note's text is the practice's clinical record: the history tells that it was written, never what.
  CustomerNote: {
    create: () => 'Escreveu uma anotação',
    update: () => 'Alterou uma anotação',
    destroy: () => 'Excluiu uma anotação',
    fields: {
      body: { label: 'Conteúdo', kind: 'none', sentence: () => 'Alterou uma anotação' },
      locked: {
        label: 'Bloqueada',
        kind: 'none',
        leads: true,
        sentence: (change) => (change.to === true ? 'Bloqueou uma anotação' : 'Desbloqueou uma anotação'),
      },
      private: {
        label: 'Somente eu',
        kind: 'none',
        sentence: (change) => (change.to === true ? 'Tornou uma anotação privada' : 'Compartilhou uma anotação com a equipe'),
      },
      addendum: { label: 'Adendo', kind: 'none', leads: true, sentence: () => 'Adicionou um adendo' },
    },
  },
  SigningCertificate: {
    create: (entry) => named('Cadastrou o certificado digital de', entry.name),
    update: (entry) => named('Alterou o certificado digital de', entry.name),
    destroy: (entry) => named('Removeu o certificado digital de', entry.name),
    fields: {
      subject_name: { label: 'Titular' },
      issuer_name: { label: 'Emissor' },
      valid_to: { label: 'Válido até' },
      user_id: { label: 'Profissional', kind: 'user' },
    },
  },
  NoteTemplate: {
    create: (entry) => named('Criou o modelo de anotação', entry.name),
    update: (entry) => named('Alterou o modelo de anotação', entry.name),
    destroy: (entry) => named('Excluiu o modelo de anotação', entry.name),
    fields: { name: { label: 'Nome' }, body: { label: 'Conteúdo', kind: 'richText' } },
  },
  TaskList: {
    create: (entry) => named('Criou o quadro', entry.name),
    update: (entry) => named('Alterou o quadro', entry.name),
    destroy: (entry) => named('Excluiu o quadro', entry.name),
    fields: {
      name: { label: 'Nome' },
      description: { label: 'Descrição', kind: 'richText' },
      kanban_group_options: { label: 'Colunas', sentence: (_, entry) => named('Alterou as colunas do quadro', entry.name) },
      task_order: { label: 'Ordem das tarefas', kind: 'none', leads: true, sentence: (_, entry) => named('Reordenou as tarefas do quadro', entry.name) },
    },
  },
  Task: {
    create: (entry) => named('Criou a tarefa', entry.name),
    update: (entry) => named('Alterou a tarefa', entry.name),
    destroy: (entry) => named('Excluiu a tarefa', entry.name),
    fields: {
      title: { label: 'Título' },
      description: { label: 'Descrição', kind: 'richText' },
      due_date: { label: 'Data de vencimento', sentence: (_, entry) => named('Mudou a data de vencimento da tarefa', entry.name) },
      priority: { label: 'Prioridade', kind: 'priority' },
      kanban_group: {
        label: 'Coluna',
        sentence: (change, entry) =>
          typeof change.to === 'string' ? `${named('Moveu a tarefa', entry.name)} para a coluna ${change.to}` : named('Tirou da coluna a tarefa', entry.name),
      },
      customer_id: { label: 'Cliente', kind: 'customer' },
      assignee_ids: { label: 'Responsáveis', kind: 'users', sentence: (_, entry) => named('Alterou os responsáveis pela tarefa', entry.name) },
      tags: { label: 'Etiquetas' },
      estimated_hours: { label: 'Horas estimadas', kind: 'hours' },
      time_spent: { label: 'Tempo gasto', kind: 'hours' },
      completed: {
        label: 'Concluída',
        kind: 'yesNo',
        leads: true,
        sentence: (change, entry) => named(change.to === true ? 'Concluiu a tarefa' : 'Reabriu a tarefa', entry.name),
      },
    },
  },
  TaskChecklistItem: {
    create: (entry) => named('Adicionou um item ao checklist da tarefa', entry.name),
    update: (entry) => named('Alterou um item do checklist da tarefa', entry.name),
    destroy: (entry) => named('Removeu um item do checklist da tarefa', entry.name),
    fields: {
      content: { label: 'Item' },
      completed: {
        label: 'Feito',
        kind: 'yesNo',
        leads: true,
        sentence: (change, entry) =>
          change.to === true
            ? `${named('Marcou como feito um item do checklist da tarefa', entry.name)}`
            : `${named('Desmarcou um item do checklist da tarefa', entry.name)}`,
      },
    },
  },
  TaskComment: {
    create: (entry) => named('Comentou na tarefa', entry.name),
    update: (entry) => named('Alterou um comentário da tarefa', entry.name),
    destroy: (entry) => named('Excluiu um comentário da tarefa', entry.name),
    fields: { content: { label: 'Comentário', kind: 'richText' } },
  },
  TaskAttachment: {
    create: (entry) => named('Anexou um arquivo à tarefa', entry.name),
    update: (entry) => named('Alterou um anexo da tarefa', entry.name),
    destroy: (entry) => named('Removeu um anexo da tarefa', entry.name),
    fields: { filename: { label: 'Arquivo' } },
  },
  // Named by its customer: 'Remarcou o atendimento do paciente Joana Dias'.
  Appointment: {
    create: (entry) => `Agendou um atendimento com ${customer(entry)}`,
    update: (entry) => `Alterou o atendimento ${customer(entry, 'de')}`,
    destroy: (entry) => `Excluiu o atendimento ${customer(entry, 'de')}`,
    fields: {
      starts_at: { label: 'Início', area: 'time', sentence: (_, entry) => `Remarcou o atendimento ${customer(entry, 'de')}` },
      ends_at: { label: 'Fim', area: 'time', sentence: (_, entry) => `Remarcou o atendimento ${customer(entry, 'de')}` },
      status: {
        label: 'Situação',
        kind: 'appointmentStatus',
        leads: true,
        sentence: (change, entry) => `${APPOINTMENT_STATUS_SENTENCES[String(change.to)] ?? 'Alterou a situação do atendimento'} ${customer(entry, 'de')}`,
      },
      user_id: { label: 'Profissional', kind: 'user' },
      customer_id: { label: 'Cliente', kind: 'customer' },
      notes: { label: 'Observações' },
      frequency: { label: 'Repetição', kind: 'frequency' },
      occurrences: { label: 'Datas da série' },
      source: { label: 'Origem', kind: 'none' },
    },
  },
};
KINDS.Note = KINDS.CustomerNote!;

/** The sentence's verb for the status an appointment was given. */
const APPOINTMENT_STATUS_SENTENCES: Record<string, string> = {
  scheduled: 'Voltou a agendar o atendimento',
  confirmed: 'Confirmou o atendimento',
  attended: 'Marcou presença no atendimento',
  missed: 'Marcou falta no atendimento',
  canceled: 'Cancelou o atendimento',
};

/** Secrets record only that they changed; any value under such a name is hidden, however it got there. */
const SECRET_FIELD = /password|^senha$|token|secret|_hash$/i;

const SUBSCRIPTION_STATUS_TEXTS: Record<string, string> = {
  trialing: 'Em teste',
  active: 'Ativa',
  pending: 'Pendente',
  suspended: 'Suspensa',
  canceled: 'Cancelada',
};
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HTML_TAG = /<\/?[a-z][^>]*>/i;

/** Rich text and long answers are shown as plain text cut at this many characters. */
export const HISTORY_TEXT_MAX = 140;

function planText(value: unknown): string {
  return typeof value === 'string' ? ((PLAN_NAMES as Record<string, string>)[value] ?? value) : '';
}

function cut(text: string): string {
  return text.length > HISTORY_TEXT_MAX ? `${text.slice(0, HISTORY_TEXT_MAX - 1).trimEnd()}…` : text;
}

/** The words of stored HTML (a template, a description, the print header), blocks parted by spaces. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[1-6]|tr|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '‹')
    .replace(/&gt;/g, '›')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A stored value as the screens show it: yes/no, dates, R$, names for ids, text without markup; null stays null. */
function valueText(field: string, kind: ValueKind, value: unknown, names: ReferencedNames): string | null {
  if (value === null || value === undefined || kind === 'none') return null;
  if (kind === 'image') return value ? 'Imagem enviada' : null;
  if (kind === 'customer' && typeof value === 'number') return names.customers.get(value) ?? 'Cadastro excluído';
  if (kind === 'users' && Array.isArray(value)) {
    return value.length === 0 ? null : value.map((id) => (typeof id === 'number' ? (names.users.get(id) ?? 'Usuário removido') : '')).join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(field, 'plain', item, names)).filter((item): item is string => Boolean(item));
    return items.length === 0 ? null : cut(items.join(', '));
  }
  if (typeof value === 'number') {
    if (field.endsWith('_cents')) return money.format(value / 100);
    const number = value.toLocaleString('pt-BR');
    if (kind === 'minutes') return `${number} min`;
    if (kind === 'user') return names.users.get(value) ?? 'Usuário removido';
    return kind === 'hours' ? `${number} h` : number;
  }
  if (typeof value === 'string') {
    if (kind === 'accountType') return (ACCOUNT_TYPE_LABELS as Record<string, string>)[value] ?? value;
    if (kind === 'priority') return (TASK_PRIORITY_LABELS as Record<string, string>)[value] ?? value;
    if (kind === 'appointmentStatus') return isAppointmentStatus(value) ? APPOINTMENT_STATUS_LABELS[value].text : value;
    if (kind === 'frequency') return APPOINTMENT_FREQUENCY_LABELS[value as keyof typeof APPOINTMENT_FREQUENCY_LABELS] ?? value;
    if (kind === 'answerType' && isAnswerType(value)) return ANSWER_TYPE_LABELS[value];
    if (kind === 'subscriptionStatus') return SUBSCRIPTION_STATUS_TEXTS[value] ?? value;
    if (kind === 'plan') return planText(value);
    if (kind === 'gender') return GENDER_TEXTS[value as TermGender] ?? value;
    if (DATE_PATTERN.test(value)) return isoDateToBrazilian(value);
    if (ISO_INSTANT.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return zonedDateTime(instant);
    }
    if (kind === 'richText' || HTML_TAG.test(value)) return cut(plainText(value)) || null;
    return cut(value.replace(/\s+/g, ' ').trim()) || null;
  }
  return null;
}

export interface PresentedChange {
  field_name: string;
  from: string | null;
  to: string | null;
}

/** The field's description for this kind of record, or undefined for a field the history cannot name. */
function fieldSpec(kind: ItemKind | undefined, field: string, terms: CompanyTerms): FieldSpec | undefined {
  const spec = kind?.fields[field];
  if (spec?.kind === 'customer') return { ...spec, label: terms.customer_treatment };
  if (spec) return spec;
  // A customer's answers are recorded under the question's text; a number is a question since removed.
  if (kind?.openFields && !/^\d+$/.test(field) && !/^[a-z]+(_[a-z]+)+$/.test(field)) return { label: field };
  return undefined;
}

/** The changes as the history shows them: pt-BR labels, values as the screens show them, secrets hidden. */
export function presentChanges(
  itemType: string,
  changes: readonly ActivityChange[],
  terms: CompanyTerms,
  names: ReferencedNames = NO_NAMES,
): PresentedChange[] {
  const kind = KINDS[itemType];
  return changes
    .flatMap((change) => {
      const spec = fieldSpec(kind, change.field_name, terms);
      if (SECRET_FIELD.test(change.field_name)) {
        const hidden = (value: unknown) => (value === null || value === undefined ? null : FILTERED);
        return [{ field_name: spec?.label ?? 'Dado sigiloso', from: hidden(change.from), to: hidden(change.to) }];
      }
      if (!spec || spec.kind === 'none') return [];
      const shown = (value: unknown) => valueText(change.field_name, spec.kind ?? 'plain', value, names);
      return [{ field_name: spec.label, from: shown(change.from), to: shown(change.to) }];
    })
    .filter((change) => change.from !== null || change.to !== null);
}

export interface SummaryInput {
  event: ActivityEvent;
  item_type: string;
  item_name: string | null;
  /** Whoever made the change is the user the row is about. */
  self: boolean;
  changes: readonly ActivityChange[];
}

const EVENT_VERBS: Record<ActivityEvent, string> = { create: 'Criou', update: 'Alterou', destroy: 'Excluiu' };

/** The entry as one sentence a person would write: 'Concluiu a tarefa Ligar para o convênio'. */
export function activitySummary(input: SummaryInput, terms: CompanyTerms): string {
  const kind = KINDS[input.item_type];
  const entry: Entry = { name: input.item_name?.trim() ?? '', terms, self: input.self };
  if (!kind) return `${EVENT_VERBS[input.event]} um registro`;
  if (input.event !== 'update') return kind[input.event](entry);

  const known = input.changes.flatMap((change) => {
    const spec = kind.fields[change.field_name];
    return spec ? [{ change, spec }] : [];
  });
  const sentences = (list: typeof known) => [...new Set(list.map(({ change, spec }) => spec.sentence!(change, entry)))];

  const leading = sentences(known.filter(({ spec }) => spec.leads && spec.sentence));
  if (leading.length === 1) return leading[0]!;
  if (known.length > 0 && known.length === input.changes.length && known.every(({ spec }) => spec.sentence)) {
    const told = sentences(known);
    if (told.length === 1) return told[0]!;
    const areas = new Set(known.map(({ spec }) => spec.area));
    const [area] = areas;
    const areaSentence = area ? kind.areas?.[area] : undefined;
    if (areas.size === 1 && areaSentence) return areaSentence(entry);
  }
  return kind.update(entry);
}

/** The ids a page's changes point at, to be named with one query per kind of record. */
export function referencedIds(rows: readonly { item_type: string; changes: readonly ActivityChange[] }[]): { users: number[]; customers: number[] } {
  const users = new Set<number>();
  const customers = new Set<number>();
  for (const row of rows) {
    const kind = KINDS[row.item_type];
    for (const change of row.changes) {
      const valueKind = kind?.fields[change.field_name]?.kind;
      for (const value of [change.from, change.to]) {
        if (valueKind === 'customer' && typeof value === 'number') customers.add(value);
        if (valueKind === 'users' && Array.isArray(value)) for (const id of value) if (typeof id === 'number') users.add(id);
        if (valueKind === 'user' && typeof value === 'number') users.add(value);
      }
    }
  }
  return { users: [...users], customers: [...customers] };
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
