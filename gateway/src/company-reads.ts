import { createHash } from 'node:crypto';
import {
  getArgumentValues,
  Kind,
  type FieldNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type SelectionSetNode,
  isObjectType,
} from 'graphql';
import type { GatewayContext } from './context.ts';
import type { AuthHeaders } from './rest/auth-headers.ts';
import type { RestCompany } from './areas/companies/index.ts';
import type { RestUser } from './areas/users/index.ts';

/**
 * Starting a signed-in screen's company reads before the session's user is known.
 *
 * Every screen asks `viewer { company { … } }`, and each company field waits for the user (one call to
 * validate_token) before it can make its own call, so every screen costs two round trips to the api
 * one after the other. A user's company never changes, so the company a session was seen to belong
 * to on its last request is a safe guess for the next one: the company's reads that need nothing of
 * it but its ids start with the user's own, and the fields read the loaders' answers when the user
 * arrives. A wrong guess (a plan changed since) costs a call the api answers or refuses on its own
 * checks; the fields always read the keys of the company the api names now, never the guess.
 */

/** The ids a company read may need before the company itself has been read. */
export interface CompanyIds {
  companyId: number;
  planId: number;
}

/** A company field whose resolver reads nothing of the company but `id` and `plan_id`, and only reads. */
type CompanyRead = GraphQLFieldResolver<RestCompany, GatewayContext>;

/** The mark such a field carries in the schema (the resolver itself reaches the schema bound). */
const READS_COMPANY_IDS = 'readsCompanyIds';

/** A company field that a signed-in screen may start from the guessed ids. */
export function readsCompanyIds<R extends CompanyRead>(resolve: R): { resolve: R; extensions: Record<string, unknown> } {
  return { resolve, extensions: { [READS_COMPANY_IDS]: true } };
}

/** At most this many sessions are remembered per gateway process; the oldest seen go first. */
const REMEMBERED_SESSIONS = 20_000;
/** A question may start at most this many company reads ahead of its user. */
const MAX_READS_AHEAD = 8;

/** The company each recent session was seen to belong to, kept by a digest of its token. */
export class SessionCompanies {
  private readonly byKey = new Map<string, CompanyIds>();

  constructor(private readonly capacity = REMEMBERED_SESSIONS) {}

  static keyOf(auth: Partial<AuthHeaders>): string {
    return createHash('sha256')
      .update(`${auth.uid ?? ''}\n${auth.client ?? ''}\n${auth['access-token'] ?? ''}`)
      .digest('base64url');
  }

  get(key: string): CompanyIds | undefined {
    return this.byKey.get(key);
  }

  remember(key: string, user: RestUser): void {
    const known = this.byKey.get(key);
    if (known?.companyId === user.company_id && known.planId === user.company?.plan_id) return;
    if (!user.company) return;
    this.byKey.delete(key);
    this.byKey.set(key, { companyId: user.company_id, planId: user.company.plan_id });
    if (this.byKey.size > this.capacity) {
      const oldest = this.byKey.keys().next();
      if (!oldest.done) this.byKey.delete(oldest.value);
    }
  }
}

/** The fields of the selection sets, through fragments, with the given name if one is given; none under @skip or @include. */
function fieldsOf(selectionSets: (SelectionSetNode | undefined)[], info: GraphQLResolveInfo, name?: string, found: FieldNode[] = []): FieldNode[] {
  for (const selectionSet of selectionSets) {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.directives?.length) continue;
      if (selection.kind === Kind.FIELD) {
        if (name === undefined || selection.name.value === name) found.push(selection);
      } else {
        const inner = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet;
        fieldsOf([inner], info, name, found);
      }
    }
  }
  return found;
}

/**
 * Starts the reads of the viewer's company that the operation selects and that need only the
 * company's ids, from the ids the session was last seen with. `info` is the `viewer` field's.
 */
export function startCompanyReads(context: GatewayContext, info: GraphQLResolveInfo, ids: CompanyIds | undefined): void {
  if (!ids) return;
  const companyType = info.schema.getType('Company');
  if (!isObjectType(companyType)) return;
  const fields = companyType.getFields();
  const companyNodes = fieldsOf(
    info.fieldNodes.map((viewerNode) => viewerNode.selectionSet),
    info,
    'company',
  );
  const guessed = { id: ids.companyId, plan_id: ids.planId } as RestCompany;
  let started = 0;
  for (const node of fieldsOf(
    companyNodes.map((companyNode) => companyNode.selectionSet),
    info,
  )) {
    const field = fields[node.name.value];
    const resolve = field?.resolve as CompanyRead | undefined;
    if (!field || !resolve || field.extensions[READS_COMPANY_IDS] !== true) continue;
    if (started === MAX_READS_AHEAD) return;
    started += 1;
    try {
      const args = getArgumentValues(field, node, info.variableValues);
      // The field's own resolver reads the same loader keys when it runs; this only starts them.
      Promise.resolve(resolve(guessed, args, context, info)).catch(() => undefined);
    } catch {
      // Arguments the field itself will refuse, with its own message, when it runs.
    }
  }
}
