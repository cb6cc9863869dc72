// The api for the customers benchmark, in a process of its own: the demo company with a form of 8
// questions and BENCH_CUSTOMERS customers (20,000 by default) answering all of them, written straight
// into the database the way a long-lived practice has them. Prints `READY <url>` once filled.
import { jsonb } from '@practice/api/db';
import { startTestApi } from '@practice/api/testing';
import { createForm, EIGHT_QUESTIONS, signIn } from './seed.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const BATCH = 1000;


const FIRST_NAMES = ['Maria', 'José', 'Ana', 'João', 'Antônio', 'Francisca', 'Carlos', 'Márcia', 'Luís', 'Patrícia', 'Léo', 'Débora'];
const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Conceição', 'Gonçalves', 'Araújo', 'Simões'];
const PLANS = ['Unimed', 'Amil', 'Bradesco Saúde', 'SulAmérica', 'Particular'];
const SHIFTS = ['Manhã', 'Tarde', 'Noite'];
const ACTIVITIES = ['Pilates', 'Musculação', 'Natação'];

const two = (value: number) => String(value).padStart(2, '0');

/** A customer's answers, varied enough that searches and orders do real work. */
function answersOf(index: number, ids: number[]): Record<string, string | string[]> {
  const [birth, phone, plan, shift, activities, cpf, time, notes] = ids;
  const digits = String(100_000_000 + index * 7).slice(-9);
  return {
    [birth!]: `${1940 + (index % 70)}-${two((index % 12) + 1)}-${two((index % 28) + 1)}`,
    [phone!]: `(11) 9${String(10_000_000 + index).slice(-8, -4)}-${String(index).padStart(4, '0').slice(-4)}`,
    [plan!]: PLANS[index % PLANS.length]!,
    [shift!]: SHIFTS[index % SHIFTS.length]!,
    [activities!]: index % 5 === 0 ? ['Pilates', 'Outros {Yoga}'] : [ACTIVITIES[index % ACTIVITIES.length]!],
    [cpf!]: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${two(index % 100)}`,
    [time!]: `${two(7 + (index % 12))}:${index % 2 ? '30' : '00'}`,
    [notes!]: `Primeira consulta em ${two((index % 28) + 1)}/${two((index % 12) + 1)}. Indicação de ${FIRST_NAMES[(index * 7) % FIRST_NAMES.length]}.`,
  };
}

const api = await startTestApi({ seedDemo: true });
const session = await signIn(api);
const { companyId } = session;
const fieldIds = await createForm(api, session, EIGHT_QUESTIONS);

const started = Date.now();
const since = started - 3 * 365 * 24 * 3600 * 1000;
for (let start = 0; start < CUSTOMERS; start += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, CUSTOMERS - start) }, (_, offset) => {
    const index = start + offset;
    return {
      company_id: companyId,
      name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 3) % LAST_NAMES.length]} ${LAST_NAMES[(index * 7 + 1) % LAST_NAMES.length]}`,
      fields_values: jsonb(answersOf(index, fieldIds)),
      created_at: new Date(since + index * 60_000),
    };
  });
  await api.db.insertInto('customers').values(rows).execute();
}
console.error(`seeded ${CUSTOMERS} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
