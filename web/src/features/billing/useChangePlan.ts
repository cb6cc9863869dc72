import { graphql } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { PlanIdentifier, useChangePlanMutation } from './__generated__/useChangePlanMutation.graphql';

// The payload brings back everything the subscription screen and the layout read about billing.
const mutation = graphql`
  mutation useChangePlanMutation($input: ChangePlanInput!) {
    changePlan(input: $input) {
      company {
        id
        subscription {
          nextCharge
        }
        ...SubscriptionPage_company
        ...CompanyBadge_company
        subscriptionStatus {
          suspended
          active
          status
        }
      }
      fullMessages
    }
  }
`;

/**
 * Moves the company to a plan (an upgrade, a change between paid plans, cancelling to the free plan
 * or keeping a cancelled one) and says how it went; resolves whether it changed.
 */
export function useChangePlan() {
  const [change, changing] = useMutationPromise<useChangePlanMutation>(mutation);
  /** `success` is the toast after the change, or made from the company as the change left it. */
  const run = async (
    planIdentifier: PlanIdentifier,
    failed: string,
    success: string | ((company: { subscription: { nextCharge?: unknown } }) => string),
  ): Promise<boolean> => {
    try {
      const { changePlan } = await change({ variables: { input: { planIdentifier } }, skipErrorToast: true });
      if (!changePlan.company) {
        notify.error(changePlan.fullMessages[0] ?? failed, { title: changePlan.fullMessages.length ? failed : undefined });
        return false;
      }
      notify.success(typeof success === 'string' ? success : success(changePlan.company));
      return true;
    } catch {
      notify.error(failed);
      return false;
    }
  };
  return [run, changing] as const;
}
