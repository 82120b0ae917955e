import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SEVERE = new Set(['serious', 'critical']);

/** Each violation as its rule and the elements it found, so a failure says where to look. */
export const described = (violations: Violations) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** axe-core's violations of the WCAG 2.x A and AA rules on the page, every impact. */
export async function wcagViolations(page: Page): Promise<Violations> {
  return (await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze()).violations;
}

/** The serious and critical ones, described: what the pages are held to (issues 11 and 24). */
export async function severeViolations(page: Page): Promise<string[]> {
  return described((await wcagViolations(page)).filter((violation) => SEVERE.has(violation.impact ?? '')));
}

/** Violations of the given rules (any impact), described. */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  return described((await new AxeBuilder({ page }).withRules(rules).analyze()).violations);
}
