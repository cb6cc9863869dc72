// The agenda through the gateway (appointments-api-process.ts fills the api): the week view of 500
// appointments of 10 professionals, as the agenda screen asks for it, from one caller; and 50 online
// bookings of 50 different free slots sent at once through the public booking mutation (after a first
// such burst, which runs the booking code for the first time), every one of which must succeed; with
// the SQL statements the api runs for each, a figure a loaded machine does not blur.
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';
import { cpuMs, measure, postgresCpuMs } from './stats.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50);

const WEEK_QUERY = `query BenchWeek($from: String!, $to: String!, $userId: ID) {
  appointments(from: $from, to: $to, userId: $userId) {
    id databaseId startsAt endsAt status statusText statusColor notes seriesId source reminderSentAt whatsappUrl
    customer { id databaseId name } professional { id databaseId name }
  }
}`;

const BOOK = `mutation BenchBook($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { booking { startsAt endsAt professionalName } errors { field messages } fullMessages }
}`;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: Number(at(50).toFixed(2)), p99: Number(at(99).toFixed(2)), max: Number(at(100).toFixed(2)) };
}

export async function appointmentsBench() {
  const api = await startApiProcess('./appointments-api-process.ts');
  const [week, companyHash, bookerId, bookingWeek] = api.extra ?? [];
  const gateway = await startGatewayProcess(api.url);
  const dispatcher = new Agent({ connections: BOOKINGS, keepAliveTimeout: 30_000 });

  try {
    const { auth } = await signInDemoAdmin(api.url, dispatcher);

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const post = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = auth): Promise<any> => {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...headers, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      const result = (await response.body.json()) as { errors?: unknown[]; data?: unknown };
      if (response.statusCode !== 200 || result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
      return result.data;
    };

    const period = { from: week, to: addDays(week!, 6) };
    const before = await api.statements!();
    const shown = (await post(WEEK_QUERY, period)).appointments.length;
    const weekStatements = (await api.statements!()) - before;
    const weekFigures = {
      appointments: shown,
      'SQL statements': weekStatements,
      professionals: new Set((await post(WEEK_QUERY, period)).appointments.map((item: { professional: { id: string } }) => item.professional.id)).size,
      'concurrency 1': await measure(() => post(WEEK_QUERY, period).then(() => undefined), { concurrency: 1, durationMs: DURATION_MS }),
    };

    // Free slots of the booking professional, read from the public page, booked 50 at once. The
    // week's pages are read by 50 visitors at once first, as visitors do before booking: the api's
    // database connections are open when the bookings come, as on a server in use. A first burst of
    // 50 bookings runs the booking code for the first time in each process; it is reported on its own,
    // and the figures of the second, a server that has taken bookings before, are the measure.
    const daySlots = (day: number) =>
      request(`${api.url}/api/v1/public/booking/${companyHash}/slots?user_id=${bookerId}&date=${addDays(bookingWeek!, day)}`, { dispatcher })
        .then((answer) => answer.body.json() as Promise<{ slots: string[] }>)
        .then((answer) => answer.slots);
    const visits = await Promise.all(Array.from({ length: BOOKINGS }, (_, visitor) => daySlots(visitor % 5)));
    const slots = visits.slice(0, 5).flat();
    if (slots.length < 2 * BOOKINGS) throw new Error(`only ${slots.length} free slots for ${2 * BOOKINGS} bookings`);
    const userId = globalId('User', bookerId!);

    const burst = async (wanted: string[], label: string) => {
      const latencies: number[] = [];
      let refused = 0;
      const statementsBefore = await api.statements!();
      const cpuBefore = { api: cpuMs(api.pid), gateway: cpuMs(gateway.pid), postgres: postgresCpuMs() };
      const started = performance.now();
      await Promise.all(
        wanted.map(async (startsAt, index) => {
          const sent = performance.now();
          try {
            const result = await post(
              BOOK,
              { input: { companyHash, userId, startsAt, name: `Paciente ${label} ${index}`, email: `${label}${index}@exemplo.com.br`, phone: `119${label === 'online' ? 8 : 7}${String(index).padStart(7, '0')}` } },
              {},
            );
            if (!result.bookAppointment.booking) refused += 1;
          } catch {
            refused += 1;
          }
          latencies.push(performance.now() - sent);
        }),
      );
      const wall = performance.now() - started;
      const perBookingCpu = (used: number) => Number((used / wanted.length).toFixed(2));
      const cpu = {
        api: perBookingCpu(cpuMs(api.pid) - cpuBefore.api),
        gateway: perBookingCpu(cpuMs(gateway.pid) - cpuBefore.gateway),
        postgres: perBookingCpu(postgresCpuMs() - cpuBefore.postgres),
      };
      const perBooking = ((await api.statements!()) - statementsBefore) / wanted.length;
      return {
        slots: wanted.length,
        booked: wanted.length - refused,
        refused,
        'SQL statements per booking': Number(perBooking.toFixed(1)),
        wallMs: Number(wall.toFixed(1)),
        ...percentiles(latencies),
        // Counted from /proc in ticks of 10 ms: a figure another program on the machine does not add to.
        'CPU ms per booking': cpu,
      };
    };
    const firstBurst = await burst(slots.slice(0, BOOKINGS), 'primeiro');
    const bookingFigures = { ...(await burst(slots.slice(BOOKINGS, 2 * BOOKINGS), 'online')), 'first burst after start': firstBurst };
    return { week: weekFigures, bookings: bookingFigures };
  } finally {
    await dispatcher.close();
    await gateway.stop();
    await api.stop();
  }
}
