import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { viewLabel } from '../../host/shell/view-routes.ts';
import { message } from './messages.ts';
import { HOST, loginViaApi } from './session.ts';
import { panel, searchInNavbar } from './workspace.ts';

const en = (key: string) => message('en', key);

// The README's pictures of the host, on a laptop and on a phone. The flows always run and are checked; the files are
// written only with UPDATE_SCREENSHOT=1, so a CI run leaves the working tree clean.

/** Signed in as the README's demo account, so the pictures show a name a reader can use. */
async function signInAsDemo(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const tokens = await loginViaApi(request, { username: 'demo', password: 'thoughtkit-demo' });
  await context.addInitScript(
    ({ origin, token, refreshToken }) => {
      if (window.location.origin !== origin) return;
      localStorage.setItem('userToken', token);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { origin: HOST, ...tokens },
  );
}

function keep(png: Buffer, file: string): void {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  if (process.env.UPDATE_SCREENSHOT === '1') writeFileSync(new URL(`../../docs/${file}`, import.meta.url), png);
}

/** Pixels G6 has painted on the widget's canvases (its layers are canvases in the open shadow root). */
function paintedPixels(explore: Locator): Promise<number> {
  return explore.evaluate((element) => {
    let painted = 0;
    for (const layer of element.shadowRoot?.querySelectorAll('canvas') ?? []) {
      const context = layer.getContext('2d');
      if (!context || layer.width === 0 || layer.height === 0) continue;
      const { data } = context.getImageData(0, 0, layer.width, layer.height);
      for (let index = 3; index < data.length; index += 4) if (data[index] !== 0) painted += 1;
    }
    return painted;
  });
}

/** Graph Explore has listed the word's graph, G6 has painted it, and the layout has come to rest. */
async function graphDrawn(explore: Locator, word: string): Promise<void> {
  const list = explore.getByRole('list', { name: en('graph-explore.listLabel') });
  await expect(list.getByRole('listitem').first()).toHaveText(new RegExp(`^${word}: `), { timeout: 15_000 });
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await paintedPixels(explore);
        const still = now > 1000 && now === before;
        before = now;
        return still;
      },
      { message: 'the graph is painted and still', intervals: [250] },
    )
    .toBe(true);
}

test('README screenshot: the host after a search', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsDemo(context, request);
  await page.goto('/');
  await searchInNavbar(page, 'photosynthesis');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  // The picture shows the results, not their loading states.
  await graphDrawn(panel(page, '_b').locator('tj-graph-explore'), 'photosynthesis');
  await expect(panel(page, '_f').locator('tj-wiki-data-card')).toContainText('radiant energy');

  keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), 'host.png');
});

test('README screenshot: a phone (390 × 844) showing the graph of a search', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(context, request);
  await page.goto('/');
  await searchInNavbar(page, 'photosynthesis');
  // The search brings Graph Explore's panel forward.
  await expect(
    page.getByRole('tablist', { name: en('host.mobilePanels') }).getByRole('tab', { selected: true }),
  ).toHaveText(en('graph-explore.title'));
  await graphDrawn(page.locator('tj-graph-explore'), 'photosynthesis');
  keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), 'phone.png');
});

/** The explore view after "dog" is searched, Graph Explore's panel showing the tab of this widget. */
async function exploreViewOfDog(page: Page, context: BrowserContext, request: APIRequestContext): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsDemo(context, request);
  await page.goto('/');
  await searchInNavbar(page, 'dog');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'dog', exact: true })).toBeVisible();
  await graphDrawn(panel(page, '_b').locator('tj-graph-explore'), 'dog');
}

test('docs screenshot: Graph Explore after a search, its relation groups clear of each other', async ({
  page,
  context,
  request,
}) => {
  await exploreViewOfDog(page, context, request);
  keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), 'graph-explore.png');
});

test('docs screenshot: Dendro after a search, the tree of kinds readable', async ({ page, context, request }) => {
  await exploreViewOfDog(page, context, request);
  await panel(page, '_b')
    .getByRole('tab', { name: en('dendro.title'), exact: true })
    .click();
  const dendro = panel(page, '_b').locator('tj-dendro');
  await expect(dendro.getByRole('img', { name: /dog$/ })).toBeVisible();
  await expect.poll(() => paintedPixels(dendro), { message: 'the tree painted' }).toBeGreaterThan(1000);
  keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), 'dendro.png');
});

/** Each named view (spec 1 §2) after a search, on the screen it is made for: docs/view-<name>.png. */
const VIEWS = [
  'exploreView',
  'simplifiedView',
  'canvasView',
  'authorView',
  'readingView',
  'gameView',
  'bootcampView',
  'SignalSchoolView',
  'mobileView',
] as const;

for (const view of VIEWS) {
  test(`docs screenshot: the ${view} after a search`, async ({ page, context, request }) => {
    await page.setViewportSize(view === 'mobileView' ? { width: 390, height: 844 } : { width: 1366, height: 768 });
    await signInAsDemo(context, request);
    await page.goto(`/?layout=${view}`);
    // The navbar names the view shown (on a phone the switcher is in the menu).
    if (view !== 'mobileView') {
      const switcher = page.getByRole('banner').getByLabel(en('host.view'), { exact: true });
      await expect(switcher.locator('option:checked')).toHaveText(en(viewLabel(view)));
    }
    await searchInNavbar(page, 'photosynthesis');
    // What each view shows of the thought, settled: its graphs drawn and its texts loaded.
    const explore = page.locator('tj-graph-explore:visible');
    if (await explore.count()) await graphDrawn(explore, 'photosynthesis');
    const dendro = page.locator('tj-dendro:visible');
    if (await dendro.count()) {
      await expect.poll(() => paintedPixels(dendro), { message: 'the tree painted' }).toBeGreaterThan(1000);
    }
    const detail = page.locator('tj-detail:visible');
    if (await detail.count()) await expect(detail.getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), `view-${view}.png`);
  });
}
