/**
 * What a call without a session is told, by the api and the gateway alike (devise's pt-BR words);
 * a session that was there and ran out reads 'Sessão expirada. Faça login novamente' instead.
 */
export const MISSING_SESSION_MESSAGE = 'Para continuar, faça login ou cadastre-se.';
