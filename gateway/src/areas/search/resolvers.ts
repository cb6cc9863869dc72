import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../../context.ts';
import type { RestSearchResult } from './types.ts';

type SearchTask = RestSearchResult['tasks']['items'][number];
type SearchCustomer = RestSearchResult['customers']['items'][number];

export const searchResolvers: IResolvers<unknown, GatewayContext> = {
  Query: {
    /** The api refuses fewer than two characters with a 422, which reaches the client as the error. */
    search: (_, { query }: { query: string }, context) => context.session().loaders.search.load(query.trim()),
  },
  SearchResult: {
    customers: (result: RestSearchResult) => result.customers,
    tasks: (result: RestSearchResult) => result.tasks,
  },
  SearchCustomers: {
    count: (group: RestSearchResult['customers']) => group.count,
    items: (group: RestSearchResult['customers']) => group.items,
  },
  SearchTasks: {
    count: (group: RestSearchResult['tasks']) => group.count,
    items: (group: RestSearchResult['tasks']) => group.items,
  },
  SearchCustomer: {
    databaseId: (customer: SearchCustomer) => customer.id,
    name: (customer: SearchCustomer) => customer.name,
  },
  SearchTask: {
    databaseId: (task: SearchTask) => task.id,
    title: (task: SearchTask) => task.title,
    boardDatabaseId: (task: SearchTask) => task.task_list_id,
    boardName: (task: SearchTask) => task.task_list_name,
    dueDate: (task: SearchTask) => task.due_date,
    customerName: (task: SearchTask) => task.customer_name,
    status: (task: SearchTask) => task.status.toUpperCase(),
    statusText: (task: SearchTask) => task.status_text,
    statusColor: (task: SearchTask) => task.status_color,
  },
};
