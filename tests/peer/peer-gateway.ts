// The peer gateway: GraphQL Mesh's OpenAPI loader composes a supergraph from nothing but the api's
// own description (GET /api/v1/openapi.json), and Hive Gateway serves it, each REST call carrying the
// caller's session headers. What a generic gateway gives over the api without a line of resolver code.
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import restTransport from '@graphql-mesh/transport-rest';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

/** The session headers a signed-in call sends, forwarded from the caller's request as it came. */
const SESSION_HEADERS = ['access-token', 'client', 'uid'] as const;

const quiet = () => undefined;
/** Composition logs through Mesh's logger interface; only its errors are worth printing here. */
const composeLogger = {
  log: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: (...args: unknown[]) => console.error('peer gateway composition:', ...args),
  child: () => composeLogger,
};

/** The supergraph (SDL) of the api as described at `apiUrl`, calling the api at `apiUrl`. */
export async function composePeerSupergraph(apiUrl: string): Promise<string> {
  return getComposedSchemaFromConfig(
    {
      subgraphs: [
        {
          sourceHandler: loadOpenAPISubgraph('practice', {
            source: `${apiUrl}/api/v1/openapi.json`,
            endpoint: apiUrl,
            operationHeaders: Object.fromEntries(SESSION_HEADERS.map((name) => [name, `{context.headers['${name}']}`])),
          }),
        },
      ],
    },
    composeLogger as never,
  );
}

/** Hive Gateway over `supergraph`: a fetch handler (`gateway.fetch`) and a Node request listener. */
export function createPeerGateway(supergraph: string) {
  return createGatewayRuntime({
    supergraph,
    transports: { rest: restTransport },
    logging: false,
    graphiql: false,
    landingPage: false,
  });
}

/** The three operations of the bench as the peer's schema has them: the same REST calls as ours make. */
export const PEER_OPERATIONS = {
  /** The signed-in user and company, the plans and the subscription status, in one request. */
  viewer: `query PeerViewer($companyId: Int!) {
    session: api_v1_auth_validate_token {
      data {
        id name email account_type onboarding_completed
        company { id company_treatment company_treatment_plural customer_treatment customer_treatment_plural plan_id }
      }
    }
    plans: api_v1_plans { plans { id identifier name } }
    status: api_v1_companies_by_companyId_subscription_status(companyId: $companyId) { data { attributes { suspended active } } }
  }`,
  /** The customers page's first 40 customers with the whole count, and the company's id. */
  customers: `query PeerCustomers {
    session: api_v1_auth_validate_token { data { company { id } } }
    page: api_v1_customers(page: 1, per_page: 40) {
      customers { id name image_url created_at archived_at }
      meta { total_count }
    }
  }`,
  /** A board in its columns, every card as the board screen shows it, and who tasks can be given to. */
  board: `query PeerBoard($id: Int!) {
    board: api_v1_task_lists_by_boardId(boardId: $id, group_by: kanban_group, view: card) {
      task_list {
        id name description kanban_group_options tasks_count pending_tasks_count completed_tasks_count completion_percentage
        grouped_tasks {
          key name
          tasks {
            id title description_text due_date priority priority_text completed status status_text status_color
            customer { name } assignees { id name } tags checklist_total_items checklist_completed_items comments_count attachments_count
          }
        }
      }
    }
    assignees: api_v1_task_assignees { assignees { id name } }
  }`,
};
