/** The time as the api sees it; injected so tests can move it (token and trial expiry). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
