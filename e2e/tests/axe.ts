import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { animationsAtRest } from './settled';

/*
 * axe-core in the page under test. The script is evaluated through the DevTools protocol rather
 * than added as a <script> element: the server's Content-Security-Policy (which every browser
 * test runs under, see fixtures.ts) rightly refuses an inline script.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** One rule broken by one element, as the report prints it. */
export type AxeFinding = {
  rule: string;
  impact: Impact;
  help: string;
  target: string;
  summary: string;
};

type AxeResult = {
  violations: {
    id: string;
    impact: Impact | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string; impact?: Impact | null }[];
  }[];
};

/**
 * Runs axe on the whole document once nothing in it moves and answers every element that breaks
 * a rule: a colour caught in a transition (a button fading in, a label floating up) is not the
 * page's, and its contrast would fail or pass by chance.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await animationsAtRest(page);
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate<AxeResult, readonly string[]>(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<AxeResult> };
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: [...tags] },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'minor',
      help: violation.help,
      target: node.target.map(String).join(' > '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}
