// The printed page's layout: header, footer and its preview.
export { printResolvers } from './resolvers.ts';
