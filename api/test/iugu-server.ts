import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

/**
 * A local server speaking Iugu's REST protocol (https://api.iugu.com/v1) for the iugu adapter's
 * tests: basic auth with the API token, customers, their payment methods, subscriptions by plan
 * identifier, and Iugu's error shapes. Tokens name what happens to the card: `tok_ok` is approved,
 * `tok_refused` is saved but its charges are declined, `tok_invalid` is refused when saved.
 */
export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface IuguServer {
  url: string;
  calls: RecordedCall[];
  /** Answers every call after this many milliseconds (0: at once). */
  delayMs: number;
  /** Answers every call with this status and no body (0: normally). */
  failWith: number;
  subscriptions: Map<string, { id: string; customer_id: string; plan_identifier: string; active: boolean; suspended: boolean; expires_at: string }>;
  close(): Promise<void>;
}

const id = () => randomBytes(16).toString('hex').toUpperCase();

export async function startIuguServer(apiToken: string): Promise<IuguServer> {
  const customers = new Map<string, { id: string; email: string; default_payment_method_id: string | null }>();
  const methods = new Map<string, { id: string; customer_id: string; token: string }>();
  const state: IuguServer = {
    url: '',
    calls: [],
    delayMs: 0,
    failWith: 0,
    subscriptions: new Map(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const expected = `Basic ${Buffer.from(`${apiToken}:`).toString('base64')}`;

  async function read(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  const nextMonth = () => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toISOString().slice(0, 10);
  };

  function route(method: string, path: string, body: Record<string, unknown> | null): [number, unknown] {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      if (typeof body?.email !== 'string') return [422, { errors: { email: ['não pode ficar em branco'] } }];
      const customer = { id: id(), email: body.email, default_payment_method_id: null };
      customers.set(customer.id, customer);
      return [200, { ...customer, name: body.name }];
    }
    if ((match = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path)) && method === 'POST') {
      const customer = customers.get(match[1]!);
      if (!customer) return [404, { errors: 'Customer Not Found' }];
      if (body?.token === 'tok_invalid') return [422, { errors: { token: ['não é válido'] } }];
      const method_ = { id: id(), customer_id: customer.id, token: String(body?.token) };
      methods.set(method_.id, method_);
      if (body?.set_as_default === true || customer.default_payment_method_id === null) customer.default_payment_method_id = method_.id;
      return [
        200,
        {
          id: method_.id,
          description: body?.description,
          item_type: 'credit_card',
          data: { holder_name: 'MARIA SOUZA', display_number: 'XXXX-XXXX-XXXX-1111', brand: 'VISA', month: 12, year: 2030 },
        },
      ];
    }
    if ((match = /^\/v1\/customers\/([^/]+)\/payment_methods\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      if (!methods.delete(match[2]!)) return [404, { errors: 'Not Found' }];
      return [200, { id: match[2] }];
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path)) && method === 'PUT') {
      const customer = customers.get(match[1]!);
      if (!customer) return [404, { errors: 'Customer Not Found' }];
      customer.default_payment_method_id = String(body?.default_payment_method_id);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = customers.get(String(body?.customer_id));
      if (!customer) return [404, { errors: 'Customer Not Found' }];
      const card = customer.default_payment_method_id ? methods.get(customer.default_payment_method_id) : undefined;
      if (!card) return [422, { errors: { base: ['Cliente não possui forma de pagamento padrão'] } }];
      if (card.token === 'tok_refused') return [200, { errors: 'Transação negada', success: false, LR: '05' }];
      const subscription = {
        id: id(),
        customer_id: customer.id,
        plan_identifier: String(body?.plan_identifier),
        active: true,
        suspended: false,
        expires_at: nextMonth(),
      };
      state.subscriptions.set(subscription.id, subscription);
      return [200, subscription];
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)(?:\/(change_plan)\/([^/]+)|\/(suspend|activate))?$/.exec(path))) {
      const subscription = state.subscriptions.get(match[1]!);
      if (!subscription) return [404, { errors: 'Subscription Not Found' }];
      if (method === 'GET' && !match[2] && !match[4]) return [200, subscription];
      if (method === 'DELETE' && !match[2] && !match[4]) {
        state.subscriptions.delete(subscription.id);
        return [200, subscription];
      }
      if (method === 'POST' && match[2]) subscription.plan_identifier = match[3]!;
      if (method === 'POST' && match[4] === 'suspend') Object.assign(subscription, { suspended: true, active: false });
      if (method === 'POST' && match[4] === 'activate') Object.assign(subscription, { suspended: false, active: true });
      return [200, subscription];
    }
    return [404, { errors: 'Not Found' }];
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const path = new URL(req.url ?? '/', 'http://iugu').pathname;
      state.calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (res.destroyed) return;
      if (req.headers.authorization !== expected) return send(res, 401, { errors: 'Unauthorized' });
      if (state.failWith) return send(res, state.failWith, { errors: 'Internal Server Error' });
      const [status, answer] = route(req.method ?? '', path, body);
      send(res, status, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  return state;
}
