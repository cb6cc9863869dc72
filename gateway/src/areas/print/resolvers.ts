import type { Resolvers } from '../../generated/graphql.ts';
import { changeCompany, type RestCompany } from '../companies/index.ts';

export const printResolvers: Resolvers = {
  Company: {
    async printPreviewUrl(company: RestCompany, { pageSize }, context) {
      // A company read from the user's payload may lack the links; its own record has them.
      const record = company.print_preview_urls ? company : await context.session().loaders.company.load(company.id);
      if (!record.print_preview_urls) throw new Error(`The api gave company ${company.id} no print preview links`);
      return record.print_preview_urls[pageSize];
    },
  },
  Mutation: {
    updatePrintLayout: (_, { input }, context) =>
      changeCompany(context, { print_header: input.printHeader, print_footer: input.printFooter }),
  },
};
