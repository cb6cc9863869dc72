import { Stack } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import type { SubscriptionPageQuery } from './__generated__/SubscriptionPageQuery.graphql';
import type { SubscriptionPage_company$key } from './__generated__/SubscriptionPage_company.graphql';
import { AddCardModal } from './AddCardModal';
import { BillingInfo } from './BillingInfo';
import { CurrentPlan } from './CurrentPlan';
import { BILLING_MESSAGES } from './messages';
import { PaymentMethods } from './PaymentMethods';
import { PlanChoices } from './PlanChoices';

const query = graphql`
  query SubscriptionPageQuery {
    plans {
      ...PlanChoices_plans
    }
    paymentGateway {
      scriptUrl
      accountId
      testMode
    }
    viewer {
      id
      company {
        id
        ...SubscriptionPage_company
      }
    }
  }
`;

// Every section's fragment, so a mutation that brings this one back brings the whole screen back.
const fragment = graphql`
  fragment SubscriptionPage_company on Company {
    id
    plan {
      id
      identifier
    }
    subscription {
      suspended
      cancelAtPeriodEnd
    }
    ...CurrentPlan_company
    ...PaymentMethods_company
    ...BillingInfo_company
    ...PlanChoices_company
  }
`;

function SubscriptionScreen({ data }: { data: SubscriptionPageQuery['response'] }) {
  const company = useFragment<SubscriptionPage_company$key>(fragment, data.viewer?.company ?? null);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  if (!company) return null;
  const free = company.plan.identifier === 'FREE';
  const { suspended, cancelAtPeriodEnd } = company.subscription;

  return (
    <Stack gap="lg" maw={960}>
      <CurrentPlan company={company} />
      {/* A suspended company comes here to pay: its cards come first. */}
      {suspended && <PaymentMethods company={company} onAdd={() => setAdding(true)} />}
      {!free && <BillingInfo company={company} />}
      {!suspended && <PaymentMethods company={company} onAdd={() => setAdding(true)} />}
      {!suspended && !cancelAtPeriodEnd && <PlanChoices company={company} plans={data.plans} />}
      <AddCardModal
        opened={adding}
        onClose={() => setAdding(false)}
        settings={data.paymentGateway}
        onAdded={(stillSuspended) => {
          setAdding(false);
          if (!suspended) return;
          if (stillSuspended) notify.error(BILLING_MESSAGES.chargeRefused, { id: 'charge-refused', autoClose: false });
          else void navigate(paths.landing());
        }}
      />
    </Stack>
  );
}

/** /business/subscription: the plan, its cards, upgrading and cancelling (spec section 2), one component per section. */
export function SubscriptionPage() {
  return (
    <QueryScreen<SubscriptionPageQuery> query={query} failure={BILLING_MESSAGES.loadFailed}>
      {(data) => <SubscriptionScreen data={data} />}
    </QueryScreen>
  );
}

export const Component = SubscriptionPage;
