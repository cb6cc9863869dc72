/**
 * The card provider's browser script (Iugu's iugu.js, or the sandbox's stand-in with the same API):
 * loaded once, then used to turn card data into a token. Card data goes from here to the provider
 * only; the product receives the token.
 */

export interface PaymentGatewaySettings {
  readonly scriptUrl: string;
  readonly accountId: string;
  readonly testMode: boolean;
}

interface IuguCreditCard {
  valid(): boolean;
}

interface IuguTokenAnswer {
  id?: string;
  errors?: unknown;
}

export interface IuguScript {
  setAccountID(id: string): void;
  setTestMode(on: boolean): void;
  CreditCard: new (number: string, month: string, year: string, firstName: string, lastName: string, cvv: string) => IuguCreditCard;
  createPaymentToken(card: IuguCreditCard, callback: (answer: IuguTokenAnswer) => void): void;
}

declare global {
  interface Window {
    Iugu?: IuguScript;
  }
}

const loading = new Map<string, Promise<IuguScript>>();

export class PaymentScriptError extends Error {}

/** Adds the script to the page once per address; rejects when it cannot be loaded. */
export function loadPaymentScript(url: string): Promise<IuguScript> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<IuguScript>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Iugu ? resolve(window.Iugu) : reject(new PaymentScriptError('no Iugu in the script')));
    script.onerror = () => reject(new PaymentScriptError(`could not load ${url}`));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading.delete(url);
    throw error;
  });
  loading.set(url, promise);
  return promise;
}

export interface CardData {
  /** Digits only. */
  number: string;
  month: string;
  /** Two digits, as typed (AA). */
  year: string;
  firstName: string;
  lastName: string;
  cvv: string;
}

/** What went wrong making a token: the provider refused the data, or its text when it gave one. */
export class CardTokenError extends Error {
  constructor(readonly providerMessage: string | null) {
    super(providerMessage ?? 'card refused');
  }
}

function messageOf(errors: unknown): string | null {
  if (typeof errors === 'string' && errors.trim()) return errors.trim();
  return null;
}

/** The token for `card`, made by the provider's script for the configured account and mode. */
export async function createCardToken(settings: PaymentGatewaySettings, card: CardData): Promise<string> {
  const iugu = await loadPaymentScript(settings.scriptUrl);
  iugu.setAccountID(settings.accountId);
  iugu.setTestMode(settings.testMode);
  const credit = new iugu.CreditCard(card.number, card.month, card.year, card.firstName, card.lastName, card.cvv);
  return new Promise((resolve, reject) => {
    iugu.createPaymentToken(credit, (answer) => {
      if (answer.id && !answer.errors) resolve(answer.id);
      else reject(new CardTokenError(messageOf(answer.errors)));
    });
  });
}
