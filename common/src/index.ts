export * from './cpf.ts';
export * from './customer-fields.ts';
export * from './dates.ts';
export * from './email.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './plans.ts';
export * from './rg.ts';
