import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * Headers every answer of the gateway carries: no content sniffing (a stored file is only ever what
 * its type says) and no address of ours in the Referer sent to other sites.
 */
const EVERY_ANSWER: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The web app's policy: its own scripts only (the build has no inline script), no plugins, no
 * framing. Styles may be inline because Mantine writes its CSS variables and style props that way;
 * images may be data: and blob: URLs (the photo previews before an upload). `payment` adds the card
 * provider's script and API origins, which only the real provider has (`paymentCspSources`).
 */
export function webAppPolicy(payment: { scriptSrc: string[]; connectSrc: string[] } = { scriptSrc: [], connectSrc: [] }): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...payment.scriptSrc],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...payment.connectSrc],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

export const WEB_APP_POLICY = webAppPolicy();

/** Inline `<script>` bodies of a page (those without `src`). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
}

/** The page is the same for every gateway of a process: its 9 MB are hashed once. */
const policies = new Map<string, string>();

/**
 * GraphiQL's page is one HTML file with its bundle inline, so its policy allows exactly those
 * scripts by their hashes (computed once, from the page the gateway serves) and nothing else; its
 * editor runs its language service in workers made from blob: URLs.
 */
export function graphiqlPolicy(page: string): string {
  const known = policies.get(page);
  if (known) return known;
  const hashes = inlineScripts(page).map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  const made = policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  policies.set(page, made);
  return made;
}

/** What an answer is, for the policy it gets. */
export type AnswerKind = 'web-app' | 'graphql' | 'file' | 'other';

export interface SecurityHeaders {
  /** Sets the headers on `res` before whatever serves the request writes its own. */
  apply(res: ServerResponse, kind: AnswerKind): void;
}

export function securityHeaders(options: {
  graphiqlPage: string | null;
  /** The card provider's origins the web app's pages may load and call (none with the sandbox). */
  payment?: { scriptSrc: string[]; connectSrc: string[] };
}): SecurityHeaders {
  const webApp = options.payment ? webAppPolicy(options.payment) : WEB_APP_POLICY;
  const graphql = options.graphiqlPage === null ? webApp : graphiqlPolicy(options.graphiqlPage);
  return {
    apply(res, kind) {
      for (const [name, value] of Object.entries(EVERY_ANSWER)) res.setHeader(name, value);
      if (kind === 'file') {
        // Files (images, PDFs) are shown by the browser's own viewers, which a policy would break;
        // the app's own pages may still frame them, say for a print preview.
        res.setHeader('x-frame-options', 'SAMEORIGIN');
        return;
      }
      // X-Frame-Options for browsers that predate frame-ancestors.
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('content-security-policy', kind === 'graphql' ? graphql : webApp);
    },
  };
}

/** Source maps are not served: they would hand the readable source of the app to anyone. */
export function isSourceMap(pathname: string): boolean {
  return pathname.endsWith('.map');
}
