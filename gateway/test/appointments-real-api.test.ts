import { beforeAll, describe, expect, it } from 'vitest';
import { useRealApi, type AnyData, type Headers } from './real-api.ts';
import { subscriptionEvents } from './sse.ts';

const real = useRealApi();
const { graphql } = real;

let ana: Headers;
let other: Headers;
let anaUserId: string;
let customerId: string;
let otherCustomerId: string;

const toGlobalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function rest(method: string, path: string, headers: Headers, body?: unknown) {
  const response = await fetch(`${real.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as AnyData, headers: response.headers };
}

let companyId: number;

beforeAll(async () => {
  const first = await real.signUpAccount('Ana', 'free');
  ana = first.headers;
  companyId = first.companyId;
  anaUserId = toGlobalId('User', first.userId);
  other = (await real.signUpAccount('Outra', 'free')).headers;
  const customer = await rest('POST', '/api/v1/customers', ana, { customer: { name: 'Joana Dias', fields_values: '{}' } });
  customerId = toGlobalId('Customer', customer.body.customer.id);
  const theirs = await rest('POST', '/api/v1/customers', other, { customer: { name: 'De fora', fields_values: '{}' } });
  otherCustomerId = toGlobalId('Customer', theirs.body.customer.id);
});

const FIELDS = 'id databaseId customer { id name } professional { id name } startsAt endsAt status statusText notes seriesId source whatsappUrl';
const CREATE = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { appointment { ${FIELDS} } errors { field messages } fullMessages } }`;
const LIST = `query ($from: String!, $to: String!, $userId: ID, $statuses: [AppointmentStatus!]) { appointments(from: $from, to: $to, userId: $userId, statuses: $statuses) { ${FIELDS} } }`;
const MOVE = `mutation ($input: MoveAppointmentInput!) { moveAppointment(input: $input) { appointment { ${FIELDS} } errors { field messages } fullMessages } }`;

describe('the agenda through the gateway', () => {
  it('creates a weekly series and lists the week by start, in São Paulo time', async () => {
    const created = await graphql(CREATE, ana, {
      input: { customerId, userId: anaUserId, startsAt: '2030-01-07T09:00', endsAt: '2030-01-07T09:50', notes: 'Sessão', recurrence: { frequency: 'WEEKLY', count: 3 } },
    });
    expect(created.errors).toBeUndefined();
    const appointment = created.data.createAppointment.appointment;
    expect(appointment).toMatchObject({
      customer: { id: customerId, name: 'Joana Dias' },
      professional: { id: anaUserId, name: 'Ana' },
      startsAt: '2030-01-07T09:00:00-03:00',
      endsAt: '2030-01-07T09:50:00-03:00',
      status: 'SCHEDULED',
      statusText: 'Agendado',
      source: 'STAFF',
      seriesId: appointment.databaseId,
    });
    const week = await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-20' });
    expect(week.data.appointments.map((item: AnyData) => item.startsAt)).toEqual(['2030-01-07T09:00:00-03:00', '2030-01-14T09:00:00-03:00']);
    const node = await graphql('query ($id: ID!) { node(id: $id) { ... on Appointment { databaseId notes } } }', ana, { id: appointment.id });
    expect(node.data.node).toEqual({ databaseId: appointment.databaseId, notes: 'Sessão' });
  });

  it('answers a clash and hostile values in errors, in pt-BR', async () => {
    const clash = await graphql(CREATE, ana, { input: { customerId, startsAt: '2030-01-07T09:30', endsAt: '2030-01-07T10:00' } });
    expect(clash.data.createAppointment).toEqual({
      appointment: null,
      errors: [{ field: 'starts_at', messages: ['Horário indisponível: Ana já tem atendimento das 09:00 às 09:50'] }],
      fullMessages: ['Horário indisponível: Ana já tem atendimento das 09:00 às 09:50'],
    });
    const hostile = await graphql(CREATE, ana, { input: { customerId: otherCustomerId, startsAt: 'amanhã', endsAt: '2030-01-07T10:00' } });
    expect(hostile.data.createAppointment.errors).toEqual([
      { field: 'customer_id', messages: ['não é um cliente da empresa'] },
      { field: 'starts_at', messages: ['não é uma data e hora válida'] },
    ]);
    const period = await graphql(LIST, ana, { from: '2030-01-01', to: '2030-06-01' });
    expect(period.errors?.[0]?.message).toBe('A validação falhou: O período pode ter no máximo 62 dias');
    expect(period.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('moves the following dates of a series by the same shift, sets a status and deletes', async () => {
    const [first, second] = (await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-31' })).data.appointments;
    const moved = await graphql(MOVE, ana, { input: { id: second.id, scope: 'FOLLOWING', startsAt: '2030-01-14T10:00', endsAt: '2030-01-14T10:50' } });
    expect(moved.data.moveAppointment.appointment.startsAt).toBe('2030-01-14T10:00:00-03:00');
    const after = await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-31' });
    expect(after.data.appointments.map((item: AnyData) => item.startsAt)).toEqual([
      '2030-01-07T09:00:00-03:00',
      '2030-01-14T10:00:00-03:00',
      '2030-01-21T10:00:00-03:00',
    ]);
    const status = await graphql('mutation ($input: SetAppointmentStatusInput!) { setAppointmentStatus(input: $input) { appointment { status statusText } errors { field } } }', ana, {
      input: { id: first.id, status: 'CONFIRMED' },
    });
    expect(status.data.setAppointmentStatus.appointment).toEqual({ status: 'CONFIRMED', statusText: 'Confirmado' });
    const confirmed = await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-31', statuses: ['CONFIRMED'] });
    expect(confirmed.data.appointments.map((item: AnyData) => item.id)).toEqual([first.id]);
    const deleted = await graphql('mutation ($input: DeleteAppointmentInput!) { deleteAppointment(input: $input) { deletedAppointmentId appointment { startsAt } errors { field } } }', ana, {
      input: { id: second.id, scope: 'FOLLOWING' },
    });
    expect(deleted.data.deleteAppointment).toEqual({ deletedAppointmentId: second.id, appointment: { startsAt: '2030-01-14T10:00:00-03:00' }, errors: [] });
    expect((await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-31' })).data.appointments).toHaveLength(1);
  });

  it("keeps another company's appointments out of reach", async () => {
    const [mine] = (await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-31' })).data.appointments;
    expect((await graphql(LIST, other, { from: '2030-01-07', to: '2030-01-31' })).data.appointments).toEqual([]);
    expect((await graphql(`query { appointment(databaseId: ${mine.databaseId}) { id } }`, other)).data.appointment).toBeNull();
    expect((await graphql('query ($id: ID!) { node(id: $id) { id } }', other, { id: mine.id })).data.node).toBeNull();
    const move = await graphql(MOVE, other, { input: { id: mine.id, startsAt: '2030-01-08T09:00', endsAt: '2030-01-08T09:50' } });
    expect(move.errors?.[0]?.extensions?.status).toBe(404);
    expect((await graphql(`query { appointment(databaseId: ${mine.databaseId}) { startsAt } }`, ana)).data.appointment.startsAt).toBe('2030-01-07T09:00:00-03:00');
    const anonymous = await graphql(LIST, {}, { from: '2030-01-07', to: '2030-01-31' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates once for a repeated Idempotency-Key', async () => {
    const input = { customerId, startsAt: '2030-02-04T15:00', endsAt: '2030-02-04T15:50' };
    const [first, second] = await Promise.all([
      graphql(CREATE, { ...ana, 'idempotency-key': 'agenda-gateway-1' }, { input }),
      graphql(CREATE, { ...ana, 'idempotency-key': 'agenda-gateway-1' }, { input }),
    ]);
    expect(first.data.createAppointment.appointment.id).toBe(second.data.createAppointment.appointment.id);
    expect((await graphql(LIST, ana, { from: '2030-02-04', to: '2030-02-04' })).data.appointments).toHaveLength(1);
  });

  it('sets the hours, and books through the public page without signing in', async () => {
    const hours = await graphql('mutation ($input: SetAvailabilityInput!) { setAvailability(input: $input) { availability { weekday start end } errors { field messages } } }', ana, {
      input: { userId: anaUserId, windows: [{ weekday: 1, start: '08:00', end: '10:00' }] },
    });
    expect(hours.data.setAvailability).toEqual({ availability: [{ weekday: 1, start: '08:00', end: '10:00' }], errors: [] });
    await rest('PATCH', `/api/v1/companies/${companyId}`, ana, { company: { online_booking_enabled: true, booking_slot_minutes: 60 } });
    const hash = (await rest('GET', `/api/v1/companies/${companyId}`, ana)).body.company.hashid as string;
    const page = await graphql('query ($hash: String!) { bookingPage(companyHash: $hash) { companyName slotMinutes professionals { id name } } }', {}, { hash });
    expect(page.data.bookingPage).toMatchObject({ slotMinutes: 60, professionals: [{ id: anaUserId, name: 'Ana' }] });
    const slots = await graphql('query ($hash: String!, $userId: ID!) { bookingSlots(companyHash: $hash, userId: $userId, date: "2030-01-07") }', {}, { hash, userId: anaUserId });
    expect(slots.data.bookingSlots).toEqual(['2030-01-07T08:00:00-03:00']);
    const BOOK = 'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { booking { startsAt endsAt professionalName } errors { field messages } fullMessages } }';
    const input = { companyHash: hash, userId: anaUserId, startsAt: '2030-01-07T08:00:00-03:00', name: 'Rui', email: 'rui@exemplo.com.br', phone: '(11) 98888-1111' };
    const booked = await graphql(BOOK, {}, { input });
    expect(booked.data.bookAppointment).toEqual({ booking: { startsAt: '2030-01-07T08:00:00-03:00', endsAt: '2030-01-07T09:00:00-03:00', professionalName: 'Ana' }, errors: [], fullMessages: [] });
    const taken = await graphql(BOOK, {}, { input: { ...input, email: 'outra@exemplo.com.br' } });
    expect(taken.data.bookAppointment.fullMessages).toEqual(['Este horário acabou de ser reservado. Escolha outro.']);
    const online = (await graphql(LIST, ana, { from: '2030-01-07', to: '2030-01-07' })).data.appointments.find((item: AnyData) => item.source === 'ONLINE');
    expect(online).toMatchObject({ customer: { name: 'Rui' }, startsAt: '2030-01-07T08:00:00-03:00' });
    expect((await graphql('query { bookingPage(companyHash: "nenhuma") { companyName } }', {})).data.bookingPage).toBeNull();
  });

  it('confirms and cancels through the token of the reminder', async () => {
    const appointment = (await graphql(CREATE, ana, { input: { customerId, startsAt: '2030-03-04T11:00', endsAt: '2030-03-04T11:50' } })).data.createAppointment.appointment;
    const row = await real.api.db.selectFrom('appointments').select('public_token').where('id', '=', appointment.databaseId).executeTakeFirstOrThrow();
    const shown = await graphql('query ($token: String!) { publicAppointment(token: $token) { startsAt professionalName status statusText } }', {}, { token: row.public_token });
    expect(shown.data.publicAppointment).toEqual({ startsAt: '2030-03-04T11:00:00-03:00', professionalName: 'Ana', status: 'SCHEDULED', statusText: 'Agendado' });
    const confirm = await graphql('mutation ($input: AppointmentTokenInput!) { confirmAppointmentByToken(input: $input) { appointment { status } errors { field } } }', {}, { input: { token: row.public_token } });
    expect(confirm.data.confirmAppointmentByToken.appointment.status).toBe('CONFIRMED');
    const cancel = await graphql('mutation ($input: AppointmentTokenInput!) { cancelAppointmentByToken(input: $input) { appointment { status } } }', {}, { input: { token: row.public_token } });
    expect(cancel.data.cancelAppointmentByToken.appointment.status).toBe('CANCELED');
    expect((await graphql('query { publicAppointment(token: "nao-existe-este-token-aqui") { status } }', {})).data.publicAppointment).toBeNull();
  });

  it('tells a subscriber the ids of the appointments that changed, in its company only', async () => {
    const SUBSCRIPTION = 'subscription { appointmentChanges { appointmentIds deleted } }';
    const open = async (headers: Headers) => {
      const controller = new AbortController();
      const response = await real.gateway.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...headers },
        body: JSON.stringify({ query: SUBSCRIPTION }),
        signal: controller.signal,
      });
      return { ...subscriptionEvents(response), close: () => controller.abort() };
    };
    const mine = await open(ana);
    const theirs = await open(other);
    const appointment = (await graphql(CREATE, ana, { input: { customerId, startsAt: '2030-04-01T08:00', endsAt: '2030-04-01T08:30' } })).data.createAppointment.appointment;
    let event: AnyData | undefined;
    // The gateway opens the api's stream once the subscription starts; writes before that are not replayed.
    for (let attempt = 0; attempt < 20 && !event; attempt += 1) {
      event = await mine.next(250);
      if (!event) await graphql('mutation ($input: SetAppointmentStatusInput!) { setAppointmentStatus(input: $input) { errors { field } } }', ana, { input: { id: appointment.id, status: attempt % 2 ? 'SCHEDULED' : 'CONFIRMED' } });
    }
    expect(event?.data?.appointmentChanges).toEqual({ appointmentIds: [appointment.id], deleted: false });
    expect(await theirs.next(300)).toBeUndefined();
    mine.close();
    theirs.close();
  });
});
