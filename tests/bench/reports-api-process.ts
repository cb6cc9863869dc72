// The api for the reports benchmark, in a process of its own: the demo company and one other, each
// with a form of 4 questions, BENCH_CUSTOMERS customers (20,000), BENCH_TASKS tasks (10,000) on 10
// boards, 5,000 notes and BENCH_ACTIVITIES activity rows (200,000) over the last year, written with
// bulk SQL the way a long-lived practice has them. Prints `READY <url>` once filled.
import { sql } from '@practice/api/db';
import { startTestApi } from '@practice/api/testing';
import { createForm, signIn, type BenchSession } from './seed.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 10_000);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 200_000);
const NOTES = 5_000;

const FIELDS = [
  { question: 'Data de nascimento', answer_type: 'date' },
  { question: 'Telefone', answer_type: 'phone' },
  { question: 'CPF', answer_type: 'cpf' },
  { question: 'Observações', answer_type: 'text' },
];

const api = await startTestApi({ seedDemo: true });

async function otherCompany() {
  const email = 'outra@empresa.com.br';
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/auth/create_account',
    payload: {
      checkout_process: {
        plan_identifier: 'team',
        customer_name: 'Outra Empresa',
        customer_email: email,
        customer_email_confirmation: email,
        customer_password: 'outra1234',
        customer_password_confirmation: 'outra1234',
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return signIn(api, email, 'outra1234');
}

/** Fills one company; `salt` varies the names so the two companies do not hold the same rows. */
async function fill(session: BenchSession, salt: number) {
  const { companyId } = session;
  const ids = await createForm(api, session, FIELDS);
  const [birth, phone, cpf, notes] = ids.map(String);
  const userId = (await api.db.selectFrom('users').select('id').where('company_id', '=', companyId).executeTakeFirstOrThrow()).id;

  await sql`
    insert into customers (company_id, name, fields_values, created_at)
    select ${companyId},
      (array['Maria','José','Ana','João','Antônio','Francisca','Carlos','Márcia','Luís','Patrícia','Léo','Débora'])[1 + (i + ${salt}) % 12]
        || ' ' || (array['Silva','Santos','Oliveira','Souza','Lima','Pereira','Conceição','Gonçalves','Araújo','Simões'])[1 + (i * 3) % 10]
        || ' ' || (array['Silva','Santos','Oliveira','Souza','Lima','Pereira','Conceição','Gonçalves','Araújo','Simões'])[1 + (i * 7 + 1) % 10],
      jsonb_build_object(
        ${birth}::text, to_char(date '1940-01-01' + (i * 37 % 25000), 'YYYY-MM-DD'),
        ${phone}::text, '(11) 9' || lpad(((i * 7919 + ${salt}) % 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
        ${cpf}::text, lpad(((i * 104729 + ${salt}) % 1000)::text, 3, '0') || '.' || lpad((i % 1000)::text, 3, '0') || '.' || lpad(((i / 1000) % 1000)::text, 3, '0') || '-' || lpad((i % 100)::text, 2, '0'),
        ${notes}::text, 'Primeira consulta, indicação de ' || (array['Maria','José','Ana','João'])[1 + i % 4]
      ),
      now() - make_interval(mins => (${CUSTOMERS} - i) * 26)
    from generate_series(1, ${CUSTOMERS}) as i
  `.execute(api.db);

  await sql`
    insert into task_lists (company_id, name, kanban_group_options)
    select ${companyId}, 'Quadro ' || b, '["A fazer", "Fazendo", "Feito"]'::jsonb from generate_series(1, 10) as b
  `.execute(api.db);
  await sql`
    insert into tasks (company_id, task_list_id, title, description, description_text, due_date, priority, kanban_group, completed_at, created_at)
    select ${companyId},
      (select min(id) from task_lists where company_id = ${companyId}) + i % 10,
      (array['Ligar para','Enviar exame de','Agendar retorno de','Cobrar','Confirmar consulta de'])[1 + i % 5] || ' paciente ' || i,
      '<p>Conversar sobre o tratamento ' || i || '</p>', 'Conversar sobre o tratamento ' || i,
      case when i % 7 = 0 then null else current_date + ((i % 120) - 60) end,
      (array['low','medium','high'])[1 + i % 3],
      (array['A fazer','Fazendo','Feito'])[1 + i % 3],
      case when i % 3 = 0 then now() - make_interval(hours => i % 2000) else null end,
      now() - make_interval(hours => (i * 13) % 2160)
    from generate_series(1, ${TASKS}) as i
  `.execute(api.db);

  await sql`
    insert into customer_notes (company_id, customer_id, hashid, body, creator_id, creator_name, created_at)
    select ${companyId}, c.id, md5(${salt}::text || '-' || c.id || '-' || n), '<p>Evolução</p>', ${userId}, 'Administrador',
      now() - make_interval(days => (c.id * 7 + n) % 200)
    from (select id from customers where company_id = ${companyId} order by id limit ${NOTES}) as c, generate_series(1, 1) as n
  `.execute(api.db);

  await sql`
    insert into activities (company_id, user_id, event, item_type, item_id, item_name, customer_id, changes, created_at)
    select ${companyId}, ${userId},
      (array['create','update','update','destroy'])[1 + i % 4],
      (array['Customer','Task','CustomerNote','TaskList','User'])[1 + i % 5],
      i, 'Registro ' || i, null,
      case when i % 4 = 1 then '[{"field_name":"name","from":"Antes","to":"Depois"}]'::jsonb else '[]'::jsonb end,
      now() - make_interval(secs => (i * 157) % 31536000)
    from generate_series(1, ${ACTIVITIES}) as i
  `.execute(api.db);
}

const started = Date.now();
await fill(await signIn(api), 0);
await fill(await otherCompany(), 5);
await sql`analyze`.execute(api.db);
console.error(`seeded 2 companies x (${CUSTOMERS} customers, ${TASKS} tasks, ${ACTIVITIES} activities) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
