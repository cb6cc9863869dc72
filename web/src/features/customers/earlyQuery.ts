import { paths } from '../../lib/paths';
import type { EarlyQuery } from '../../routing/earlyRelay';
import customersPageQuery from './__generated__/CustomersPageQuery.graphql';
import { customerListVariables } from './order';

/** The customers list, where staff land: its query leaves with the entry (main.tsx) when the page opens on it. */
export const customersEarlyQuery: EarlyQuery = {
  path: paths.customers(),
  query: customersPageQuery,
  variables: customerListVariables,
};
