import type { AppointmentStatus, Resolvers } from '../../generated/graphql.ts';
import type { RestSearchAppointment, RestSearchResult, RestSearchCustomer, RestSearchTask } from './types.ts';


export const searchResolvers: Resolvers = {
  Query: {
    /** The api refuses fewer than two characters with a 422, which reaches the client as the error. */
    search: (_, { query }, context) => context.session().loaders.search.load(query.trim()),
  },
  SearchResult: {
    customers: (result: RestSearchResult) => result.customers,
    tasks: (result: RestSearchResult) => result.tasks,
    appointments: (result: RestSearchResult) => result.appointments,
  },
  SearchAppointments: {
    count: (group: RestSearchResult['appointments']) => group.count,
    items: (group: RestSearchResult['appointments']) => group.items,
  },
  SearchAppointment: {
    databaseId: (appointment: RestSearchAppointment) => appointment.id,
    startsAt: (appointment: RestSearchAppointment) => appointment.starts_at,
    endsAt: (appointment: RestSearchAppointment) => appointment.ends_at,
    customerName: (appointment: RestSearchAppointment) => appointment.customer_name,
    professionalName: (appointment: RestSearchAppointment) => appointment.professional_name,
    status: (appointment: RestSearchAppointment) => appointment.status.toUpperCase() as AppointmentStatus,
    statusText: (appointment: RestSearchAppointment) => appointment.status_text,
    statusColor: (appointment: RestSearchAppointment) => appointment.status_color,
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
    databaseId: (customer: RestSearchCustomer) => customer.id,
    name: (customer: RestSearchCustomer) => customer.name,
  },
  SearchTask: {
    databaseId: (task: RestSearchTask) => task.id,
    title: (task: RestSearchTask) => task.title,
    boardDatabaseId: (task: RestSearchTask) => task.task_list_id,
    boardName: (task: RestSearchTask) => task.task_list_name,
    dueDate: (task: RestSearchTask) => task.due_date,
    customerName: (task: RestSearchTask) => task.customer_name,
    status: (task: RestSearchTask) => task.status.toUpperCase(),
    statusText: (task: RestSearchTask) => task.status_text,
    statusColor: (task: RestSearchTask) => task.status_color,
  },
};
