/** What a history entry records was done to its record. */
export type ActivityEvent = 'create' | 'update' | 'destroy';

export const ACTIVITY_EVENTS: readonly ActivityEvent[] = ['create', 'update', 'destroy'];

/** How each event reads: in the history's entries and in its filter. */
export const ACTIVITY_EVENT_LABELS: Record<ActivityEvent, string> = {
  create: 'Criação',
  update: 'Atualização',
  destroy: 'Exclusão',
};

/**
 * How each kind of record the history holds reads, by its item type, in the entries and in the
 * filter. The company and the customer are named by the company's own words, so they are not here;
 * a note written before notes were `CustomerNote` is a `Note`.
 */
export const ACTIVITY_ITEM_TYPE_LABELS = {
  User: 'Usuário',
  Subscription: 'Assinatura',
  PaymentMethod: 'Cartão de crédito',
  CustomerField: 'Pergunta do formulário',
  CustomerNote: 'Anotação',
  Note: 'Anotação',
  NoteTemplate: 'Modelo de anotação',
  TaskList: 'Quadro de tarefas',
  Task: 'Tarefa',
  TaskComment: 'Comentário de tarefa',
  TaskChecklistItem: 'Item do checklist',
  TaskAttachment: 'Anexo de tarefa',
  Appointment: 'Atendimento',
  SigningCertificate: 'Certificado digital',
} as const satisfies Record<string, string>;

export type LabelledItemType = keyof typeof ACTIVITY_ITEM_TYPE_LABELS;

/** The label of a kind of record, or undefined for one the company's words name, or an unknown one. */
export function activityItemTypeLabel(itemType: string): string | undefined {
  return Object.hasOwn(ACTIVITY_ITEM_TYPE_LABELS, itemType) ? ACTIVITY_ITEM_TYPE_LABELS[itemType as LabelledItemType] : undefined;
}
