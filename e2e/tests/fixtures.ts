import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export * from '@playwright/test';

/**
 * The `test` of every browser test: it runs under the server's Content-Security-Policy (the
 * real one, never bypassed) and fails when Chromium reports a violation of it, in a page or in
 * a worker (Verovio's). A test that provokes one on purpose takes the reports from
 * `cspViolations` and empties it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // The test's page, slowed down on demand through the DevTools protocol to show that a test
  // waits for states, not for time (README, "Test"): E2E_CPU_THROTTLE=4 runs its main thread four
  // times slower (a busy machine), E2E_ANIMATION_RATE=0.1 plays every transition and animation
  // ten times slower (a check that reads a colour or a size mid-fade fails every time).
  page: async ({ page }, use) => {
    const cpuRate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    const animationRate = Number(process.env.E2E_ANIMATION_RATE ?? 1);
    if (cpuRate > 1 || animationRate !== 1) {
      const session = await page.context().newCDPSession(page);
      if (cpuRate > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      if (animationRate !== 1) {
        await session.send('Animation.enable');
        await session.send('Animation.setPlaybackRate', { playbackRate: animationRate });
      }
    }
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Chromium reports every violation on the console; the context hears all its pages and
      // their workers.
      context.on('console', (message: ConsoleMessage) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
