import { waitForMail } from '@practice/api/testing';
import { describe, expect, it } from 'vitest';
import { headersOf, useRealApi, type GraphQLSession } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true }, clientIp: '203.0.113.50' });
const { graphql } = real;

const SESSION = 'session { accessToken client expiry tokenType uid }';
const VIEWER = 'viewer { id databaseId email name accountType onboardingCompleted company { id databaseId companyTreatment customerTreatment plan { identifier } subscriptionStatus { suspended active status trialEndsAt } } }';

const signUp = (email: string, password = 'segredo123') =>
  graphql(`mutation ($input: SignUpInput!) { signUp(input: $input) { ${SESSION} ${VIEWER} errors { field messages } fullMessages } }`, {}, {
      input: {
        planIdentifier: 'LEAN',
        customerName: 'Marina Alves',
        customerEmail: email,
        customerEmailConfirmation: email,
        customerPassword: password,
        customerPasswordConfirmation: password,
      },
    });

const signIn = (email: string, password: string) =>
  graphql(`mutation ($input: SignInInput!) { signIn(input: $input) { ${SESSION} ${VIEWER} errors } }`, {}, { input: { email, password } });

describe('against the real api', () => {
  it('signs up, reads the viewer, changes the company, signs out, and is then refused', async () => {
    const signedUp = await signUp('marina@estudio.com.br');
    expect(signedUp.errors).toBeUndefined();
    expect(signedUp.data.signUp).toMatchObject({
      errors: [],
      fullMessages: [],
      viewer: {
        email: 'marina@estudio.com.br',
        name: 'Marina Alves',
        accountType: 'SYSTEM_ADMIN',
        onboardingCompleted: false,
        company: { plan: { identifier: 'LEAN' }, subscriptionStatus: { suspended: false, status: 'trialing' } },
      },
    });
    const session = signedUp.data.signUp.session as GraphQLSession;
    expect(session).toMatchObject({ tokenType: 'Bearer', uid: 'marina@estudio.com.br' });

    const viewer = await graphql(`{ ${VIEWER} }`, headersOf(session));
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data.viewer.id).toBe(signedUp.data.signUp.viewer.id);

    const updated = await graphql('mutation { updateCompany(input: { companyTreatment: "Estúdio", companyTreatmentGender: MASCULINE, customerTreatment: "Aluno" }) { company { id companyTreatment companyTreatmentPlural companyTreatmentGender customerTreatment customerTreatmentPlural customerTreatmentGender } errors { field } } }', headersOf(session));
    expect(updated.data.updateCompany).toEqual({
      company: {
        id: viewer.data.viewer.company.id,
        companyTreatment: 'Estúdio',
        companyTreatmentPlural: expect.any(String),
        companyTreatmentGender: 'MASCULINE',
        customerTreatment: 'Aluno',
        customerTreatmentPlural: expect.any(String),
        customerTreatmentGender: 'MASCULINE',
      },
      errors: [],
    });

    const feminine = await graphql('mutation { updateCompany(input: { companyTreatment: "Casa de Repouso" }) { company { companyTreatmentGender } errors { field messages } } }', headersOf(session));
    expect(feminine.data.updateCompany).toEqual({
      company: null,
      errors: [{ field: 'company_treatment_gender', messages: ['não pode ficar em branco'] }],
    });

    const known = await graphql('mutation { updateCompany(input: { companyTreatment: "Instituto", companyTreatmentGender: MASCULINE, customerTreatment: "Aluno", customerTreatmentGender: MASCULINE }) { company { companyTreatmentGender customerTreatmentGender } errors { field messages } } }', headersOf(session));
    expect(known.errors).toBeUndefined();
    expect(known.data.updateCompany).toEqual({ company: { companyTreatmentGender: 'MASCULINE', customerTreatmentGender: 'MASCULINE' }, errors: [] });

    const onboarded = await graphql('mutation { saveOnboardingProfile(input: { professionalRole: "Pilates", name: "Marina", companyTreatment: "Instituto", customerTreatment: "Aluno", companyName: " Estúdio Mova " }) { viewer { company { name } } errors { field } } }', headersOf(session));
    expect(onboarded.data.saveOnboardingProfile).toEqual({ viewer: { company: { name: 'Estúdio Mova' } }, errors: [] });
    const renamed = await graphql('mutation { updateCompany(input: { name: "Estúdio Mova Pilates" }) { company { name companyTreatment } errors { field } } }', headersOf(session));
    expect(renamed.data.updateCompany).toEqual({ company: { name: 'Estúdio Mova Pilates', companyTreatment: 'Instituto' }, errors: [] });
    const booking = await graphql('mutation { updateCompany(input: { onlineBookingEnabled: true, bookingSlotMinutes: 30, reminderHoursBefore: 0 }) { company { onlineBookingEnabled bookingSlotMinutes reminderHoursBefore } errors { field } } }', headersOf(session));
    expect(booking.data.updateCompany).toEqual({ company: { onlineBookingEnabled: true, bookingSlotMinutes: 30, reminderHoursBefore: 0 }, errors: [] });
    const longSlot = await graphql('mutation { updateCompany(input: { bookingSlotMinutes: 721 }) { company { id } errors { field messages } } }', headersOf(session));
    expect(longSlot.data.updateCompany).toEqual({ company: null, errors: [{ field: 'booking_slot_minutes', messages: ['deve ser um número inteiro entre 5 e 720'] }] });
    const unnamed = await graphql('mutation { updateCompany(input: { name: null }) { company { name } errors { field } } }', headersOf(session));
    expect(unnamed.data.updateCompany).toEqual({ company: { name: null }, errors: [] });

    const node = await graphql(`{ node(id: "${viewer.data.viewer.company.id}") { ... on Company { customerTreatment } } }`, headersOf(session));
    expect(node.data).toEqual({ node: { customerTreatment: 'Aluno' } });

    expect((await graphql('mutation { signOut { success } }', headersOf(session))).data).toEqual({ signOut: { success: true } });

    const refused = await graphql('{ viewer { id } }', headersOf(session));
    expect(refused.data).toEqual({ viewer: null });
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('answers the api field errors of a refused sign-up as data', async () => {
    await signUp('repetido@estudio.com.br');
    const again = await signUp('repetido@estudio.com.br', '123');
    expect(again.errors).toBeUndefined();
    expect(again.data.signUp.session).toBeNull();
    expect(again.data.signUp.errors.map((error: { field: string }) => error.field).sort()).toEqual(['customer_email', 'customer_password']);
    expect(again.data.signUp.fullMessages.length).toBeGreaterThanOrEqual(2);
  });

  it('signs the demo administrator in, and refuses a wrong password in errors', async () => {
    const signedIn = await signIn('admin@demo.com.br', 'demo1234');
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.signIn).toMatchObject({ errors: [], viewer: { email: 'admin@demo.com.br', company: { subscriptionStatus: { suspended: false } } } });
    expect(signedIn.data.signIn.session.accessToken).toEqual(expect.any(String));

    const refused = await signIn('admin@demo.com.br', 'errada');
    expect(refused.data.signIn).toEqual({ session: null, viewer: null, errors: ['E-mail ou senha inválidos.'] });
  });

  it('walks onboarding: profile, then completion', async () => {
    const session = (await signUp('paula@consultorio.com.br')).data.signUp.session as GraphQLSession;
    const saved = await graphql(`mutation { saveOnboardingProfile(input: {
        professionalRole: "Fisioterapeuta", name: "Paula Lima", phone: "(21) 99876-5432",
        companyTreatment: "Consultório", customerTreatment: "Paciente"
      }) { errors { field messages } viewer { name phone company { professionalRole companyTreatment customerTreatmentPlural } } } }`, headersOf(session));
    expect(saved.data.saveOnboardingProfile).toEqual({
      errors: [],
      viewer: {
        name: 'Paula Lima',
        phone: '(21) 99876-5432',
        company: { professionalRole: 'Fisioterapeuta', companyTreatment: 'Consultório', customerTreatmentPlural: 'Pacientes' },
      },
    });

    const completed = await graphql('mutation { completeOnboarding { errors { field } company { onboardingCompletedAt } } }', headersOf(session));
    expect(completed.data.completeOnboarding.errors).toEqual([]);
    const at = Date.parse(completed.data.completeOnboarding.company.onboardingCompletedAt);
    expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);
    expect((await graphql('{ viewer { onboardingCompleted } }', headersOf(session))).data).toEqual({ viewer: { onboardingCompleted: true } });
  });

  it('resets a password with the token from the e-mail', async () => {
    await signUp('rafael@academia.com.br', 'antiga123');
    const asked = await graphql('mutation { requestPasswordReset(input: { email: "rafael@academia.com.br" }) { message errors } }');
    expect(asked.data.requestPasswordReset).toEqual({ message: expect.stringContaining('Se o e-mail estiver cadastrado'), errors: [] });

    const mail = await waitForMail(real.api.mailDir, 'rafael@academia.com.br');
    expect(mail.resetToken).toEqual(expect.any(String));

    const wrong = await graphql('mutation { resetPassword(input: { password: "nova12345", passwordConfirmation: "nova12345", resetPasswordToken: "nao-existe" }) { success errors { field } fullMessages } }');
    expect(wrong.data.resetPassword).toMatchObject({ success: false, errors: [{ field: 'reset_password_token' }] });

    const reset = await graphql('mutation ($token: String!) { resetPassword(input: { password: "nova12345", passwordConfirmation: "nova12345", resetPasswordToken: $token }) { success errors { field } } }', {}, { token: mail.resetToken });
    expect(reset.data.resetPassword).toEqual({ success: true, errors: [] });
    expect((await signIn('rafael@academia.com.br', 'nova12345')).data.signIn.errors).toEqual([]);
  });

  it('lists the plans, free first', async () => {
    const result = await graphql('{ plans { id identifier name valueCents usersLimit customersLimit customersLimitPeriod trialDays recommended } }');
    expect(result.data.plans.map((plan: { identifier: string }) => plan.identifier)).toEqual(['FREE', 'LEAN', 'TEAM']);
    expect(result.data.plans[1]).toMatchObject({ recommended: true, trialDays: 10, customersLimitPeriod: 'MONTH' });
  });
});
