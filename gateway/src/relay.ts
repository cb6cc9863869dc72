import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from './context.ts';
import { ONLY } from './loaders.ts';
import { HttpError } from './rest/client.ts';

export type NodeType = 'User' | 'Company' | 'Plan' | 'CustomerField' | 'Customer' | 'CustomerNote' | 'NoteTemplate' | 'PaymentMethod' | 'TaskList' | 'Task' | 'Appointment';

const nodeTypes: readonly NodeType[] = ['User', 'Company', 'Plan', 'CustomerField', 'Customer', 'CustomerNote', 'NoteTemplate', 'PaymentMethod', 'TaskList', 'Task', 'Appointment'];

/** Relay's global id: base64 of "Type:databaseId", unique across every type. */
export function toGlobalId(type: NodeType, databaseId: number): string {
  // Type names and digits only, so the latin-1 of btoa is the UTF-8 of the decoder (and it is faster than a Buffer).
  return btoa(`${type}:${databaseId}`);
}

export function fromGlobalId(globalId: string): { type: NodeType; databaseId: number } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const type = decoded.slice(0, separator) as NodeType;
  const id = decoded.slice(separator + 1);
  if (separator < 0 || !nodeTypes.includes(type) || !/^[1-9]\d{0,15}$/.test(id)) return null;
  return { type, databaseId: Number(id) };
}

/**
 * The REST id inside a global id given as an argument, which must name an object of `type`;
 * anything else is the caller's mistake.
 */
export function databaseIdOf(globalId: string, type: NodeType): number {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== type) {
    throw new GraphQLError(`O id ${JSON.stringify(globalId)} não identifica um(a) ${type}.`, {
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  }
  return parsed.databaseId;
}

type Fetch = (databaseId: number, context: GatewayContext) => Promise<object | undefined>;

const fetchers: Record<NodeType, Fetch> = {
  async User(databaseId, context) {
    const { loaders } = context.session();
    const viewer = await loaders.viewer.load(ONLY);
    return loaders.user.load({ companyId: viewer.company_id, userId: databaseId });
  },
  Company: (databaseId, context) => context.session().loaders.company.load(databaseId),
  async Plan(databaseId, context) {
    return (await context.loaders.plans.load(ONLY)).find((plan) => plan.id === databaseId);
  },
  Customer: (databaseId, context) => context.session().loaders.customer.load(databaseId),
  CustomerNote: (databaseId, context) => context.session().loaders.customerNote.load(databaseId),
  NoteTemplate: (databaseId, context) => context.session().loaders.noteTemplate.load(databaseId),
  async PaymentMethod(databaseId, context) {
    const { loaders } = context.session();
    const viewer = await loaders.viewer.load(ONLY);
    return (await loaders.paymentMethods.load(viewer.company_id)).find((method) => method.id === databaseId);
  },
  async TaskList(databaseId, context) {
    return (await context.session().loaders.boards.load(ONLY)).find((board) => board.id === databaseId);
  },
  Task: (databaseId, context) => context.session().loaders.task.load(databaseId),
  Appointment: (databaseId, context) => context.session().loaders.appointment.load(databaseId),
  async CustomerField(databaseId, context) {
    const { loaders } = context.session();
    const viewer = await loaders.viewer.load(ONLY);
    return (await loaders.customerFields.load(viewer.company_id)).find((field) => field.id === databaseId);
  },
};

/** An object by its global id, or null when the id is not one of ours or the api does not know it. */
async function fetchNode(globalId: string, context: GatewayContext): Promise<object | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed) return null;
  try {
    const record = await fetchers[parsed.type](parsed.databaseId, context);
    return record ? { ...record, __typename: parsed.type } : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** nodes() makes one REST call per id; the cap keeps one small request from becoming thousands. */
export const MAX_NODES_PER_REQUEST = 100;

export const relayResolvers: IResolvers<unknown, GatewayContext> = {
  Query: {
    node: (_, { id }: { id: string }, context) => fetchNode(id, context),
    nodes(_, { ids }: { ids: string[] }, context) {
      if (ids.length > MAX_NODES_PER_REQUEST) {
        throw new GraphQLError(`Informe no máximo ${MAX_NODES_PER_REQUEST} ids por consulta.`, {
          extensions: { code: 'BAD_USER_INPUT', status: 400 },
        });
      }
      return ids.map((id) => fetchNode(id, context));
    },
  },
  Node: {
    __resolveType: (node: { __typename?: string }) => node.__typename ?? null,
  },
};
