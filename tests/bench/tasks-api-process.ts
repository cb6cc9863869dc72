// The api for the tasks benchmark, in a process of its own: the demo company with a board of
// BENCH_TASKS tasks (1,000 by default) across 5 columns, each with assignees, a checklist and tags,
// and a second board with BENCH_CALENDAR_TASKS tasks (500) due within one month, written straight into
// the database. Prints `READY <url> <boardId> <calendarBoardId>` once filled.
import { jsonb } from '@practice/api/db';
import { startTestApi } from '@practice/api/testing';

const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const CALENDAR_TASKS = Number(process.env.BENCH_CALENDAR_TASKS ?? 500);
const COLUMNS = ['Entrada', 'A fazer', 'Fazendo', 'Revisão', 'Feito'];
const TITLES = ['Ligar para', 'Enviar laudo de', 'Renovar contrato de', 'Agendar retorno de', 'Cobrar exame de'];
const NAMES = ['Maria Silva', 'José Souza', 'Ana Lima', 'João Pereira', 'Márcia Araújo', 'Carlos Gonçalves'];

const api = await startTestApi({ seedDemo: true });
const admin = await api.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', 'admin@demo.com.br').executeTakeFirstOrThrow();
const companyId = admin.company_id;
const colleagues = await api.db
  .insertInto('users')
  .values(NAMES.slice(0, 3).map((name, index) => ({ company_id: companyId, email: `colega${index}@demo.com.br`, name, account_type: 'standard' as const, password_hash: 'x' })))
  .returning('id')
  .execute();
const people = [admin.id, ...colleagues.map((row) => row.id)];

async function board(name: string) {
  return api.db
    .insertInto('task_lists')
    .values({ company_id: companyId, name, description: null, kanban_group_options: jsonb(COLUMNS) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function fill(boardId: number, count: number, dueDate: (index: number) => string | null) {
  for (let start = 0; start < count; start += 250) {
    const rows = Array.from({ length: Math.min(250, count - start) }, (_, offset) => {
      const index = start + offset;
      const description = `<p>Paciente ${NAMES[index % NAMES.length]} pediu retorno sobre o atendimento ${index}; confirmar horário e documentos antes da consulta.</p>`;
      return {
        company_id: companyId,
        task_list_id: boardId,
        title: `${TITLES[index % TITLES.length]} ${NAMES[(index * 7) % NAMES.length]} (${index})`,
        description,
        description_text: description.replace(/<[^>]+>/g, ''),
        due_date: dueDate(index),
        priority: (['high', 'medium', 'low', null] as const)[index % 4]!,
        kanban_group: COLUMNS[index % COLUMNS.length]!,
        position: Math.floor(index / COLUMNS.length),
        completed_at: index % 9 === 0 ? new Date() : null,
        creator_id: admin.id,
        tags: jsonb(index % 3 === 0 ? ['urgente', 'convênio'] : ['rotina']),
      };
    });
    const inserted = await api.db.insertInto('tasks').values(rows).returning('id').execute();
    await api.db
      .insertInto('task_assignees')
      .values(inserted.flatMap((row, offset) => [people[offset % people.length]!, people[(offset + 1) % people.length]!].map((user_id) => ({ task_id: row.id, user_id }))))
      .execute();
    await api.db
      .insertInto('task_checklist_items')
      .values(inserted.flatMap((row) => ['Confirmar horário', 'Separar documentos', 'Registrar retorno'].map((content, position) => ({ task_id: row.id, content, position, completed: position === 0 }))))
      .execute();
  }
}

const kanban = await board('Atendimentos');
await fill(kanban.id, TASKS, (index) => (index % 3 === 0 ? `2026-03-${String((index % 28) + 1).padStart(2, '0')}` : null));
const calendar = await board('Agenda de março');
await fill(calendar.id, CALENDAR_TASKS, (index) => `2026-03-${String((index % 31) + 1).padStart(2, '0')}`);

console.log(`READY ${api.url} ${kanban.id} ${calendar.id}`);
