import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export * from '@playwright/test';

/**
 * The `test` of every browser test: it runs under the server's Content-Security-Policy (the
 * real one, never bypassed) and fails when Chromium reports a violation of it, in a page or in
 * a worker (Verovio's). A test that provokes one on purpose takes the reports from
 * `cspViolations` and empties it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
