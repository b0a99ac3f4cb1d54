import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious or critical axe violations on the page as "rule: target" lines (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
