import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.ts';
import { toGlobalId } from '../relay.ts';
import type { RestUser } from '../rest/types.ts';

export const userResolvers: IResolvers<unknown, GatewayContext> = {
  User: {
    id: (user: RestUser) => toGlobalId('User', user.id),
    databaseId: (user: RestUser) => user.id,
    email: (user: RestUser) => user.email,
    name: (user: RestUser) => user.name,
    phone: (user: RestUser) => user.phone,
    accountType: (user: RestUser) => user.account_type,
    imageUrl: (user: RestUser) => user.image_url,
    onboardingCompleted: (user: RestUser) => user.onboarding_completed,
    createdAt: (user: RestUser) => user.created_at,
    // Through the loader, so a company changed earlier in the same operation is read fresh.
    company: (user: RestUser, _, context) => context.session().loaders.company.load(user.company_id),
  },
  AccountType: { LIMITED: 'limited', STANDARD: 'standard', SYSTEM_ADMIN: 'system_admin' },
};
