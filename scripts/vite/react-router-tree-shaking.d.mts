import type { Plugin } from 'vite';

/** Lets the bundler drop the parts of React Router an app never uses (see the .mjs). */
export declare function reactRouterTreeShaking(): Plugin;
