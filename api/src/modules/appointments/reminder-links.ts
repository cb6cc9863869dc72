import { APPOINTMENT_STATUS_LABELS, zonedIsoString } from '@practice/common';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { PUBLIC_PAGE } from '../../http/public-pages.ts';
import { baseError } from '../../http/validation.ts';
import { recordActivity } from '../../activity-log/record.ts';
import { customerNames } from '../customers/queries.ts';
import { userNames } from '../users/queries.ts';
import { BOOKING_MESSAGES } from './online-booking.ts';
import { announceAppointments, companyName, type AppointmentRow } from './queries.ts';
import { PUBLIC_APPOINTMENT_ANSWER } from './schemas.ts';

type TokenParams = { Params: { token: string } };

const TOKEN_PAGE = { ...PUBLIC_PAGE, schema: { response: { 200: PUBLIC_APPOINTMENT_ANSWER } } };

/** The author the history shows for a patient's answer to a reminder. */
export const byPatient = (customerName: string) => `${customerName || 'Paciente'} (pelo paciente)`;

function publicAnswer(row: AppointmentRow, professionalName: string, company: string) {
  return {
    appointment: {
      starts_at: zonedIsoString(row.starts_at),
      ends_at: zonedIsoString(row.ends_at),
      professional_name: professionalName,
      company_name: company,
      status: row.status,
      status_text: APPOINTMENT_STATUS_LABELS[row.status].text,
    },
  };
}

/** What a reminder's links open: the appointment, and the patient's confirmation or cancellation. */
export async function reminderLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, changes } = deps;

  /** The appointment a reminder's token names, until it starts. */
  const byToken = async (executor: Executor, token: string, options: { forUpdate?: boolean } = {}) => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw notFound();
    let query = executor.selectFrom('appointments').selectAll().where('public_token', '=', token);
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    if (row.starts_at <= clock()) throw new HttpError(410, BOOKING_MESSAGES.expired, { errors: { base: [BOOKING_MESSAGES.expired] }, full_messages: [BOOKING_MESSAGES.expired] });
    const professionals = await userNames(executor, null, [row.user_id]);
    return { row, professionalName: professionals.get(row.user_id) ?? '', company: await companyName(executor, row.company_id) };
  };

  app.get<TokenParams>('/api/v1/public/appointments/:token', TOKEN_PAGE, async (request) => {
    const { row, professionalName, company } = await byToken(db, request.params.token);
    return publicAnswer(row, professionalName, company);
  });

  const answerByToken = (status: 'confirmed' | 'canceled') => async (request: { params: { token: string } }) => {
    const result = await db.transaction().execute(async (trx) => {
      const found = await byToken(trx, request.params.token, { forUpdate: true });
      const { row } = found;
      if (row.status === status) return { ...found, changed: false };
      if (status === 'confirmed' && row.status === 'canceled') throw baseError(BOOKING_MESSAGES.canceledAppointment);
      const updated = await trx.updateTable('appointments').set({ status, updated_at: clock() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      const customerName = (await customerNames(trx, row.company_id, [row.customer_id])).get(row.customer_id) ?? '';
      await recordActivity(trx, {
        companyId: row.company_id,
        userId: null,
        authorName: byPatient(customerName),
        event: 'update',
        itemType: 'Appointment',
        itemId: row.id,
        itemName: customerName,
        customerId: row.customer_id,
        changes: [{ field_name: 'status', from: row.status, to: status }],
      });
      return { ...found, row: updated, changed: true };
    });
    if (result.changed) announceAppointments(changes, result.row.company_id, [result.row.id]);
    return publicAnswer(result.row, result.professionalName, result.company);
  };
  app.post<TokenParams>('/api/v1/public/appointments/:token/confirm', TOKEN_PAGE, answerByToken('confirmed'));
  app.post<TokenParams>('/api/v1/public/appointments/:token/cancel', TOKEN_PAGE, answerByToken('canceled'));
}
