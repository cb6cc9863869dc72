import { fetchQuery, graphql } from 'react-relay';
import { redirect } from 'react-router';
import { paths } from '../lib/paths';
import { abilityOfViewer, ROUTE_PERMISSIONS, type AppAbility, type RoutePermission } from '../lib/ability';
import { getEnvironment } from '../relay/environment';
import type { permissionQuery } from './__generated__/permissionQuery.graphql';

const query = graphql`
  query permissionQuery {
    viewer {
      id
      ...ability_viewer
    }
  }
`;

/**
 * The viewer's ability for route loaders. The main layout's query already holds the rules after the
 * first page, so this is then answered from the Relay store without a request.
 */
export async function viewerAbility(): Promise<AppAbility> {
  const data = await fetchQuery<permissionQuery>(getEnvironment(), query, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  return abilityOfViewer(data?.viewer);
}

/** For route loaders: throws the redirect to the access-denied page unless the viewer may open the route. */
export async function requirePermission(permission: RoutePermission): Promise<AppAbility> {
  const ability = await viewerAbility();
  if (!ROUTE_PERMISSIONS[permission](ability)) throw redirect(paths.accessDenied());
  return ability;
}
