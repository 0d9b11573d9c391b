/**
 * Lets the bundler drop the parts of React Router an app never uses (Link, NavLink, Form,
 * ScrollRestoration… when unused). React Router ships one large module whose components are made at
 * load time by `React.forwardRef(...)` and then given a `displayName` for React DevTools: the call
 * and the property write both look like side effects, so every component stays in the first
 * download even when nothing imports it. This plugin, for React Router's own files only, marks the
 * `forwardRef` calls pure and removes the DevTools names (nothing else reads them), which is what
 * the library's source would say if it were annotated.
 */
const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const DEVTOOLS_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm;
const FORWARD_REF_CALL = /\b(React\d*\.forwardRef)\(/g;

/** A Vite plugin (typed in the .d.mts). */
export function reactRouterTreeShaking() {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler(code) {
        // Lines are blanked, not removed, so line numbers (and stack traces) stay as published.
        const shaken = code.replace(DEVTOOLS_NAME, '').replace(FORWARD_REF_CALL, '/* @__PURE__ */ $1(');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
