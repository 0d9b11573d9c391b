import type { Plugin } from 'vite';

/** Writes an app's first screen into index.html and starts the app after it has painted (see the .mjs). */
export function gateScript(appGate: string): string;
export function withFirstScreens(html: string, screens: Record<string, string>, gateSrc: string): string;
export function firstScreen(options?: { screens?: string; gate?: string }): Plugin;
