import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rule sets every screen must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe ships these WCAG A/AA rules as "experimental" and leaves them out of a tag run; they are
 * switched on because they test criteria the screens must meet (2.5.3 label in name, 1.3.4
 * orientation, 1.3.1 headings and tables).
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/** Impacts that fail a journey; moderate/minor are reported in the per-page summary only. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface AxeFinding {
  /** Where the scan ran: a checkpoint label and the URL path. */
  checkpoint: string;
  rule: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  target: string;
  html: string;
  summary: string;
}

export interface AxeScan {
  checkpoint: string;
  /** How many elements violate a rule, per impact. */
  counts: Record<Impact, number>;
  findings: AxeFinding[];
}

/**
 * Waits until the screen has settled: no request in flight, the DOM unchanged for a moment and
 * every finite animation (fades, slides) finished, so the contrast rule never measures a
 * half-faded element. After a client-side navigation Playwright's `networkidle` is already
 * reached and returns at once, so the quiet DOM is what catches the late arrivals: a snackbar
 * that appears 100 ms after the page and fades in, a button restyled once the counts are in.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .evaluate(
      ({ quietMs, limitMs }) =>
        new Promise<void>((resolve) => {
          const finiteAnimations = () =>
            document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
          let lastChange = performance.now();
          const observer = new MutationObserver(() => {
            lastChange = performance.now();
          });
          observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
          const started = performance.now();
          const poll = () => {
            const now = performance.now();
            const quiet = now - lastChange >= quietMs && finiteAnimations().every((a) => a.playState !== 'running');
            if (quiet || now - started >= limitMs) {
              observer.disconnect();
              resolve();
            } else {
              setTimeout(poll, 50);
            }
          };
          setTimeout(poll, 50);
        }),
      { quietMs: 250, limitMs: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * The screen as axe sees it: the document, the viewport and where the focus is. Two checkpoints
 * with the same key are the same screen (the sign-in page every journey starts on, a list seen
 * again after a dialog closed), and axe would find the same things on both.
 */
async function screenKey(page: Page): Promise<string> {
  const screen = await page.evaluate(() => {
    const focused = document.activeElement;
    return [
      `${window.innerWidth}x${window.innerHeight}`,
      focused ? focused.outerHTML.slice(0, 200) : '',
      document.documentElement.outerHTML,
    ].join('\n');
  });
  return createHash('sha256').update(screen).digest('hex');
}

/** What axe found on each screen already scanned by this worker, by screenKey. */
const scannedScreens = new Map<string, { violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] }>();

/** Runs axe-core on the page as it is now, and returns every violation with where it was found. */
export async function scanPage(page: Page, label?: string): Promise<AxeScan> {
  await settle(page);
  const url = new URL(page.url());
  const path = url.pathname + url.search;
  const checkpoint = !label || label === path ? path : `${label} (${path})`;
  const key = await screenKey(page);
  let results = scannedScreens.get(key);
  if (!results) {
    results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: AXE_TAGS },
        rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
      })
      // Legacy mode runs axe in the page itself. The default finishes every run in a new blank
      // page, for cross-origin frames, which the app does not have: half of each scan's second.
      .setLegacyMode(true)
      .analyze();
    scannedScreens.set(key, results);
  }
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const impact = (node.impact ?? violation.impact ?? 'minor') as Impact;
      counts[impact] += 1;
      findings.push({
        checkpoint,
        rule: violation.id,
        impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        target: node.target.map(String).join(' >>> '),
        html: node.html,
        summary: node.failureSummary ?? '',
      });
    }
  }
  return { checkpoint, counts, findings };
}

export const isBlocking = (f: AxeFinding) => BLOCKING_IMPACTS.has(f.impact);

/** One line per page for the lead's report: `/toppage  critical 0  serious 2  moderate 0  minor 0`. */
export function formatCounts(scan: AxeScan): string {
  const { critical, serious, moderate, minor } = scan.counts;
  return `${scan.checkpoint.padEnd(48)} critical ${critical}  serious ${serious}  moderate ${moderate}  minor ${minor}`;
}

/** A readable list of blocking violations: rule, impact, target, HTML snippet and axe's hint. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) =>
      [
        `[${f.impact}] ${f.rule}: ${f.help}`,
        `  at:     ${f.checkpoint}`,
        `  target: ${f.target}`,
        `  html:   ${f.html.length > 300 ? `${f.html.slice(0, 300)}…` : f.html}`,
        ...f.summary
          .split('\n')
          .filter(Boolean)
          .slice(0, 3)
          .map((line) => `  hint:   ${line.trim()}`),
        `  more:   ${f.helpUrl}`,
      ].join('\n'),
    )
    .join('\n\n');
}
