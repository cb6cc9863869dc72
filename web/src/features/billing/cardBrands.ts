import { detectCardBrand, type CardBrand } from '@practice/common';

const LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
};

/** The brand's name as people know it, from the first digits typed. */
export function brandLabelOfNumber(number: string): string | null {
  const brand = detectCardBrand(number);
  return brand ? LABELS[brand] : null;
}

const PROVIDER_NAMES: Record<string, string> = {
  VISA: 'Visa',
  MASTER: 'Mastercard',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners',
  DISCOVER: 'Discover',
  JCB: 'JCB',
};

/** A saved card's brand as the provider names it (VISA, MASTER...), in people's words. */
export function brandLabel(providerBrand: string): string {
  return PROVIDER_NAMES[providerBrand.toUpperCase()] ?? (providerBrand || 'Cartão');
}

/** The last four digits of `XXXX-XXXX-XXXX-1111`. */
export function lastDigits(displayNumber: string): string {
  return displayNumber.replace(/\D/g, '').slice(-4);
}
