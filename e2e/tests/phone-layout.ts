import { expect, type Page } from '@playwright/test';
import { animationsAtRest, screenSettled } from './settled';

/** The narrowest phone the application is made for (issue 11): an older Android phone. */
export const PHONE = { width: 360, height: 740 };

/**
 * What is wrong with the layout of the page as it is shown now, in words a failing test can
 * print (empty when it fits):
 * - the page scrolls sideways (`scrollWidth > clientWidth` of the document or the body), named
 *   with the widest element that sticks out of the screen (and is not clipped by a box of its own);
 * - an open dialog sticks out of the screen;
 * - a box scrolls sideways without saying so: a tab strip without its scroll arrows, or another
 *   box that is not a focusable, labelled region (keyboard users and screen readers must be able
 *   to find and scroll it; the cue for the eye is the component's own, see ScrollBox).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // Measured at rest: a drawer or dialog sliding in is off the screen for a moment.
  await animationsAtRest(page);
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const px = (value: number) => `${Math.round(value)} px`;

    const describe = (element: Element) => {
      const classes = Array.from(element.classList)
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3);
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const rect = element.getBoundingClientRect();
      return (
        `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
        `${classes.map((c) => `.${c}`).join('')}> “${name}” ` +
        `(${px(rect.width)} wide, ${px(rect.left)} to ${px(rect.right)})`
      );
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getBoundingClientRect().width > 0;
    const sticksOut = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.right > viewport + 0.5 || rect.left < -0.5;
    };
    // An element inside a box that clips or scrolls (and itself fits) cannot widen the page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && !sticksOut(box)) return true;
      }
      return false;
    };
    const all = Array.from(document.body.querySelectorAll('*')).filter(shown);

    const html = document.documentElement;
    const body = document.body;
    if (html.scrollWidth > html.clientWidth || body.scrollWidth > body.clientWidth) {
      const widest = all
        .filter((element) => sticksOut(element) && !clipped(element))
        .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
      problems.push(
        `the page scrolls sideways (scrollWidth ${Math.max(html.scrollWidth, body.scrollWidth)} > ` +
          `clientWidth ${viewport}); widest element sticking out: ` +
          (widest ? describe(widest) : 'none found'),
      );
    }

    for (const dialog of all.filter((e) => e.matches('[role="dialog"], [role="alertdialog"]'))) {
      if (sticksOut(dialog)) problems.push(`a dialog does not fit: ${describe(dialog)}`);
    }

    for (const box of all) {
      const overflowX = getComputedStyle(box).overflowX;
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (box.scrollWidth <= box.clientWidth + 1 || box === html || box === body) continue;
      const tabs = box.closest('.MuiTabs-root');
      if (tabs) {
        const arrows = Array.from(tabs.querySelectorAll('.MuiTabs-scrollButtons')).filter(shown);
        if (arrows.length === 0) {
          problems.push(`tabs scroll without arrows: ${describe(tabs)}`);
        }
        continue;
      }
      const labelled = box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby');
      if ((box as HTMLElement).tabIndex < 0 || !labelled) {
        problems.push(
          `a box scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px) but is not ` +
            `a focusable, labelled region: ${describe(box)}`,
        );
      }
    }
    return problems;
  });
}

/**
 * Waits until the screen shows its content at rest (screenSettled: its level-1 heading, no
 * progress indicator, nothing moving), then checks its layout softly, so one run names every
 * screen that does not fit.
 */
export async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  await screenSettled(page, screen);
  expect.soft(await layoutProblems(page), screen).toEqual([]);
}
