import type { ActivityEvent, CompanyActivityHistoryArgs, Resolvers } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestActivity, RestActivityChange } from './types.ts';

/** 'Carregar mais' adds this many (spec §9). */
export const HISTORY_PAGE_SIZE = 50;
const HISTORY_PAGE_MAX = 100;

async function activityConnection(context: GatewayContext, args: CompanyActivityHistoryArgs) {
  const limit = args.first ?? HISTORY_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE_MAX) {
    throw new GraphQLError(`Informe de 1 a ${HISTORY_PAGE_MAX} itens por página.`, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  }
  const { activities, nextCursor } = await context.session().loaders.activityPage.load({
    limit,
    cursor: args.after ?? undefined,
    eventTypes: args.events?.map((event) => event.toLowerCase()),
    itemTypes: args.itemTypes ?? undefined,
    fromDate: args.fromDate ?? undefined,
    toDate: args.toDate ?? undefined,
  });
  const edges = activities.map((node) => ({ cursor: node.cursor ?? '', node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: nextCursor !== null,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: nextCursor ?? edges.at(-1)?.cursor ?? null,
    },
  };
}

export const activityResolvers: Resolvers = {
  Company: {
    activityHistory: (_company: RestCompany, args, context) => activityConnection(context, args),
  },
  Activity: {
    databaseId: (activity: RestActivity) => activity.id,
    event: (activity: RestActivity) => activity.event.toUpperCase() as ActivityEvent,
    eventText: (activity: RestActivity) => activity.event_text,
    userName: (activity: RestActivity) => activity.user_name,
    itemType: (activity: RestActivity) => activity.item_type,
    itemTypeText: (activity: RestActivity) => activity.item_type_text,
    itemDatabaseId: (activity: RestActivity) => activity.item_id,
    itemName: (activity: RestActivity) => activity.item_name,
    customerDatabaseId: (activity: RestActivity) => activity.customer_id,
    customerName: (activity: RestActivity) => activity.customer_name,
    createdAt: (activity: RestActivity) => activity.created_at,
    relativeTime: (activity: RestActivity) => activity.relative_time,
    summary: (activity: RestActivity) => activity.summary,
    changes: (activity: RestActivity) => activity.changes,
  },
  ActivityChange: {
    fieldName: (change: RestActivityChange) => change.field_name,
    from: (change: RestActivityChange) => change.from,
    to: (change: RestActivityChange) => change.to,
  },
};
