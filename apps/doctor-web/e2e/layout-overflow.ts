import type { Page } from 'playwright-core';

/**
 * What does not fit the page's width: elements reaching past either edge of the viewport (unless a
 * scrolling box of their own holds them), and text cut off by its box (clipped, or shortened with an
 * ellipsis). Each is described by its tag, classes and the start of its text, for the failure message.
 */
export function overflowOf(page: Page): Promise<{ pageOverflow: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element, why: string) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 6).join('.') : '';
      return `${why}: <${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    /** Inside a box that scrolls (or clips) sideways on purpose: a table, a code block, a chip row. */
    const heldBy = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue; // screen-reader-only text and empty hooks
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if ((box.right > width + 1 || box.left < -1) && !heldBy(el)) offenders.push(describe(el, 'past the edge'));
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') {
        offenders.push(describe(el, style.textOverflow === 'ellipsis' ? 'text cut short' : 'text clipped'));
      }
    }
    return { pageOverflow: document.documentElement.scrollWidth - width, offenders };
  });
}
