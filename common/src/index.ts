export * from './email.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './plans.ts';
