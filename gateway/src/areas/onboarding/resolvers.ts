import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../../context.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';

interface SaveOnboardingProfileInput {
  professionalRole: string;
  name: string;
  professionalDescription?: string | null;
  phone?: string | null;
  companyTreatment: string;
  customerTreatment: string;
  companyName?: string | null;
}

export const onboardingResolvers: IResolvers<unknown, GatewayContext> = {
  Mutation: {
    async saveOnboardingProfile(_, { input }: { input: SaveOnboardingProfileInput }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return payloadOf(
        async () => {
          const user = await calls.updateUser(viewer.company_id, viewer.id, { name: input.name, phone: input.phone });
          const company = await calls.updateCompany(viewer.company_id, {
            professional_role: input.professionalRole,
            professional_description: input.professionalDescription,
            company_treatment: input.companyTreatment,
            customer_treatment: input.customerTreatment,
            ...(input.companyName === undefined ? {} : { name: input.companyName ?? '' }),
          });
          const fresh = { ...user, company };
          loaders.rememberViewer(fresh);
          return { viewer: fresh };
        },
        { viewer: null },
      );
    },
  },
};
