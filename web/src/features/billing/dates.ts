import dayjs from '../../lib/dayjs';

/** A billing date (next charge, subscriber since) as DD/MM/YYYY, or '—' when there is none. */
export const billingDate = (value: unknown) => (value ? dayjs(String(value)).format('DD/MM/YYYY') : '—');
