import type { Resolvers } from '../../generated/graphql.ts';
import type { GatewayContext } from '../../context.ts';
import { connectionOf, cursorOf, restPagesOf, sliceOf, type SliceArgs } from '../../connections.ts';
import { payloadOf } from '../../errors.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestCustomer } from '../customers/index.ts';
import type { RestCustomerNote, RestNoteAddendum } from './types.ts';

async function noteConnection(context: GatewayContext, customerId: number, args: SliceArgs) {
  const slice = sliceOf(args);
  const { loaders } = context.session();
  const pages = await Promise.all(
    restPagesOf(slice).map(async ({ page, perPage }) => {
      const { notes, totalCount } = await loaders.customerNotePage.load({ customerId, page, perPage });
      return { rows: notes, totalCount };
    }),
  );
  return connectionOf(slice, pages);
}

/** The note a mutation names, read first for the customer its REST path goes through. */
async function noteOf(context: GatewayContext, globalId: string): Promise<RestCustomerNote> {
  return context.session().loaders.customerNote.load(databaseIdOf(globalId, 'CustomerNote'));
}

/**
 * A note written now is the newest: it goes first in its customer's list. The customer is read only
 * when the operation selects it (the default resolver calls a function).
 */
function newNotePayload(context: GatewayContext, note: RestCustomerNote) {
  const { loaders } = context.session();
  loaders.rememberCustomerNote(note);
  return { noteEdge: { cursor: cursorOf(0), node: note }, customer: () => loaders.customer.load(note.customer_id) };
}

export const noteResolvers: Resolvers = {
  Customer: {
    notes: (customer: RestCustomer, args, context) => noteConnection(context, customer.id, args),
  },
  CustomerNote: {
    id: (note: RestCustomerNote) => toGlobalId('CustomerNote', note.id),
    databaseId: (note: RestCustomerNote) => note.id,
    hashid: (note: RestCustomerNote) => note.hashid,
    body: (note: RestCustomerNote) => note.body,
    private: (note: RestCustomerNote) => note.private,
    creatorDatabaseId: (note: RestCustomerNote) => note.creator_id,
    creatorName: (note: RestCustomerNote) => note.creator_name,
    createdAt: (note: RestCustomerNote) => note.created_at,
    updatedAt: (note: RestCustomerNote) => note.updated_at,
    locked: (note: RestCustomerNote) => note.locked,
    lockedAt: (note: RestCustomerNote) => note.locked_at,
    lockedByName: (note: RestCustomerNote) => note.locked_by_name,
    addenda: (note: RestCustomerNote) => note.addenda,
    pdfUrl: (note: RestCustomerNote, { pageSize }) => note.pdf_urls?.[pageSize] ?? null,
  },
  NoteAddendum: {
    // Unique across types like a node's id, so Relay's store keeps each addendum apart; not a node itself.
    id: (addendum: RestNoteAddendum) => Buffer.from(`NoteAddendum:${addendum.id}`, 'utf8').toString('base64'),
    databaseId: (addendum: RestNoteAddendum) => addendum.id,
    body: (addendum: RestNoteAddendum) => addendum.body,
    authorName: (addendum: RestNoteAddendum) => addendum.author_name,
    createdAt: (addendum: RestNoteAddendum) => addendum.created_at,
  },
  Mutation: {
    createCustomerNote: (_, { input }, context) => {
      const customerId = databaseIdOf(input.customerId, 'Customer');
      return payloadOf(
        async () => newNotePayload(context, await context.session().calls.createCustomerNote(customerId, input.body, input.private ?? undefined)),
        { noteEdge: null, customer: null },
      );
    },
    duplicateCustomerNote: (_, { input }, context) =>
      payloadOf(
        async () => {
          const source = await noteOf(context, input.id);
          return newNotePayload(context, await context.session().calls.duplicateCustomerNote(source.customer_id, source.id));
        },
        { noteEdge: null, customer: null },
      ),
    updateCustomerNote: (_, { input }, context) =>
      payloadOf(
        async () => {
          const current = await noteOf(context, input.id);
          const changes = { ...(input.body != null ? { body: input.body } : {}), ...(input.private != null ? { private: input.private } : {}) };
          const note = await context.session().calls.updateCustomerNote(current.customer_id, current.id, changes);
          context.session().loaders.rememberCustomerNote(note);
          return { note };
        },
        { note: null },
      ),
    lockCustomerNote: (_, { input }, context) =>
      payloadOf(
        async () => {
          const current = await noteOf(context, input.id);
          const note = await context.session().calls.updateCustomerNote(current.customer_id, current.id, { locked: true });
          context.session().loaders.rememberCustomerNote(note);
          return { note };
        },
        { note: null },
      ),
    deleteCustomerNote: (_, { input }, context) =>
      payloadOf(
        async () => {
          const { loaders, calls } = context.session();
          const current = await noteOf(context, input.id);
          await calls.deleteCustomerNote(current.customer_id, current.id);
          loaders.customerNote.clear(current.id);
          return { deletedNoteId: input.id, customer: () => loaders.customer.load(current.customer_id) };
        },
        { deletedNoteId: null, customer: null },
      ),
    addNoteAddendum: (_, { input }, context) =>
      payloadOf(
        async () => {
          const current = await noteOf(context, input.noteId);
          const note = await context.session().calls.addNoteAddendum(current.customer_id, current.id, input.body);
          context.session().loaders.rememberCustomerNote(note);
          return { note };
        },
        { note: null },
      ),
    uploadNoteImage: (_, { input }, context) =>
      payloadOf(async () => ({ url: (await context.session().calls.uploadNoteImage(input.image)).url }), { url: null }),
  },
};
