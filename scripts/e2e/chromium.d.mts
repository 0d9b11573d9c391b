import type { Browser, LaunchOptions } from 'playwright-core';

export const CHROMIUM_CANDIDATES: string[];
export const CHROMIUM_ARGS: string[];
export function findChromium(): string;
export function launchChromium(executablePath: string, options?: LaunchOptions): Promise<Browser>;
