import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true } });
const { graphql, signIn } = real;

/** The customer picker of the task and appointment forms, exactly as the web app sends it. */
function pickerQuery(): string {
  const artifact = readFileSync(new URL('../../web/src/ui/__generated__/CustomerSelectQuery.graphql.ts', import.meta.url), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error('CustomerSelectQuery has no text: run the Relay compiler');
  return JSON.parse(text) as string;
}

describe("the task and appointment forms' customer picker, against the real api", () => {
  it('offers no archived customer, by name or in the first page, a form that sends one anyway is refused in its payload, and a customer with an appointment ahead is not archived', async () => {
    const admin = await signIn('admin@demo.com.br', 'demo1234');
    const create = async (name: string) => {
      const created = await graphql('mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } errors { field } } }', admin, {
        input: { name, answers: [] },
      });
      expect(created.data.createCustomer.errors).toEqual([]);
      return created.data.createCustomer.customer.id as string;
    };
    const kept = await create('Aaron Zuleika Arquivado');
    const active = await create('Aaron Zuleika Ativo');
    const archived = await graphql('mutation ($id: ID!) { archiveCustomer(input: { id: $id }) { customer { archivedAt } } }', admin, { id: kept });
    expect(archived.data.archiveCustomer.customer.archivedAt).not.toBeNull();

    const names = async (search: string | null) => {
      const result = await graphql(pickerQuery(), admin, { first: 20, search });
      expect(result.errors).toBeUndefined();
      return result.data.viewer.company.customers.edges.map((edge: AnyData) => edge.node.name) as string[];
    };
    expect(await names('zuleika')).toEqual(['Aaron Zuleika Ativo']);
    // Unfiltered, by name, the two would open the list.
    const first = await names(null);
    expect(first[0]).toBe('Aaron Zuleika Ativo');
    expect(first).not.toContain('Aaron Zuleika Arquivado');

    const message = 'Cliente arquivado: restaure-o para alterar';
    const board = await graphql('mutation ($input: CreateTaskListInput!) { createTaskList(input: $input) { taskList { id } } }', admin, {
      input: { name: 'Retornos', columns: ['Ligar', 'Feito'] },
    });
    const boardId: string = board.data.createTaskList.taskList.id;
    const task = await graphql('mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } errors { field messages } fullMessages } }', admin, {
      input: { taskListId: boardId, title: 'Retorno', customerId: kept },
    });
    expect(task.data.createTask).toEqual({ task: null, errors: [{ field: 'customer_id', messages: [message] }], fullMessages: [message] });
    const appointment = await graphql(
      'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { appointment { id } errors { field messages } fullMessages } }',
      admin,
      { input: { customerId: kept, startsAt: '2031-03-04T09:00', endsAt: '2031-03-04T10:00' } },
    );
    expect(appointment.data.createAppointment).toEqual({ appointment: null, errors: [{ field: 'customer_id', messages: [message] }], fullMessages: [message] });
    const booked = await graphql(
      'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { appointment { id } fullMessages } }',
      admin,
      { input: { customerId: active, startsAt: '2031-03-04T09:00', endsAt: '2031-03-04T10:00' } },
    );
    expect(booked.data.createAppointment.fullMessages).toEqual([]);
    // With that appointment ahead, the customer is not archived, and the payload says why.
    const held = await graphql('mutation ($id: ID!) { archiveCustomer(input: { id: $id }) { customer { archivedAt } fullMessages } }', admin, { id: active });
    expect(held.data.archiveCustomer).toEqual({ customer: null, fullMessages: ['Este cliente tem 1 atendimento agendado: cancele-o ou remarque-o antes de arquivar'] });
  });
});
