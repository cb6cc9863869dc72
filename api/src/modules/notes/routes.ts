import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordNoteTombstone } from '../../access-log/index.ts';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId } from '../../auth/hook.ts';
import type { Executor } from '../../db/index.ts';
import type { ActivityChange } from '../../db/schema.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, section } from '../../http/input.ts';
import { pageMeta } from '../../http/list-query.ts';
import { readRichText } from '../../rich-text/input.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { companyHashid } from '../companies/queries.ts';
import { assertNotArchived, assertVisible, findCustomer, type CustomerRow } from '../customers/queries.ts';
import { PdfUrls } from '../../storage/pdf-urls.ts';
import { FILTERED } from '../../activity-log/record.ts';
import { ADDENDUM_MESSAGES, addendaOf, addendumErrors, readAddendumBody } from './addenda.ts';
import { NOTE_MESSAGES, noteErrors, readLocked, readPrivate, refuseLocked, refusePrivate } from './input.ts';
import { listNotes, readNotePage } from './list.ts';
import { NOTE_COLUMNS, findNote, newNoteHashid, readsBody, serializeNote, type NoteRow } from './queries.ts';
import { ADDENDUM_BODY, NOTE_ANSWER, NOTE_BODY, NOTE_LIST_ANSWER, NOTE_LIST_QUERY } from './schemas.ts';

type CustomerParams = { Params: { customerId: string } };
type NoteParams = { Params: { customerId: string; noteId: string } };

const NOTE_TRACKED_FIELDS = ['body', 'locked', 'private'];
/** A note's text is the clinical record: its history row says that it changed, never what it says. */
const NOTE_SECRET_FIELDS = ['body'];

function scope(request: FastifyRequest) {
  const caller = getCaller(request);
  return { caller, companyId: caller.user.company_id };
}

async function recordNoteActivity(
  trx: Executor,
  request: FastifyRequest,
  event: 'create' | 'update' | 'destroy',
  note: NoteRow,
  customer: CustomerRow,
  changes: ActivityChange[],
) {
  const { caller, companyId } = scope(request);
  await recordActivity(trx, {
    companyId,
    userId: caller.user.id,
    event,
    itemType: 'CustomerNote',
    itemId: note.id,
    // The history names a note by its customer: a note has no title of its own.
    itemName: customer.name,
    customerId: customer.id,
    changes,
  });
}

export async function notesRoutes(app: FastifyInstance, { db, clock, files, accesses, writeOnce }: AppDeps): Promise<void> {
  const pdf = new PdfUrls(files.urls);

  const serializerFor = async (request: FastifyRequest, companyId: number, executor: Executor = db) => ({
    urls: files.urls,
    pdf,
    companyHashid: await companyHashid(executor, companyId),
    viewerId: scope(request).caller.user.id,
  });
  /** The note with its addenda, as the caller may see it. */
  const answer = async (request: FastifyRequest, note: NoteRow, executor: Executor = db) => {
    const serializer = await serializerFor(request, note.company_id, executor);
    const addenda = readsBody(note, serializer.viewerId) ? (await addendaOf(executor, note.company_id, [note.id])).get(note.id) : [];
    return { customer_note: serializeNote(note, serializer, addenda) };
  };
  /** A private note is its author's alone: anyone else who would change, copy or extend it is refused. */
  const refuseUnlessReadable = (request: FastifyRequest, note: NoteRow) => {
    if (!readsBody(note, scope(request).caller.user.id)) refusePrivate();
  };

  /**
   * The customer of the path, which the caller must be able to read (another company's is 404, and
   * so is an archived one to a caller who may not restore it).
   */
  const readableCustomer = async (request: FastifyRequest, customerIdParam: string, trx: Executor = db) => {
    const { companyId } = scope(request);
    const customer = await findCustomer(trx, companyId, parseId(customerIdParam));
    authorize(request, 'read', subject('Customer', customer));
    assertVisible(request, customer);
    return customer;
  };

  const listRoute = { schema: { querystring: NOTE_LIST_QUERY, response: { 200: NOTE_LIST_ANSWER } } };
  app.get<CustomerParams>('/api/v1/customers/:customerId/customer_notes', listRoute, async (request) => {
    const { companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    authorize(request, 'read', subject('CustomerNote', { company_id: companyId, creator_id: null }));
    const query = readNotePage(asInput(request.query));
    const { notes, totalCount } = await listNotes(db, companyId, customer.id, query);
    const serializer = await serializerFor(request, companyId);
    const readable = notes.filter((note) => readsBody(note, serializer.viewerId)).map((note) => note.id);
    const addenda = await addendaOf(db, companyId, readable);
    accesses.record(request, customer, 'notes');
    return {
      customer_notes: notes.map((note) => serializeNote(note, serializer, addenda.get(note.id))),
      meta: pageMeta(totalCount, query),
    };
  });

  const noteAnswer = { schema: { response: { 200: NOTE_ANSWER } } };
  app.get<NoteParams>('/api/v1/customers/:customerId/customer_notes/:noteId', noteAnswer, async (request) => {
    const { companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    const note = await findNote(db, companyId, parseId(request.params.noteId), { customerId: customer.id });
    authorize(request, 'read', subject('CustomerNote', note));
    accesses.record(request, customer, 'note', note.id);
    return answer(request, note);
  });

  // A note by its id alone, for clients that hold only the note (the gateway's node lookup).
  app.get<{ Params: { noteId: string } }>('/api/v1/customer_notes/:noteId', noteAnswer, async (request) => {
    const { companyId } = scope(request);
    const note = await findNote(db, companyId, parseId(request.params.noteId));
    const customer = await findCustomer(db, companyId, note.customer_id);
    authorize(request, 'read', subject('Customer', customer));
    assertVisible(request, customer);
    authorize(request, 'read', subject('CustomerNote', note));
    accesses.record(request, customer, 'note', note.id);
    return answer(request, note);
  });

  const insertNote = async (trx: Executor, request: FastifyRequest, customer: CustomerRow, body: string, isPrivate: boolean) => {
    const { caller, companyId } = scope(request);
    const now = clock();
    const note = await trx
      .insertInto('customer_notes')
      .values({
        company_id: companyId,
        customer_id: customer.id,
        hashid: newNoteHashid(),
        body,
        creator_id: caller.user.id,
        creator_name: caller.user.name,
        private: isPrivate,
        created_at: now,
        updated_at: now,
      })
      .returning(NOTE_COLUMNS)
      .executeTakeFirstOrThrow();
    const created = diffChanges(null, note, ['body'], { secret: NOTE_SECRET_FIELDS });
    if (isPrivate) created.push({ field_name: 'private', from: null, to: true });
    await recordNoteActivity(trx, request, 'create', note, customer, created);
    return note;
  };

  const createRoute = { config: IDEMPOTENT, schema: { body: NOTE_BODY, response: { 201: NOTE_ANSWER } } };
  app.post<CustomerParams>('/api/v1/customers/:customerId/customer_notes', createRoute, async (request, reply) => {
    const { caller, companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    authorize(request, 'create', subject('CustomerNote', { company_id: companyId, creator_id: caller.user.id }));
    const input = section(request.body, 'customer_note');
    const errors = noteErrors();
    const body = await readRichText(db, companyId, { body: '', ...input }, 'body', errors, { required: true });
    const isPrivate = readPrivate(input, errors) ?? false;
    errors.throwIfAny();

    return writeOnce(request, reply, async (trx) => {
      // Locked so the customer cannot be deleted between the check and the insert.
      const locked = await findCustomer(trx, companyId, customer.id, { forUpdate: true });
      const note = await insertNote(trx, request, locked, body!, isPrivate);
      reply.status(201);
      return answer(request, note, trx);
    });
  });

  const duplicateRoute = { config: IDEMPOTENT, schema: { response: { 201: NOTE_ANSWER } } };
  app.post<NoteParams>('/api/v1/customers/:customerId/customer_notes/:noteId/duplicate', duplicateRoute, async (request, reply) => {
    const { caller, companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    const noteId = parseId(request.params.noteId);
    const source = await findNote(db, companyId, noteId, { customerId: customer.id });
    authorize(request, 'read', subject('CustomerNote', source));
    authorize(request, 'create', subject('CustomerNote', { company_id: companyId, creator_id: caller.user.id }));
    refuseUnlessReadable(request, source);
    // A copy is a new, unlocked note by the caller, of the body as it is now (a locked one included);
    // a private note's copy, which only its author can make, stays private.
    return writeOnce(request, reply, async (trx) => {
      const locked = await findCustomer(trx, companyId, customer.id, { forUpdate: true });
      const current = await findNote(trx, companyId, noteId, { customerId: customer.id });
      const note = await insertNote(trx, request, locked, current.body, current.private);
      reply.status(201);
      return answer(request, note, trx);
    });
  });

  const update = async (request: FastifyRequest<NoteParams>) => {
    const { caller, companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    // An archived customer's record is read-only until it is restored.
    assertNotArchived(customer);
    const noteId = parseId(request.params.noteId);
    const current = await findNote(db, companyId, noteId, { customerId: customer.id });
    authorize(request, 'update', subject('CustomerNote', current));
    refuseUnlessReadable(request, current);
    const input = section(request.body, 'customer_note');
    const errors = noteErrors();
    const locked = readLocked(input, errors);
    const isPrivate = readPrivate(input, errors);
    const body = await readRichText(db, companyId, input, 'body', errors, { required: true });
    // Who reads a note is its author's choice: a colleague who may edit it cannot hide it from the team.
    if (isPrivate !== undefined && isPrivate !== current.private && current.creator_id !== caller.user.id) {
      errors.add('private', NOTE_MESSAGES.privacyByAuthor, { standalone: true });
    }
    errors.throwIfAny();

    const note = await db.transaction().execute(async (trx) => {
      // The row lock orders this change after a lock (or an edit) in flight: whichever commits
      // first, the other reads its outcome here, so no edit lands on a note locked meanwhile.
      const before = await findNote(trx, companyId, noteId, { customerId: customer.id, forUpdate: true });
      if (before.locked) {
        if (locked === false) refuseLocked(NOTE_MESSAGES.unlock);
        if (body !== undefined && body !== before.body) refuseLocked(NOTE_MESSAGES.lockedEdit);
        if (isPrivate !== undefined && isPrivate !== before.private) refuseLocked(NOTE_MESSAGES.lockedEdit);
        return before;
      }
      const now = clock();
      const set: Partial<NoteRow> = {};
      if (body !== undefined && body !== before.body) set.body = body;
      if (isPrivate !== undefined && isPrivate !== before.private) set.private = isPrivate;
      if (locked === true) Object.assign(set, { locked: true, locked_at: now, locked_by_id: caller.user.id, locked_by_name: caller.user.name });
      if (Object.keys(set).length === 0) return before;
      const after = await trx
        .updateTable('customer_notes')
        .set({ ...set, updated_at: now })
        .where('id', '=', noteId)
        .returning(NOTE_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordNoteActivity(trx, request, 'update', after, customer, diffChanges(before, after, NOTE_TRACKED_FIELDS, { secret: NOTE_SECRET_FIELDS }));
      return after;
    });
    return answer(request, note);
  };
  const updateRoute = { schema: { body: NOTE_BODY, response: { 200: NOTE_ANSWER } } };
  app.patch<NoteParams>('/api/v1/customers/:customerId/customer_notes/:noteId', updateRoute, update);
  app.put<NoteParams>('/api/v1/customers/:customerId/customer_notes/:noteId', updateRoute, update);

  app.delete<NoteParams>('/api/v1/customers/:customerId/customer_notes/:noteId', noteAnswer, async (request) => {
    const { companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    assertNotArchived(customer);
    const noteId = parseId(request.params.noteId);
    const current = await findNote(db, companyId, noteId, { customerId: customer.id });
    authorize(request, 'delete', subject('CustomerNote', current));
    refuseUnlessReadable(request, current);
    const note = await db.transaction().execute(async (trx) => {
      const before = await findNote(trx, companyId, noteId, { customerId: customer.id, forUpdate: true });
      // A locked note is part of the record for good: never deleted, by anyone, through any call.
      if (before.locked) refuseLocked(NOTE_MESSAGES.lockedDelete);
      await trx.deleteFrom('customer_notes').where('id', '=', noteId).execute();
      await recordNoteActivity(trx, request, 'destroy', before, customer, diffChanges(before, null, NOTE_TRACKED_FIELDS, { secret: NOTE_SECRET_FIELDS }));
      await recordNoteTombstone(trx, request, customer, before, clock());
      return before;
    });
    return answer(request, note);
  });

  /**
   * `POST .../customer_notes/{noteId}/addenda` with `addendum[body]` (plain text): a dated text
   * under a locked note, signed with the caller's name, the note itself unchanged. Addenda are
   * never changed or deleted; the answer is the note with all its addenda, `201`.
   */
  const addendumRoute = { config: IDEMPOTENT, schema: { body: ADDENDUM_BODY, response: { 201: NOTE_ANSWER } } };
  app.post<NoteParams>('/api/v1/customers/:customerId/customer_notes/:noteId/addenda', addendumRoute, async (request, reply) => {
    const { caller, companyId } = scope(request);
    const customer = await readableCustomer(request, request.params.customerId);
    assertNotArchived(customer);
    const noteId = parseId(request.params.noteId);
    const current = await findNote(db, companyId, noteId, { customerId: customer.id });
    authorize(request, 'read', subject('CustomerNote', current));
    authorize(request, 'create', subject('CustomerNote', { company_id: companyId, creator_id: caller.user.id }));
    refuseUnlessReadable(request, current);
    const errors = addendumErrors();
    const body = readAddendumBody(section(request.body, 'addendum'), errors);
    errors.throwIfAny();

    return writeOnce(request, reply, async (trx) => {
      // Read under the row lock, so a note locked a moment ago takes the addendum and one not locked never does.
      const before = await findNote(trx, companyId, noteId, { customerId: customer.id, forUpdate: true });
      if (!before.locked) refuseLocked(ADDENDUM_MESSAGES.unlocked);
      await trx
        .insertInto('customer_note_addenda')
        .values({ company_id: companyId, note_id: before.id, body: body!, author_id: caller.user.id, author_name: caller.user.name, created_at: clock() })
        .execute();
      await recordNoteActivity(trx, request, 'update', before, customer, [{ field_name: 'addendum', from: null, to: FILTERED }]);
      reply.status(201);
      return answer(request, before, trx);
    });
  });
}
