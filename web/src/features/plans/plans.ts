import { PLAN_NAMES, TRIAL_DAYS } from '@practice/common';

/** The plan fields the signup page shows. */
export interface PlanSummary {
  readonly identifier: 'FREE' | 'LEAN' | 'TEAM' | '%future added value';
  readonly name: string;
  readonly valueCents: number;
}

export interface PlanLimits extends PlanSummary {
  readonly usersLimit: number;
  readonly customersLimit: number | null | undefined;
  readonly customersLimitPeriod: 'TOTAL' | 'MONTH' | '%future added value';
  readonly trialDays: number;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Spec section 2: the free plan is titled 'Gratuito'; the others go by their names. */
export function planTitle(plan: PlanSummary): string {
  return plan.identifier === 'FREE' ? PLAN_NAMES.free : plan.name;
}

export function isFreePlan(plan: PlanSummary): boolean {
  return plan.identifier === 'FREE' || plan.valueCents === 0;
}

/** Reais per month, value_cents divided by 100 (for example 'R$ 49,90/mês'); the free plan is 'Grátis'. */
export function planPrice(plan: PlanSummary): string {
  return isFreePlan(plan) ? 'Grátis' : `${brl.format(plan.valueCents / 100)}/mês`;
}

function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** What the plan includes, in the signup page's words (the people served are 'pacientes' there). */
export function planLimitLines(plan: PlanLimits): string[] {
  const lines = [plan.usersLimit === 1 ? '1 usuário' : `Até ${count(plan.usersLimit, 'usuário', 'usuários')}`];
  const limit = plan.customersLimit;
  if (limit === null || limit === undefined) {
    lines.push('Pacientes ilimitados');
  } else if (plan.customersLimitPeriod === 'MONTH') {
    lines.push('Pacientes ilimitados no primeiro mês');
    lines.push(`${count(limit, 'novo paciente', 'novos pacientes')} por mês a partir do segundo mês`);
  } else {
    lines.push(`Até ${count(limit, 'paciente', 'pacientes')} no total`);
  }
  if (isFreePlan(plan)) {
    lines.push('Grátis para sempre, sem cartão de crédito');
  } else {
    lines.push(`${count(plan.trialDays || TRIAL_DAYS, 'dia', 'dias')} de teste grátis`);
    lines.push('Cancele quando quiser, sem multa');
  }
  lines.push('Todas as funcionalidades incluídas');
  return lines;
}
