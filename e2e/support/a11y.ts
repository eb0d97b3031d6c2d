import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA, the level the product promises; best-practice rules stay out so a finding is a failure.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Third-party markup we cannot change. Each entry is one exact selector and why it is left out; the rest of the
 * page, the map included, is still checked.
 */
const excluded: string[] = [];

/**
 * Runs axe-core on the page as it is now (open dialogs and drawers included: Mantine renders them in portals
 * inside the body) and fails listing every serious or critical violation: rule, help text and where.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(tags);
  // A page without frames is checked by axe.run in the page itself: same rules, same findings. The default mode
  // opens a new blank page for every check to merge each frame's results, a third of the check's time; it is kept
  // for a page with frames, which the legacy mode may skip.
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  for (const selector of excluded) builder = builder.exclude(selector);
  let serious = await seriousViolations(builder);
  if (serious.length > 0) {
    // A toast that closes on its own may start fading while axe runs (seconds on a busy machine), and a half-faded
    // text fails the contrast rule though nobody reads it so. Once the page is still, what fails again is real.
    await settle(page);
    serious = await seriousViolations(builder);
  }
  const report = serious.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => `    ${node.target.join(' ')}${summary(node.failureSummary)}`);
    const more = violation.nodes.length > 3 ? [`    … and ${violation.nodes.length - 3} more`] : [];
    return [`- ${violation.id} (${violation.impact}): ${violation.help}`, ...targets, ...more].join('\n');
  });
  // Soft: the flow goes on, so one run reports every state of the page that fails, and the test still fails.
  expect
    .soft(
      serious.length,
      `axe found ${serious.length} serious or critical violations on "${state}":\n${report.join('\n')}`,
    )
    .toBe(0);
}

async function seriousViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Waits for running animations and transitions to end (at most 3 s). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

function summary(text: string | undefined): string {
  const line = text?.split('\n').find((part) => part.trim() && !/^Fix (any|all)/.test(part.trim()));
  return line ? ` — ${line.trim()}` : '';
}
