import type { Locator } from 'playwright-core';

export function settledBox(
  locator: Locator,
  attempts?: number,
): Promise<{ x: number; y: number; width: number; height: number }>;
