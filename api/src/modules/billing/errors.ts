import { HttpError } from '../../http/errors.ts';
import { baseError } from '../../http/validation.ts';
import { ProviderRefusal, ProviderUnavailable } from './provider.ts';

export const BILLING_MESSAGES = {
  suspended:
    'A assinatura da sua empresa está suspensa. Adicione uma forma de pagamento válida em Plano e Assinatura para voltar a usar o sistema.',
  needsPaymentMethod: 'Adicione uma forma de pagamento antes de fazer upgrade.',
  samePlan: (name: string) => `Sua assinatura já está no plano ${name}.`,
  providerUnavailable: 'O serviço de pagamentos não respondeu. Nada foi alterado; tente novamente em alguns instantes.',
  tooManyCards: (max: number) => `Você pode salvar até ${max} cartões. Remova um para adicionar outro.`,
  webhookRefused: 'Notificação recusada',
  changedMeanwhile: 'A assinatura mudou enquanto o pedido era feito. Confira e tente novamente.',
} as const;

/** 402 Payment Required: what every call but paying answers while the company is suspended. */
export function suspendedError(): HttpError {
  return new HttpError(402, BILLING_MESSAGES.suspended, { suspended: true, errors: [BILLING_MESSAGES.suspended] });
}

/** The provider's refusal becomes a 422 with its own words; no answer becomes a 503. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw baseError(error.message);
    if (error instanceof ProviderUnavailable) throw new HttpError(503, BILLING_MESSAGES.providerUnavailable);
    throw error;
  }
}
