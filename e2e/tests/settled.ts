import { errors, expect, type Page } from '@playwright/test';

/*
 * The states a check of what the page looks like waits for (axe's contrast, the phone layout, a
 * button's colour): the screen has loaded, and nothing on it is moving. A colour read during a
 * fade or a size read during a slide is a frame of an animation, not the page.
 */

/** How long an animation may keep running before the wait fails and names it. */
const ANIMATIONS_TIMEOUT = 15_000;

/**
 * Waits until no CSS transition or animation is running in the page (checked once a frame):
 * only those that never end — a spinner, an indeterminate progress bar — may go on, and a screen
 * shows those only while it loads (see screenSettled). Fails after 15 s, naming what still runs.
 */
export async function animationsAtRest(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: ANIMATIONS_TIMEOUT },
    );
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const running = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          )
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const name =
              animation instanceof CSSTransition
                ? `transition of ${animation.transitionProperty}`
                : animation instanceof CSSAnimation
                  ? `animation ${animation.animationName}`
                  : 'animation';
            return `${name} on <${target?.tagName.toLowerCase()}> “${(target?.textContent ?? '').trim().slice(0, 40)}”`;
          }),
      )
      .catch(() => ['(the page could not be asked)']);
    throw new Error(`Still moving after ${ANIMATIONS_TIMEOUT / 1000} s: ${running.join('; ')}`, {
      cause: error,
    });
  }
}

/**
 * Waits until the screen is drawn and at rest: its level-1 heading shown, no progress indicator
 * left (its records, a score's first incipit — Verovio starts in a worker — have arrived), and
 * no transition running (animationsAtRest). `screen` names it in a failure.
 */
export async function screenSettled(page: Page, screen?: string): Promise<void> {
  // Loading a screen on a busy machine may take longer than one expectation's wait.
  await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar'), screen && `${screen} has loaded`).toHaveCount(0, {
    timeout: 60_000,
  });
  await animationsAtRest(page);
}

/**
 * The wait for a page's first notation: Verovio's WebAssembly is fetched and compiled in its
 * worker before it draws, which on a busy machine (two browsers and the server on two cores)
 * can take longer than an expectation's 15 s. Later notations on the page come at once.
 */
export const FIRST_NOTATION = { timeout: 45_000 };
