import { zonedDate } from '@practice/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getCaller, parseId } from '../../auth/hook.ts';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, section } from '../../http/input.ts';
import { FieldErrors } from '../../http/validation.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { customerLink, customerNames } from '../customers/queries.ts';
import { companyUserIds, findCompanyUser } from '../users/queries.ts';
import { calendarFeedRoutes } from './calendar-feed.ts';
import {
  APPOINTMENT_LABELS,
  APPOINTMENT_MESSAGES,
  MAX_DURATION_MS,
  minuteText,
  occurrencesOf,
  readAppointment,
  readAvailability,
  readListQuery,
  readRecurrence,
  readScope,
  type AppointmentReferences,
  type AppointmentValues,
  type Occurrence,
} from './input.ts';
import {
  APPOINTMENT_TRACKED,
  announceAppointments,
  appointmentVisibility,
  clashError,
  findAppointment,
  findClash,
  isOverlapViolation,
  newPublicToken,
  serializeAppointments,
  type AppointmentRow,
  type Visibility,
} from './queries.ts';
import {
  APPOINTMENT_ANSWER,
  APPOINTMENT_BODY,
  APPOINTMENTS_ANSWER,
  APPOINTMENTS_QUERY,
  AVAILABILITY_ANSWER,
  AVAILABILITY_BODY,
  SCOPE_QUERY,
} from './schemas.ts';

type AppointmentParams = { Params: { appointmentId: string } };
type UserParams = { Params: { userId: string } };

const WEEKDAY_TEXTS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/** A limited user sees and changes only the appointments where they are the professional. */
function scopeOf(request: FastifyRequest): { caller: User; visibility: Visibility } {
  const caller = getCaller(request).user;
  return { caller, visibility: appointmentVisibility(caller) };
}

function references(trx: Executor, companyId: number): AppointmentReferences {
  return {
    customerLink: (id) => customerLink(trx, companyId, id),
    userExists: async (id) => (await companyUserIds(trx, companyId, [id])).has(id),
  };
}

function valuesOf(row: AppointmentRow): AppointmentValues {
  return { customer_id: row.customer_id, user_id: row.user_id, starts_at: row.starts_at, ends_at: row.ends_at, status: row.status, notes: row.notes };
}

async function customerName(trx: Executor, companyId: number, customerId: number): Promise<string> {
  return (await customerNames(trx, companyId, [customerId])).get(customerId) ?? '';
}

/**
 * Runs a write that may meet the no-overlap constraint: when a racing write took the time first,
 * the database refuses it, and the answer names what is now there, as the check before would have.
 */
export async function refusingOverlaps<T>(db: Executor, write: () => Promise<T>, wanted: () => { userId: number; ranges: Occurrence[]; exceptIds?: number[] } | undefined): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
    const asked = wanted();
    const clash = asked && (await findClash(db, asked.userId, asked.ranges, asked.exceptIds));
    if (clash && asked) throw clashError(clash, asked.ranges);
    const errors = new FieldErrors(APPOINTMENT_LABELS);
    errors.add('starts_at', 'Horário indisponível', { standalone: true });
    throw errors.toError();
  }
}

export async function appointmentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, changes, config, writeOnce } = deps;
  const answer = async (row: AppointmentRow, executor: Executor = db) => ({ appointment: (await serializeAppointments(executor, [row], config.appUrl))[0] });

  app.get('/api/v1/appointments', { schema: { querystring: APPOINTMENTS_QUERY, response: { 200: APPOINTMENTS_ANSWER } } }, async (request) => {
    const { visibility } = scopeOf(request);
    const filters = readListQuery(asInput(request.query), zonedDate(clock()));
    let query = db
      .selectFrom('appointments')
      .selectAll()
      .where('company_id', '=', visibility.companyId)
      .where('starts_at', '<', filters.until)
      .where('ends_at', '>', filters.from);
    const userId = visibility.onlyUserId ?? filters.userId;
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    if (visibility.onlyUserId !== undefined && filters.userId !== undefined && filters.userId !== visibility.onlyUserId) return { appointments: [] };
    if (filters.customerId !== undefined) query = query.where('customer_id', '=', filters.customerId);
    if (filters.statuses) query = query.where('status', 'in', filters.statuses);
    const rows = await query.orderBy('starts_at').orderBy('id').execute();
    return { appointments: await serializeAppointments(db, rows, config.appUrl) };
  });

  app.get<AppointmentParams>('/api/v1/appointments/:appointmentId', { schema: { response: { 200: APPOINTMENT_ANSWER } } }, async (request) => {
    const { visibility } = scopeOf(request);
    return answer(await findAppointment(db, visibility, parseId(request.params.appointmentId)));
  });

  app.post('/api/v1/appointments', { config: IDEMPOTENT, schema: { body: APPOINTMENT_BODY, response: { 201: APPOINTMENT_ANSWER } } }, async (request, reply) => {
    const { caller, visibility } = scopeOf(request);
    const input = section(request.body, 'appointment');
    const recurrence = readRecurrence(input);
    let asked: { userId: number; ranges: Occurrence[] } | undefined;
    return refusingOverlaps(
      db,
      () =>
        writeOnce(request, reply, async (trx, afterCommit) => {
          const values = await readAppointment(input, references(trx, visibility.companyId), { defaultUserId: caller.id });
          if (visibility.onlyUserId !== undefined && values.user_id !== visibility.onlyUserId) throw forbidden();
          const ranges = recurrence ? occurrencesOf(values, recurrence) : [values];
          asked = { userId: values.user_id, ranges };
          if (values.status !== 'canceled') {
            const clash = await findClash(trx, values.user_id, ranges);
            if (clash) throw clashError(clash, ranges);
          }
          const now = clock();
          const inserted = await trx
            .insertInto('appointments')
            .values(
              ranges.map((range) => ({
                company_id: visibility.companyId,
                customer_id: values.customer_id,
                user_id: values.user_id,
                starts_at: range.starts_at,
                ends_at: range.ends_at,
                status: values.status,
                notes: values.notes,
                source: 'staff' as const,
                public_token: newPublicToken(),
                created_at: now,
                updated_at: now,
              })),
            )
            .returningAll()
            .execute();
          inserted.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
          let created = inserted;
          if (inserted.length > 1) {
            created = await trx
              .updateTable('appointments')
              .set({ series_id: inserted[0]!.id })
              .where('id', 'in', inserted.map((row) => row.id))
              .returningAll()
              .execute();
            created.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
          }
          const first = created[0]!;
          await recordActivity(trx, {
            companyId: visibility.companyId,
            userId: caller.id,
            event: 'create',
            itemType: 'Appointment',
            itemId: first.id,
            itemName: await customerName(trx, visibility.companyId, first.customer_id),
            customerId: first.customer_id,
            changes: diffChanges(
              null,
              { ...valuesOf(first), ...(recurrence ? { frequency: recurrence.frequency, occurrences: created.length } : {}) },
              APPOINTMENT_TRACKED,
            ),
          });
          afterCommit(() => announceAppointments(changes, visibility.companyId, created.map((row) => row.id)));
          reply.status(201);
          return answer(first, trx);
        }),
      () => asked,
    );
  });

  const update = async (request: FastifyRequest<AppointmentParams>) => {
    const { caller, visibility } = scopeOf(request);
    const id = parseId(request.params.appointmentId);
    const input = section(request.body, 'appointment');
    const scope = readScope(asInput(request.query).scope ?? asInput(request.body).scope ?? input.scope);
    let asked: { userId: number; ranges: Occurrence[]; exceptIds: number[] } | undefined;
    const result = await refusingOverlaps(
      db,
      () =>
        db.transaction().execute(async (trx) => {
          const target = await findAppointment(trx, visibility, id, { forUpdate: true });
          const current = valuesOf(target);
          const values = await readAppointment(input, references(trx, visibility.companyId), current);
          if (visibility.onlyUserId !== undefined && values.user_id !== visibility.onlyUserId) throw forbidden();
          const startShift = values.starts_at.getTime() - current.starts_at.getTime();
          const endShift = values.ends_at.getTime() - current.ends_at.getTime();
          const now = clock();
          if ((startShift !== 0 || endShift !== 0) && target.status === 'attended' && target.starts_at <= now) {
            const errors = new FieldErrors(APPOINTMENT_LABELS);
            errors.add('starts_at', APPOINTMENT_MESSAGES.attendedMove, { standalone: true });
            throw errors.toError();
          }
          const otherFields = (['customer_id', 'user_id', 'status', 'notes'] as const).filter((field) => values[field] !== current[field]);
          if (startShift === 0 && endShift === 0 && otherFields.length === 0) return { target, rows: [target] };

          // Other dates of the series take the same change; those that already happened or were canceled stay as they are.
          let rows: AppointmentRow[] = [target];
          if (scope !== 'this' && target.series_id !== null) {
            let query = trx
              .selectFrom('appointments')
              .selectAll()
              .where('company_id', '=', visibility.companyId)
              .where('series_id', '=', target.series_id)
              .where((eb) => eb.or([eb('id', '=', target.id), eb('status', 'in', ['scheduled', 'confirmed'])]));
            if (visibility.onlyUserId !== undefined) query = query.where('user_id', '=', visibility.onlyUserId);
            if (scope === 'following') query = query.where('starts_at', '>=', target.starts_at);
            rows = await query.orderBy('starts_at').forUpdate().execute();
          }
          const changed = rows.map((row) => {
            const next: AppointmentValues = { ...valuesOf(row), starts_at: new Date(row.starts_at.getTime() + startShift), ends_at: new Date(row.ends_at.getTime() + endShift) };
            for (const field of otherFields) Object.assign(next, { [field]: values[field] });
            return { row, next };
          });
          for (const { next } of changed) {
            const length = next.ends_at.getTime() - next.starts_at.getTime();
            if (length <= 0 || length > MAX_DURATION_MS) {
              const errors = new FieldErrors(APPOINTMENT_LABELS);
              errors.add('ends_at', length <= 0 ? APPOINTMENT_MESSAGES.endsBeforeStart : APPOINTMENT_MESSAGES.tooLong);
              throw errors.toError();
            }
          }
          const active = changed.filter(({ next }) => next.status !== 'canceled');
          const ranges = active.map(({ next }) => ({ starts_at: next.starts_at, ends_at: next.ends_at }));
          const exceptIds = rows.map((row) => row.id);
          asked = { userId: values.user_id, ranges, exceptIds };
          const clash = await findClash(trx, values.user_id, ranges, exceptIds);
          if (clash) throw clashError(clash, ranges);
          // The dates move one by one; a series moved by a week meets its own next date until all have moved.
          if (rows.length > 1) await sql`set constraints appointments_no_overlap deferred`.execute(trx);
          for (const { row, next } of changed) {
            await trx
              .updateTable('appointments')
              .set({ ...next, updated_at: now })
              .where('id', '=', row.id)
              .execute();
          }
          await recordActivity(trx, {
            companyId: visibility.companyId,
            userId: caller.id,
            event: 'update',
            itemType: 'Appointment',
            itemId: target.id,
            itemName: await customerName(trx, visibility.companyId, values.customer_id),
            customerId: values.customer_id,
            changes: diffChanges(
              { ...current, occurrences: null },
              { ...values, occurrences: rows.length > 1 ? rows.length : null },
              APPOINTMENT_TRACKED,
            ),
          });
          return { target: await findAppointment(trx, visibility, id), rows };
        }),
      () => asked,
    );
    announceAppointments(changes, visibility.companyId, result.rows.map((row) => row.id));
    return answer(result.target);
  };
  const updateSchema = { schema: { querystring: SCOPE_QUERY, body: APPOINTMENT_BODY, response: { 200: APPOINTMENT_ANSWER } } };
  app.patch<AppointmentParams>('/api/v1/appointments/:appointmentId', updateSchema, update);
  app.put<AppointmentParams>('/api/v1/appointments/:appointmentId', updateSchema, update);

  app.delete<AppointmentParams>('/api/v1/appointments/:appointmentId', { schema: { querystring: SCOPE_QUERY, response: { 200: APPOINTMENT_ANSWER } } }, async (request) => {
    const { caller, visibility } = scopeOf(request);
    const id = parseId(request.params.appointmentId);
    const scope = readScope(asInput(request.query).scope);
    const { shown, ids } = await db.transaction().execute(async (trx) => {
      const target = await findAppointment(trx, visibility, id, { forUpdate: true });
      let query = trx.deleteFrom('appointments').where('company_id', '=', visibility.companyId);
      if (scope === 'this' || target.series_id === null) query = query.where('id', '=', target.id);
      else {
        query = query.where('series_id', '=', target.series_id);
        if (scope === 'following') query = query.where('starts_at', '>=', target.starts_at);
        if (visibility.onlyUserId !== undefined) query = query.where('user_id', '=', visibility.onlyUserId);
      }
      const serialized = (await serializeAppointments(trx, [target], config.appUrl))[0];
      const deleted = await query.returning('id').execute();
      await recordActivity(trx, {
        companyId: visibility.companyId,
        userId: caller.id,
        event: 'destroy',
        itemType: 'Appointment',
        itemId: target.id,
        itemName: await customerName(trx, visibility.companyId, target.customer_id),
        customerId: target.customer_id,
        changes: diffChanges({ ...valuesOf(target), ...(deleted.length > 1 ? { occurrences: deleted.length } : {}) }, null, APPOINTMENT_TRACKED),
      });
      return { shown: serialized, ids: deleted.map((row) => row.id) };
    });
    announceAppointments(changes, visibility.companyId, ids, true);
    return { appointment: shown };
  });

  const availabilityOf = async (executor: Executor, userId: number) => {
    const rows = await executor
      .selectFrom('user_availabilities')
      .select(['weekday', 'start_minute', 'end_minute'])
      .where('user_id', '=', userId)
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute();
    return rows.map((row) => ({ weekday: row.weekday, start: minuteText(row.start_minute), end: minuteText(row.end_minute) }));
  };

  app.get<UserParams>('/api/v1/users/:userId/availability', { schema: { response: { 200: AVAILABILITY_ANSWER } } }, async (request) => {
    const { visibility } = scopeOf(request);
    const user = await findCompanyUser(db, visibility.companyId, parseId(request.params.userId));
    return { availability: await availabilityOf(db, user.id) };
  });

  app.put<UserParams>('/api/v1/users/:userId/availability', { schema: { body: AVAILABILITY_BODY, response: { 200: AVAILABILITY_ANSWER } } }, async (request) => {
    const { caller, visibility } = scopeOf(request);
    const userId = parseId(request.params.userId);
    await findCompanyUser(db, visibility.companyId, userId);
    // A limited user keeps their own hours; the others keep everyone's.
    if (visibility.onlyUserId !== undefined && userId !== visibility.onlyUserId) throw forbidden();
    const windows = readAvailability(request.body);
    const availability = await db.transaction().execute(async (trx) => {
      const user = await findCompanyUser(trx, visibility.companyId, userId, { forUpdate: true });
      const before = await availabilityOf(trx, userId);
      await trx.deleteFrom('user_availabilities').where('user_id', '=', userId).execute();
      if (windows.length) {
        await trx
          .insertInto('user_availabilities')
          .values(windows.map((window) => ({ company_id: visibility.companyId, user_id: userId, ...window })))
          .execute();
      }
      const after = await availabilityOf(trx, userId);
      const told = (list: typeof after) => (list.length ? list.map((item) => `${WEEKDAY_TEXTS[item.weekday]} ${item.start}–${item.end}`) : null);
      await recordActivity(trx, {
        companyId: visibility.companyId,
        userId: caller.id,
        event: 'update',
        itemType: 'User',
        itemId: userId,
        itemName: user.name,
        changes: diffChanges({ availability: told(before) }, { availability: told(after) }, ['availability']),
      });
      return after;
    });
    return { availability };
  });

  await calendarFeedRoutes(app, deps);
}
