import type { Page } from 'playwright-core';

/** Fails the test when axe-core (WCAG 2.1 A/AA) finds anything serious or critical on the page now. */
export function expectAccessible(page: Page, screen: string): Promise<void>;
