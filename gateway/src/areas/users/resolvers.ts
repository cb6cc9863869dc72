import type { Resolvers, UpdateUserInput } from '../../generated/graphql.ts';
import { cursorOf, pagedConnection } from '../../connections.ts';
import { nullIfNotFound, payloadOf } from '../../errors.ts';
import type { GatewayContext } from '../../context.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestRule, RestUser, RestWholeUser, UserChanges } from './types.ts';

const list = (value: string | string[] | null | undefined): string[] | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? value : [value];

/** Only what was given: a field left out (or a password left empty) is not sent, so it stays as it is. */
function userChanges(input: Omit<UpdateUserInput, 'id' | 'image' | 'removeImage'>): UserChanges {
  const changes: UserChanges = {};
  if (input.email !== undefined && input.email !== null) changes.email = input.email;
  if (input.name !== undefined && input.name !== null) changes.name = input.name;
  if (input.phone !== undefined) changes.phone = input.phone === '' ? null : input.phone;
  if (input.accountType) changes.account_type = input.accountType;
  if (input.password) {
    changes.password = input.password;
    changes.password_confirmation = input.passwordConfirmation ?? '';
  }
  // Asked for with one's own new password or e-mail; the api decides when it is needed.
  if (input.currentPassword) changes.current_password = input.currentPassword;
  return changes;
}

/** Asks to remove the photo of a user who has one. */
function withoutImage(changes: UserChanges, user: RestUser): UserChanges {
  return user.image_id ? { ...changes, attachment_attributes: { id: user.image_id, _destroy: true } } : changes;
}

/** The user whole: as given when it is, else read (a list answers users without their rules). */
async function wholeUser(user: RestUser, context: GatewayContext): Promise<RestWholeUser> {
  return 'rules' in user ? user : context.session().loaders.user.load({ companyId: user.company_id, userId: user.id });
}

export const userResolvers: Resolvers = {
  Query: {
    async user(_, { databaseId }, context) {
      const { loaders } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return nullIfNotFound(loaders.user.load({ companyId: viewer.company_id, userId: databaseId }));
    },
    async professionals(_, __, context) {
      const professionals = await context.session().loaders.professionals.load(ONLY);
      return professionals.map((professional) => ({ id: toGlobalId('User', professional.id), databaseId: professional.id, name: professional.name }));
    },
  },
  Company: {
    async users(company: RestCompany, args, context) {
      const { loaders } = context.session();
      return pagedConnection(args, async ({ page, perPage }) => {
        const answer = await loaders.userPage.load({
          companyId: company.id,
          page,
          perPage,
          search: args.search?.trim() || undefined,
          sort: args.orderBy?.field,
          direction: args.orderBy ? (args.orderBy.direction === 'DESC' ? 'desc' : 'asc') : undefined,
        });
        return { rows: answer.users, totalCount: answer.totalCount };
      });
    },
  },
  User: {
    id: (user: RestUser) => toGlobalId('User', user.id),
    databaseId: (user: RestUser) => user.id,
    email: (user: RestUser) => user.email,
    name: (user: RestUser) => user.name,
    phone: (user: RestUser) => user.phone,
    accountType: (user: RestUser) => user.account_type,
    imageUrl: (user: RestUser) => user.image_url,
    onboardingCompleted: async (user: RestUser, _, context) => (await wholeUser(user, context)).onboarding_completed,
    createdAt: (user: RestUser) => user.created_at,
    // Through the loader, so a company changed earlier in the same operation is read fresh.
    company: (user: RestUser, _, context) => context.session().loaders.company.load(user.company_id),
    rules: async (user: RestUser, _, context) => (await wholeUser(user, context)).rules,
  },
  AbilityRule: {
    actions: (rule: RestRule) => list(rule.action) ?? [],
    subjects: (rule: RestRule) => list(rule.subject) ?? [],
    conditions: (rule: RestRule) => (rule.conditions && Object.keys(rule.conditions).length > 0 ? JSON.stringify(rule.conditions) : null),
    fields: (rule: RestRule) => list(rule.fields),
    inverted: (rule: RestRule) => rule.inverted === true,
  },
  AccountType: { LIMITED: 'limited', STANDARD: 'standard', SYSTEM_ADMIN: 'system_admin' },
  UserOrderField: { EMAIL: 'email', NAME: 'name', CREATED_AT: 'created_at' },
  Mutation: {
    async createUser(_, { input }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return payloadOf(
        async () => {
          const user = await calls.createUser(
            viewer.company_id,
            {
              email: input.email,
              name: input.name,
              phone: input.phone || null,
              account_type: input.accountType,
              password: input.password,
              password_confirmation: input.passwordConfirmation,
            },
            input.image ?? undefined,
          );
          loaders.rememberUser(user);
          return { user, userEdge: { cursor: cursorOf(0), node: user } };
        },
        { user: null, userEdge: null },
      );
    },
    async updateUser(_, { input }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      const userId = databaseIdOf(input.id, 'User');
      let changes = userChanges(input);
      if (input.removeImage && !input.image) {
        changes = withoutImage(changes, await loaders.user.load({ companyId: viewer.company_id, userId }));
      }
      return payloadOf(
        async () => {
          const user = await calls.updateUser(viewer.company_id, userId, changes, input.image ?? undefined);
          loaders.rememberUser(user);
          if (user.id === viewer.id) loaders.rememberViewer(user);
          return { user };
        },
        { user: null },
      );
    },
    async deleteUser(_, { input }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      const userId = databaseIdOf(input.id, 'User');
      return payloadOf(
        async () => {
          await calls.deleteUser(viewer.company_id, userId);
          loaders.forgetUser(viewer.company_id, userId);
          return { deletedUserId: toGlobalId('User', userId) };
        },
        { deletedUserId: null },
      );
    },
    async updateProfile(_, { input }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      let changes: UserChanges = { name: input.name, phone: input.phone || null };
      if (input.removeImage && !input.image) changes = withoutImage(changes, viewer);
      return payloadOf(
        async () => {
          const user = await calls.updateUser(viewer.company_id, viewer.id, changes, input.image ?? undefined);
          loaders.rememberViewer(user);
          return { viewer: user };
        },
        { viewer: null },
      );
    },
    async changePassword(
      _,
      { input },
      context,
    ) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return payloadOf(
        async () => {
          await calls.updateUser(viewer.company_id, viewer.id, {
            current_password: input.currentPassword,
            password: input.password,
            password_confirmation: input.passwordConfirmation,
          });
          return { success: true };
        },
        { success: false },
      );
    },
  },
};
