// The company's note templates.
export type * from './types.ts';
export { noteTemplateCalls } from './calls.ts';
export { noteTemplateLoaders } from './loaders.ts';
export { noteTemplateResolvers } from './resolvers.ts';
