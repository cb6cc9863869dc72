import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestSearchResult } from './types.ts';

export function searchLoaders(send: Send) {
  return {
    /** The global search over the caller's company's customers, tasks and the appointments the caller may see. */
    search: resource(send, paths.search, (body: RestSearchResult) => body),
  };
}
