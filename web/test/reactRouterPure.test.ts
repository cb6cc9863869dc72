import { describe, expect, it } from 'vitest';
import { reactRouterPure } from '../vite/react-router-pure';

type Handler = (code: string, id: string) => { code: string } | null;

const transform = reactRouterPure().transform as { filter: { id: RegExp }; handler: Handler };

const source = [
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'var NavLink = React10.forwardRef(',
  '  function NavLinkWithRef() {}',
  ');',
  'NavLink.displayName = "NavLink";',
  'function use() {',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '}',
].join('\n');

describe('reactRouterPure', () => {
  it("takes react-router's modules only", () => {
    expect(transform.filter.id.test('/repo/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs')).toBe(true);
    expect(transform.filter.id.test('/repo/web/src/routes.tsx')).toBe(false);
  });

  it('drops the components’ names and marks their factories pure, leaving code inside functions alone', () => {
    const { code } = transform.handler(source, '/repo/node_modules/react-router/dist/development/chunk.mjs')!;
    expect(code).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(code).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
    expect(code).not.toContain('NavLink.displayName');
    expect(code).not.toContain('"DataRouter"');
    expect(code).toContain('FetcherForm2.displayName = "fetcher.Form";');
  });
});
