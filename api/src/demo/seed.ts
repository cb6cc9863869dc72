import { isValidCpf, otherAnswer } from '@practice/common';
import { hashPassword } from '../auth/password.ts';
import { createCompanyWithAdmin } from '../modules/accounts/company-setup.ts';
import { createCustomerField } from '../modules/customer-fields/create.ts';
import { readCustomerField } from '../modules/customer-fields/input.ts';
import { listCustomerFields } from '../modules/customer-fields/queries.ts';
import { insertCustomer } from '../modules/customers/create.ts';
import { readCustomer } from '../modules/customers/input.ts';
import { findPlanByIdentifier, seedPlans } from '../modules/billing/catalog.ts';
import { findUserByEmail } from '../modules/users/queries.ts';
import { isUniqueViolation, type Db, type Executor } from '../db/index.ts';

export const DEMO_ADMIN = { email: 'admin@demo.com.br', password: 'demo1234', name: 'Administrador Demo' } as const;

/** The CPF with base `first9` ('529.982.247') and the check digits `isValidCpf` accepts. */
function cpfWithCheckDigits(first9: string): string {
  for (let digits = 0; digits < 100; digits += 1) {
    const cpf = `${first9}-${String(digits).padStart(2, '0')}`;
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error(`no check digits make ${first9} a valid CPF`);
}

const DEMO_QUESTIONS = [
  { question: 'Data de nascimento', answer_type: 'date', options: [] },
  { question: 'Telefone', answer_type: 'phone', options: [] },
  { question: 'CPF', answer_type: 'cpf', options: [] },
  { question: 'Como nos conheceu?', answer_type: 'selectbox', options: ['Indicação', 'Instagram', 'Google', 'Outros'] },
  { question: 'Queixa principal', answer_type: 'text', options: [] },
  { question: 'Convênio', answer_type: 'multiple_choice', options: ['Particular', 'Unimed', 'Bradesco Saúde', 'Outros'] },
] as const;

type DemoQuestion = (typeof DEMO_QUESTIONS)[number]['question'];

/** Answers by question text; the ids are known only once the questions exist. */
const DEMO_PATIENTS: { name: string; answers: Partial<Record<DemoQuestion, string>> }[] = [
  {
    name: 'José Antônio da Silva',
    answers: {
      'Data de nascimento': '1958-03-14',
      Telefone: '(11) 98765-4321',
      CPF: '529.982.247',
      'Como nos conheceu?': 'Indicação',
      'Queixa principal': 'Dor lombar há três meses, pior ao levantar pela manhã.',
      Convênio: 'Unimed',
    },
  },
  {
    name: 'Maria da Conceição Oliveira',
    answers: {
      'Data de nascimento': '1971-12-08',
      Telefone: '(21) 99654-1122',
      CPF: '153.509.460',
      'Como nos conheceu?': 'Google',
      'Queixa principal': 'Cefaleia frequente no fim do dia.',
      Convênio: 'Particular',
    },
  },
  {
    name: 'João Pedro Gonçalves',
    answers: {
      'Data de nascimento': '1994-07-22',
      Telefone: '(31) 98812-3456',
      CPF: '286.447.190',
      'Como nos conheceu?': 'Instagram',
      'Queixa principal': 'Entorse no tornozelo direito jogando futebol.',
      Convênio: 'Bradesco Saúde',
    },
  },
  {
    name: 'Ana Luíza Araújo',
    answers: {
      'Data de nascimento': '1988-01-30',
      Telefone: '(41) 3322-8899',
      CPF: '714.602.385',
      'Como nos conheceu?': 'Indicação',
      'Queixa principal': 'Ansiedade e dificuldade para dormir.',
      Convênio: 'Particular',
    },
  },
  {
    name: 'Antônio Carlos Magalhães Souza',
    answers: {
      'Data de nascimento': '1949-09-02',
      Telefone: '(71) 99123-0987',
      CPF: '048.391.726',
      'Como nos conheceu?': 'Outros',
      'Queixa principal': 'Acompanhamento de pressão alta.',
      Convênio: otherAnswer('Outros', 'Amil'),
    },
  },
  {
    name: 'Francisca Helena Brandão',
    answers: {
      'Data de nascimento': '1979-05-17',
      Telefone: '(85) 98456-7712',
      CPF: '362.815.094',
      'Como nos conheceu?': 'Google',
      Convênio: 'Unimed',
    },
  },
  {
    name: 'Luís Fernando Conceição',
    answers: {
      'Data de nascimento': '2001-11-11',
      Telefone: '(51) 99877-6655',
      CPF: '897.120.543',
      'Como nos conheceu?': 'Instagram',
      'Queixa principal': 'Dor no ombro esquerdo após academia.',
      Convênio: 'Particular',
    },
  },
  {
    name: 'Beatriz Simões Lúcio',
    answers: {
      'Data de nascimento': '1985-04-05',
      Telefone: '(61) 98234-5566',
      CPF: '605.238.917',
      'Como nos conheceu?': 'Indicação',
      'Queixa principal': 'Check-up anual.',
      Convênio: 'Bradesco Saúde',
    },
  },
  {
    name: 'Sebastião Ribeiro Neto',
    answers: {
      'Data de nascimento': '1963-08-19',
      Telefone: '(62) 3241-7788',
      CPF: '431.079.862',
      'Como nos conheceu?': 'Indicação',
      'Queixa principal': 'Formigamento nas mãos à noite.',
      Convênio: 'Unimed',
    },
  },
  {
    name: 'Letícia Nogueira Câmara',
    answers: {
      'Data de nascimento': '1997-02-25',
      Telefone: '(48) 99612-3344',
      CPF: '978.346.201',
      'Como nos conheceu?': 'Instagram',
      'Queixa principal': 'Enxaqueca com aura.',
      Convênio: 'Particular',
    },
  },
  {
    name: 'Raimundo Nonato Guimarães',
    answers: {
      'Data de nascimento': '1955-06-29',
      Telefone: '(91) 98111-2233',
      CPF: '219.654.738',
      'Como nos conheceu?': 'Google',
      Convênio: otherAnswer('Outros', 'SulAmérica'),
    },
  },
  {
    name: 'Cecília Lopes Falcão',
    answers: {
      'Data de nascimento': '2010-10-03',
      Telefone: '(81) 99345-6789',
      CPF: '840.517.326',
      'Como nos conheceu?': 'Indicação',
      'Queixa principal': 'Avaliação de postura, encaminhada pela escola.',
      Convênio: 'Unimed',
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A registration form and a dozen patients, so the demo shows a working practice on first sign-in.
 * They go through the same checks and writes as the api's routes (answers checked by
 * `readCustomer`, field order and activity rows by the modules' functions) so they look exactly as
 * if someone had typed them in.
 */
async function seedDemoSamples(trx: Executor, companyId: number, userId: number, now: Date): Promise<void> {
  for (const question of DEMO_QUESTIONS) {
    const values = readCustomerField({ ...question, mandatory: false, options: [...question.options] });
    await createCustomerField(trx, { companyId, userId, values });
  }
  const fields = await listCustomerFields(trx, companyId);
  const idOf = new Map(fields.map((field) => [field.question, String(field.id)]));
  for (const [index, patient] of DEMO_PATIENTS.entries()) {
    const answers = Object.fromEntries(
      Object.entries(patient.answers).map(([question, answer]) => [
        idOf.get(question),
        question === 'CPF' ? cpfWithCheckDigits(answer) : answer,
      ]),
    );
    const values = readCustomer({ name: patient.name, fields_values: answers }, fields);
    // Spread over the last weeks, oldest first, so the list and the history look lived in.
    const createdAt = new Date(now.getTime() - (DEMO_PATIENTS.length - index) * 2 * DAY_MS);
    await insertCustomer(trx, { companyId, userId, fields, values, imageId: null, now: createdAt, backdated: true });
  }
}

/** The demo practice the README signs in with; created once, left alone afterwards. */
async function seedDemoCompany(db: Db, samples: boolean): Promise<void> {
  if (await findUserByEmail(db, DEMO_ADMIN.email)) return;
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  await db
    .transaction()
    .execute(async (trx) => {
    const plan = await findPlanByIdentifier(trx, 'team');
    if (!plan) throw new Error('the team plan must be seeded before the demo company');
    const { company, user } = await createCompanyWithAdmin(trx, {
      plan,
      name: 'Clínica Bem Viver',
      subscription: { status: 'active', active: true, trialEndsAt: null },
      terms: {
        company_treatment: 'Clínica',
        company_treatment_plural: 'Clínicas',
        customer_treatment: 'Paciente',
        customer_treatment_plural: 'Pacientes',
      },
      onboardingCompletedAt: new Date(),
      admin: { name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, passwordHash },
    });
    // In the company's own transaction: samples exist exactly when the company does, so a restart
    // (which finds the admin and stops above) never adds them twice.
    if (samples) await seedDemoSamples(trx, company.id, user.id, new Date());
    })
    .catch((error: unknown) => {
      // Another api process starting at the same moment created it first.
      if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    });
}

/**
 * Safe to run at every start: plans are upserted and the demo company is made only once.
 * `demoSamples` also fills the new demo company with a form and patients; only `pnpm start` asks
 * for it, since tests and benchmarks expect the demo company to start empty.
 */
export async function seed(db: Db, options: { demo: boolean; demoSamples?: boolean }): Promise<void> {
  await seedPlans(db);
  if (options.demo) await seedDemoCompany(db, options.demoSamples ?? false);
}
