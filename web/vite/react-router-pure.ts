import type { Plugin } from 'vite';

const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/** `Link.displayName = "Link";` at the top level of a module. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** `var Form = React10.forwardRef(` (or `memo`, `createContext`) at the top level of a module. */
const COMPONENT_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/**
 * react-router ships one build for every mode of use, whose top level names each component
 * (`NavLink.displayName = …`) and makes them through calls the bundler cannot tell are pure: so
 * every component stays in the bundle, used or not (the framework mode's forms, fetchers and
 * prefetch links, which this app never draws). Without those names, and with the factories marked
 * pure, the build leaves out what the app does not import. A component's name only shows in React's
 * developer tools.
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'practice:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER },
      handler(code) {
        const pure = code.replace(DISPLAY_NAME, '').replace(COMPONENT_FACTORY, '$1/* @__PURE__ */ $2');
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
