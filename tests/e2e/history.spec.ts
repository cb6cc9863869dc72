import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi } from './support.ts';

/** Field codes and English words the api records under, none of which may reach the screen. */
const FORBIDDEN = new RegExp(
  `\\b(${[
    'company_treatment', 'customer_fields_order', 'print_header', 'assignee_ids', 'task_order', 'kanban_group', 'estimated_hours',
    'filename', 'cancel_at_period_end', 'completed', 'content', 'body', 'locked', 'name', 'title', 'due_date', 'priority', 'tags',
    'true', 'false', 'null', 'undefined', 'NaN', 'feminine', 'masculine', 'low', 'medium', 'high', 'create', 'update', 'destroy',
    'Company', 'Customer', 'CustomerField', 'CustomerNote', 'NoteTemplate', 'Task', 'TaskList', 'TaskComment', 'TaskAttachment', 'User',
  ].join('|')})\\b`,
);
const NOTE_TEXTS = ['ansiedade generalizada', 'sertralina', 'Diagnóstico', 'Revisão clínica'];

/** Every entry of a timeline, after 'Carregar mais' until the list ends. */
async function allEntries(page: Page): Promise<Locator> {
  const entries = page.locator('.mantine-Timeline-item');
  await expect(entries.first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Carregar mais' });
  while (await more.isVisible()) {
    const before = await entries.count();
    await more.click();
    await expect.poll(() => entries.count()).toBeGreaterThan(before);
  }
  return entries;
}

test('the history reads as sentences: no field code, no markup, no English word and no note text', async ({ page }) => {
  const account = await companyThroughApi([], 'team');
  const api = await apiSession(account);
  const company = `/api/v1/companies/${api.companyId}`;

  // Every kind of entry the api writes without a card: the company, its form, users, customers and
  // their notes, templates, and boards with every part of a task.
  await api.call('PATCH', company, { company: { name: 'Consultório Rocha', company_treatment: 'Consultório', customer_treatment: 'Paciente' } });
  await api.call('PATCH', company, { company: { print_header: '<p><strong>Consultório Rocha</strong> — Rua das Flores, 10</p>' } });
  await api.call('PATCH', company, { company: { professional_role: 'Psicóloga' } });
  const field = await api.call<{ customer_field: { id: number } }>('POST', `${company}/customer_fields`, {
    customer_field: { question: 'Convênio', answer_type: 'selectbox', options: ['Unimed', 'Bradesco'], mandatory: false },
  });
  await api.call('PATCH', `${company}/customer_fields/${field.customer_field.id}`, { customer_field: { mandatory: true } });
  const fields = await api.call<{ customer_fields: { id: number }[] }>('GET', `${company}/customer_fields`);
  await api.call('PATCH', company, { company: { customer_fields_order: JSON.stringify(fields.customer_fields.map((each) => each.id).reverse()) } });
  const colleague = await api.call<{ user: { id: number } }>('POST', `${company}/users`, {
    user: { email: `lucas.${Date.now()}@exemplo.com.br`, name: 'Lucas Prado', account_type: 'standard', password: 'senha123', password_confirmation: 'senha123' },
  });
  await api.call('PATCH', `${company}/users/${colleague.user.id}`, { user: { account_type: 'limited' } });
  const answers = JSON.stringify({ [field.customer_field.id]: 'Unimed' });
  const { customer } = await api.call<{ customer: { id: number } }>('POST', '/api/v1/customers', { customer: { name: 'Joana Dias', fields_values: answers } });
  await api.call('PATCH', `/api/v1/customers/${customer.id}`, { customer: { name: 'Joana Dias Lima' } });
  const notes = `/api/v1/customers/${customer.id}/customer_notes`;
  const { customer_note: note } = await api.call<{ customer_note: { id: number } }>('POST', notes, {
    customer_note: { body: '<p>Diagnóstico: ansiedade generalizada, <em>sertralina</em> 50 mg.</p>' },
  });
  await api.call('PATCH', `${notes}/${note.id}`, { customer_note: { body: '<p>Revisão clínica: ansiedade generalizada em remissão.</p>' } });
  await api.call('PATCH', `${notes}/${note.id}`, { customer_note: { locked: true } });
  const template = await api.call<{ note_template: { id: number } }>('POST', '/api/v1/note_templates', { note_template: { name: 'Anamnese', body: '<p>Queixa</p>' } });
  await api.call('PATCH', `/api/v1/note_templates/${template.note_template.id}`, { note_template: { body: '<h2>Queixa</h2>' } });
  const { task_list: board } = await api.call<{ task_list: { id: number } }>('POST', '/api/v1/task_lists', { task_list: { name: 'Recepção', kanban_group_options: ['A fazer', 'Feito'] } });
  const { task: first } = await api.call<{ task: { id: number } }>('POST', `/api/v1/task_lists/${board.id}/tasks`, { task: { title: 'Ligar para o convênio', priority: 'high' } });
  const { task: second } = await api.call<{ task: { id: number } }>('POST', `/api/v1/task_lists/${board.id}/tasks`, { task: { title: 'Confirmar consultas' } });
  await api.call('PATCH', `/api/v1/tasks/${first.id}`, {
    task: { description: '<p>Pedir a <strong>guia</strong></p>', assignee_ids: [colleague.user.id], tags: ['urgente'], estimated_hours: 0.25, kanban_group: 'Feito', due_date: '2026-03-25', customer_id: customer.id },
  });
  await api.call('PATCH', `/api/v1/task_lists/${board.id}/tasks/reorder`, { task_ids: [second.id, first.id] });
  await api.call('PATCH', `/api/v1/tasks/${first.id}/toggle_completion`);
  const { checklist_item: item } = await api.call<{ checklist_item: { id: number } }>('POST', `/api/v1/tasks/${first.id}/checklist_items`, { checklist_item: { content: 'Separar a carteirinha' } });
  await api.call('PATCH', `/api/v1/tasks/${first.id}/checklist_items/${item.id}/toggle`);
  await api.call('POST', `/api/v1/tasks/${first.id}/comments`, { task_comment: { content: 'Pediram o número da guia' } });
  await api.call('DELETE', `/api/v1/tasks/${second.id}`);

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  for (const path of ['/activity-history', '/business/log']) {
    await page.goto(path);
    const entries = await allEntries(page);
    const texts = await entries.allInnerTexts();
    expect(texts.length).toBeGreaterThan(path === '/activity-history' ? 20 : 5);
    for (const text of texts) {
      expect(text, text).not.toMatch(/[_<>]/);
      expect(text, text).not.toMatch(FORBIDDEN);
      for (const secret of NOTE_TEXTS) expect(text, text).not.toContain(secret);
    }
    if (path === '/activity-history') {
      const all = texts.join('\n');
      for (const sentence of ['Concluiu a tarefa Ligar para o convênio', 'Reordenou as tarefas do quadro Recepção', 'Alterou o cabeçalho de impressão', 'Mudou a ordem das perguntas do formulário', 'Escreveu uma anotação', 'Alterou uma anotação', 'Bloqueou uma anotação']) {
        expect(all).toContain(sentence);
      }
    }
  }
});
