import { expect, test } from '@playwright/test';
import { widgetRegistry } from '../../widgets/registry.ts';
import { message } from './messages.ts';
import { PARTNER } from './origins.ts';
import { described, wcagViolations } from './axe.ts';

/** The partner demo's second theme, on the partner origin, the kit on the host's. */
const THEMED_PAGE = `${PARTNER}/evening.html`;

test("a partner page reads the kit's manifest and typings from the kit's origin", async ({ page, baseURL }) => {
  await page.goto(THEMED_PAGE);
  const kit = new URL('/kit/', baseURL).href;
  const served = await page.evaluate(async (base) => {
    const manifest = (await (await fetch(`${base}custom-elements.json`)).json()) as {
      schemaVersion: string;
      modules: { declarations: { tagName: string }[] }[];
    };
    const typings = await (await fetch(`${base}tj-kit.d.ts`)).text();
    const react = await (await fetch(`${base}tj-kit-react.d.ts`)).text();
    return {
      schemaVersion: manifest.schemaVersion,
      tags: manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName)),
      typings,
      react,
    };
  }, kit);
  expect(served.schemaVersion).toMatch(/^2\./);
  expect(served.tags.sort()).toEqual(widgetRegistry.map((widget) => widget.tag).sort());
  for (const { tag } of widgetRegistry) expect(served.typings).toContain(`'${tag}': `);
  expect(served.react).toContain("declare module 'react'");
});

test('the second theme styles the widgets through custom properties and ::part, and lang sets one language', async ({
  page,
}) => {
  await page.goto(THEMED_PAGE);
  // With `suggestions`, the search box is a combobox.
  const search = page.locator('tj-search-engine').getByRole('combobox');
  await search.fill('comet');
  await search.press('Enter');
  const [english, german] = [page.locator('tj-detail').first(), page.locator('tj-detail[lang="de"]')];
  await expect(english.getByRole('heading', { name: 'comet' })).toBeVisible();
  await expect(german.getByRole('heading', { name: 'comet' })).toBeVisible();

  // The page is English; the widget with lang="de" alone speaks German.
  await expect(english.getByRole('region')).toHaveAccessibleName(message('en', 'detail.title'));
  await expect(german.getByRole('region')).toHaveAccessibleName(message('de', 'detail.title'));
  await expect(german).toContainText(message('de', 'detail.heading'));

  // --tj-accent on the tag reaches the button inside; ::part(heading) reaches the heading.
  await expect(page.locator('tj-search-engine').getByRole('button', { name: 'Search' })).toHaveCSS(
    'background-color',
    'rgb(245, 184, 61)',
  );
  await expect(german.getByRole('heading', { name: 'comet' })).toHaveCSS('font-family', /Georgia/);
  await expect(english.getByRole('region')).toHaveCSS('border-top-left-radius', '20px');

  expect(described(await wcagViolations(page))).toEqual([]);
});
