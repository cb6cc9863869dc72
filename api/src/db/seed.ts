import { hashPassword } from '../auth/password.ts';
import { createCompanyWithAdmin } from '../modules/accounts/company-setup.ts';
import { findPlanByIdentifier, seedPlans } from '../modules/plans/catalog.ts';
import { findUserByEmail } from '../modules/users/queries.ts';
import { isUniqueViolation, type Db } from './index.ts';

export const DEMO_ADMIN = { email: 'admin@demo.com.br', password: 'demo1234', name: 'Administrador Demo' } as const;

/** The demo practice the README signs in with; created once, left alone afterwards. */
async function seedDemoCompany(db: Db): Promise<void> {
  if (await findUserByEmail(db, DEMO_ADMIN.email)) return;
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  await db
    .transaction()
    .execute(async (trx) => {
    const plan = await findPlanByIdentifier(trx, 'team');
    if (!plan) throw new Error('the team plan must be seeded before the demo company');
    await createCompanyWithAdmin(trx, {
      plan,
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
    })
    .catch((error: unknown) => {
      // Another api process starting at the same moment created it first.
      if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    });
}

/** Safe to run at every start: plans are upserted and the demo company is made only once. */
export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await seedPlans(db);
  if (options.demo) await seedDemoCompany(db);
}
