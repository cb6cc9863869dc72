/** Spec section 8, subscription screen. */
export const BILLING_MESSAGES = {
  loadFailed: 'Erro ao carregar dados da assinatura. Tente novamente.',
  removeFailed: 'Erro ao remover forma de pagamento. Tente novamente.',
  needsCard: 'Adicione uma forma de pagamento antes de fazer upgrade.',
  upgradeFailed: 'Erro ao fazer upgrade. Tente novamente ou entre em contato com o suporte.',
  cardFailed: 'Erro ao adicionar cartão. Verifique os dados e tente novamente.',
  scriptFailed: 'Erro ao carregar o sistema de pagamentos. Tente novamente.',
  cardAdded: 'Cartão adicionado com sucesso!',
  cardRemoved: 'Forma de pagamento removida com sucesso!',
  changeFailed: 'Erro ao mudar de plano. Tente novamente ou entre em contato com o suporte.',
  chargeRefused: 'O cartão foi salvo, mas a cobrança foi recusada e a assinatura continua suspensa. Use outro cartão ou fale com o seu banco.',
} as const;
