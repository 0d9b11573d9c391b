/** Lets the bundler drop the parts of React Router an app never uses (see the .mjs): a Vite plugin. */
export declare function reactRouterTreeShaking(): {
  name: string;
  apply: 'build';
  transform: {
    filter: { id: RegExp };
    handler(code: string): { code: string; map: null } | null;
  };
};
