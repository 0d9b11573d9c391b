import axeCore from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.1 levels A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page as it is now and answers its serious and critical
 * violations, each with the rule, what it asks and the elements that break it ([] when there are
 * none). Dialog and menu transitions are let finish first, so what is checked is what is shown.
 */
async function seriousViolations(page) {
  // Headless UI marks an element entering as closed for a frame before its transition starts, and
  // a busy machine can check in that frame: wait for no marker and no finite animation running.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-transition], [data-enter], [data-leave], [data-closed]') === null &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Evaluated rather than added as a <script>: the apps' Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        elements: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  }, WCAG_21_AA);
}

/** Fails the test when axe-core finds anything serious or critical on `screen` as the page shows it now. */
export async function expectAccessible(page, screen) {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
