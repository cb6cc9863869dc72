/**
 * The payment sandbox's stand-in for Iugu's browser script (iugu.js v2), bundled for the browser
 * and served from the gateway's own origin. Same API as the real one, so the web code is the same
 * for both: `Iugu.setAccountID`, `Iugu.setTestMode`, `new Iugu.CreditCard(...)`,
 * `Iugu.createPaymentToken(card, callback)` and the `Iugu.utils` checks. Card data goes only to the
 * sandbox's token route; the product receives the token.
 */
import {
  CARD_BRAND_NAMES,
  cardDigits,
  detectCardBrand,
  isCardExpiryValid,
  isValidCardCvv,
  isValidCardNumber,
} from '@practice/common';

const TOKEN_PATH = '/payment-sandbox/v1/payment_token';

interface TokenAnswer {
  id?: string;
  extra_info?: Record<string, unknown>;
  errors?: Record<string, unknown> | string;
}

interface Card {
  number: string;
  month: string;
  year: string;
  first_name: string;
  last_name: string;
  verification_value: string;
  valid(): boolean;
  errors(): Record<string, string>;
}

let accountId: string | null = null;
let testMode = false;

function brandName(number: string): string | false {
  const brand = detectCardBrand(number);
  return brand ? CARD_BRAND_NAMES[brand].toLowerCase() : false;
}

const utils = {
  validateCreditCardNumber: (number: string) => isValidCardNumber(String(number)),
  validateExpiration: (month: string, year: string) => isCardExpiryValid(String(month), String(year), new Date()),
  validateExpirationString: (text: string) => {
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(String(text).trim());
    return match !== null && isCardExpiryValid(match[1]!, match[2]!, new Date());
  },
  validateCVV: (cvv: string, brand: string) => {
    const known = (Object.keys(CARD_BRAND_NAMES) as Array<keyof typeof CARD_BRAND_NAMES>).find(
      (key) => key === brand || CARD_BRAND_NAMES[key].toLowerCase() === String(brand).toLowerCase(),
    );
    return isValidCardCvv(String(cvv), known ?? null);
  },
  getBrandByCreditCardNumber: (number: string) => brandName(String(number)),
  validateAccountID: (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(String(id)),
};

function CreditCard(
  this: Card,
  number: string,
  month: string,
  year: string,
  firstName: string,
  lastName: string,
  verificationValue: string,
): Card {
  const card: Card = {
    number: cardDigits(String(number ?? '')),
    month: String(month ?? '').trim(),
    year: String(year ?? '').trim(),
    first_name: String(firstName ?? '').trim(),
    last_name: String(lastName ?? '').trim(),
    verification_value: String(verificationValue ?? '').trim(),
    errors() {
      const errors: Record<string, string> = {};
      if (!utils.validateCreditCardNumber(card.number)) errors.number = 'is_invalid';
      if (!utils.validateExpiration(card.month, card.year)) errors.expiration = 'is_invalid';
      if (!utils.validateCVV(card.verification_value, brandName(card.number) || '')) errors.verification_value = 'is_invalid';
      if (!card.first_name) errors.first_name = 'is_invalid';
      return errors;
    },
    valid: () => Object.keys(card.errors()).length === 0,
  };
  return card;
}

function createPaymentToken(card: Card, callback: (answer: TokenAnswer) => void): void {
  if (!accountId) {
    callback({ errors: { account_id: 'is_invalid' } });
    return;
  }
  const errors = card.errors();
  if (Object.keys(errors).length > 0) {
    callback({ errors });
    return;
  }
  fetch(TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({
      account_id: accountId,
      method: 'credit_card',
      test: testMode,
      data: {
        number: card.number,
        verification_value: card.verification_value,
        first_name: card.first_name,
        last_name: card.last_name,
        month: card.month,
        year: card.year,
      },
    }),
  })
    .then(async (response) => {
      const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
      callback(response.ok ? answer : { errors: answer.errors ?? 'Erro ao gerar o token' });
    })
    .catch(() => callback({ errors: 'Erro de conexão' }));
}

const Iugu = {
  setAccountID(id: string) {
    accountId = String(id);
  },
  setTestMode(on: boolean) {
    testMode = on === true;
  },
  setup() {},
  CreditCard,
  createPaymentToken,
  utils,
};

(globalThis as unknown as { Iugu: typeof Iugu }).Iugu = Iugu;
