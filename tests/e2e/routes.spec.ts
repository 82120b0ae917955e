import { expect, test as signedOutTest } from '@playwright/test';
import { message } from './messages.ts';
import { HOST, loginViaApi, newAccount, signUpViaApi, test } from './session.ts';
import { panel } from './workspace.ts';
import { failOnPageErrors } from './page-errors.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);
const heading = (key: string, vars?: Record<string, string>) => ({ level: 1, name: en(key, vars) }) as const;

failOnPageErrors(signedOutTest);
failOnPageErrors(test);

/** Spec 1 §2's sign-in-required routes (besides the note, tag and graph pages, which load their item first). */
const SIGN_IN_REQUIRED = [
  '/',
  '/Author-view',
  '/Simplified-view',
  '/Reading-view',
  '/canvas',
  '/mobile-view',
  '/accessibility',
  '/embed',
  '/VR',
  '/experiment',
  '/thread/room-1',
  '/file/0123456789abcdef01234567',
  '/widget/detail',
];

/** A 1 × 1 PNG, as an image note uploads it. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

signedOutTest.describe('signed out', () => {
  signedOutTest('every sign-in-required route lands on the login page', async ({ page }) => {
    for (const path of SIGN_IN_REQUIRED) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/auth/login');
    }
  });

  signedOutTest('the legal pages are public and read as pages', async ({ page }) => {
    await page.goto('/privacyPolicy');
    await expect(page.getByRole('heading', heading('host.privacy.title'))).toBeVisible();
    await expect(page.getByText(en('host.privacy.where'))).toBeVisible();
    await page.goto('/termsOfUse');
    await expect(page.getByRole('heading', heading('host.terms.title'))).toBeVisible();
  });

  signedOutTest('the game intent route shows the Intent Loader, which asks a visitor to sign in', async ({ page }) => {
    await page.goto('/game/intent/7/dog');
    await expect(page.getByRole('heading', heading('host.intent.title', { term: 'dog' }))).toBeVisible();
    await expect(page.locator('tj-intent-loader').getByText(en('intent-loader.signIn'))).toBeVisible();
  });

  signedOutTest(
    'the public embed of a graph the visitor may not read shows the graph of its word',
    async ({ page }) => {
      await page.goto('/embed/0123456789abcdef01234567/evaporation');
      await expect(
        page.getByRole('status').filter({ hasText: en('host.embed.fallback', { word: 'evaporation' }) }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'evaporation' })).toBeAttached();
      await expect(page.locator('tj-graph-explore canvas').first()).toBeVisible();
    },
  );

  signedOutTest(
    'a visitor has no abilities (spec 1 §6): the public pages show Login and Sign Up and none of the controls',
    async ({ page, request }) => {
      // A saved state, for the one public page with a workspace: /thought/{id}.
      const account = newAccount();
      await signUpViaApi(request, account);
      const { token } = await loginViaApi(request, account);
      const created = await request.post(`${HOST}/api/v1/states`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          actor: account.username,
          state: {
            thought: { word: 'river', type: 'string', lang: 'en' },
            graph: { nodes: [], edges: [], combos: [] },
          },
          mutationSeries: [],
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { id } = (await created.json()) as { id: string };

      const controls = [
        page.getByRole('button', { name: en('host.addWidget') }),
        page.getByRole('button', { name: en('host.addPanel') }),
        page.getByRole('button', { name: en('host.questModeToggle', { state: en('host.questModeOffLabel') }) }),
        page.getByLabel(en('host.view'), { exact: true }),
        page.getByRole('navigation', { name: en('host.sidebar') }),
        page.getByRole('region', { name: en('host.dock') }),
        page.getByRole('banner').getByRole('search'),
        page.locator('button[data-slot]'),
      ];
      const thought = `/thought/${id}`;
      for (const path of ['/privacyPolicy', '/termsOfUse', '/game/feedback', '/game/intent/7/dog', thought]) {
        await page.goto(path);
        const guest = page.getByRole('navigation', { name: en('host.account') });
        await expect(guest.getByRole('link', { name: en('host.login') }), path).toBeVisible();
        await expect(guest.getByRole('link', { name: en('host.signup') }), path).toBeVisible();
        // The saved state's workspace is there, with its widgets and without its controls.
        if (path === thought) await expect(panel(page, '_e').locator('tj-detail')).toBeVisible();
        for (const control of controls) await expect(control, path).toHaveCount(0);
      }
    },
  );

  signedOutTest('the game feedback form checks its fields and sends the feedback', async ({ page }) => {
    await page.goto('/game/feedback?gameSessionId=path-7');
    await expect(page.getByRole('heading', heading('host.gameFeedback.title'))).toBeVisible();
    await expect(page.getByLabel(en('host.gameFeedback.session'))).toHaveValue('path-7');
    const send = page.getByRole('button', { name: en('host.gameFeedback.send') });
    await send.click();
    const feedback = page.getByLabel(en('host.gameFeedback.feedback'));
    await expect(feedback).toBeFocused();
    await expect(page.getByText(en('host.gameFeedback.feedbackRequired'))).toBeVisible();

    const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/game-story/feedback'));
    await feedback.fill('The path from cloud to river took me four steps.');
    await send.click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: en('host.gameFeedback.sent') })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('the view routes open the workspace in their own layouts', async ({ page }) => {
    await page.goto('/Reading-view');
    await expect(panel(page, '_c').locator('tj-wiki-data-card')).toBeVisible();
    await expect(panel(page, '_d')).toHaveCount(0);
    await page.goto('/canvas');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
    // The Simplified view is the search-first workspace.
    await page.goto('/Simplified-view');
    await expect(panel(page, '_b').locator('tj-search-engine')).toBeVisible();
    await expect(panel(page, '_d').locator('tj-wiki-data-card')).toBeVisible();
    await page.goto('/?layout=gameView');
    await expect(panel(page, '_a').locator('tj-detail')).toBeVisible();
    await expect(panel(page, '_c')).toHaveCount(0);
  });

  test('the view switcher and shift + letter change the view and record CHANGE_VIEW', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
    const recorded = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/events/vs_store/update') && (request.postData() ?? '').includes('CHANGE_VIEW'),
    );
    await page
      .getByRole('banner')
      .getByLabel(en('host.view'))
      .selectOption({ label: en('host.view.author') });
    await expect(page).toHaveURL('/Author-view');
    await expect(panel(page, '_b').locator('tj-editor')).toBeVisible();
    expect((await recorded).postData()).toContain('authorView');

    await page.locator('body').press('Shift+E');
    await expect(page).toHaveURL('/');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
    await expect(page.getByRole('banner').getByLabel(en('host.view'))).toHaveValue('/');
  });

  test('the sidebar opens and closes while the content resizes, and its links lead to their pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    const main = page.getByRole('main');
    const widthBefore = (await main.boundingBox())?.width ?? 0;
    const toggle = page.getByRole('button', { name: en('host.sidebar'), exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.getByRole('navigation', { name: en('host.sidebar') });
    await expect(sidebar.getByRole('link')).toHaveText([
      en('host.sidebar.home'),
      en('host.sidebar.reports'),
      en('host.sidebar.settings'),
    ]);
    await expect.poll(async () => (await main.boundingBox())?.width ?? 0).toBeLessThan(widthBefore - 100);

    await toggle.click();
    await expect(sidebar).toHaveCount(0);
    await expect.poll(async () => (await main.boundingBox())?.width ?? 0).toBeCloseTo(widthBefore, -1);
  });

  test('a page whose code does not arrive says so and reloads, instead of saying the page is not found', async ({
    page,
  }) => {
    // The Settings page's code is lost on the way (a dropped connection, or a newer version of the site).
    await page.route('**/SettingsPage-*.js', (route) => route.abort());
    await page.goto('/Settings');
    await expect(page.getByRole('heading', heading('host.pageNotLoaded'))).toBeVisible();
    await expect(page.getByRole('heading', heading('host.notFound'))).toHaveCount(0);
    await expect(page.getByText(en('host.pageNotLoadedFailure', { failure: 'ChunkLoadError' }))).toBeVisible();
    await page.unroute('**/SettingsPage-*.js');
    await page.getByRole('button', { name: en('host.reloadPage') }).click();
    await expect(page.getByRole('heading', heading('settings.title'))).toBeVisible();
  });

  test('a page whose stylesheet does not arrive says so (CSS_CHUNK_LOAD_FAILED) and reloads', async ({ page }) => {
    await page.route('**/DashboardPage-*.css', (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', heading('host.pageNotLoaded'))).toBeVisible();
    await expect(page.getByText(en('host.pageNotLoadedFailure', { failure: 'CSS_CHUNK_LOAD_FAILED' }))).toBeVisible();
    await page.unroute('**/DashboardPage-*.css');
    await page.getByRole('button', { name: en('host.reloadPage') }).click();
    await expect(page.getByRole('heading', heading('dashboard.title'))).toBeVisible();
  });

  test('the accessibility page lists the keyboard map and the font size', async ({ page }) => {
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', heading('host.accessibility.title'))).toBeVisible();
    const keys = page.getByRole('table');
    await expect(keys.getByRole('row', { name: new RegExp(en('keys.questLibrary')) })).toContainText('Ctrl+Q');
    await expect(keys.getByRole('row', { name: new RegExp(en('keys.readingView')) })).toContainText('Shift+R');
    // Spec 1 §6: shortest path is off for all roles, so its key (Alt+Shift+8) is not in the learner's map.
    await expect(keys.getByRole('row').filter({ hasText: en('keys.graphModes') })).toContainText(
      'Alt+Shift+0 … 7, Alt+Shift+F',
    );
    await expect(keys).not.toContainText('Alt+Shift+8');
    await expect(page.getByRole('main').getByLabel(en('host.fontSize'))).toBeVisible();
  });

  test('/file/{fileId} shows the learner’s own file with a download link; an unknown file is not found', async ({
    page,
    request,
    workerAccount,
  }) => {
    const { token } = await loginViaApi(request, workerAccount);
    const upload = await request.post(`${HOST}/api/v1/file`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { fileId } = (await upload.json()) as { fileId: string };

    await page.goto(`/file/${fileId}`);
    const title = en('host.file.title', { id: fileId });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: en('host.file.download') })).toHaveAttribute('download', fileId);

    await page.goto('/file/0123456789abcdef01234567');
    await expect(page.getByText(en('host.notFound'))).toBeVisible();
  });

  test('the Experiment page shows Kaaro Alpha beside Kaaro; a thread room that is not the learner’s is not found', async ({
    page,
  }) => {
    await page.goto('/experiment');
    await expect(page.getByRole('heading', heading('host.experiment.title'))).toBeVisible();
    await expect(page.locator('tj-kaaro-alpha')).toBeVisible();
    await expect(page.locator('tj-kaaro')).toBeVisible();
    await page.goto('/thread/room-1');
    await expect(page.getByText(en('host.notFound'))).toBeVisible();
  });

  test('/embed shows the workspace without panel or navbar controls, searching ?q=; /embed/{id}/{search} the learner’s saved graph', async ({
    page,
    request,
    workerAccount,
  }) => {
    await page.goto('/embed?q=evaporation');
    await expect(page.locator('tj-detail').getByRole('heading', { name: 'evaporation' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.locator('button[data-slot]')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('region', { name: en('host.dock') })).toHaveCount(0);

    const { token } = await loginViaApi(request, workerAccount);
    const graph = {
      actor: workerAccount.username,
      graph_dimension: 'explore_library',
      g6_data: {
        graph_name: 'Water cycle',
        graph_type: 'explore',
        gdata: { nodes: [{ id: 'rain', label: 'rain' }], edges: [] },
      },
      access: 'private',
      metadata: {},
      tags: [],
    };
    const saved = await request.post(`${HOST}/api/v1/g6graph`, {
      headers: { authorization: `Bearer ${token}` },
      data: graph,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const { id } = (await saved.json()) as { id: string };
    await page.goto(`/embed/${id}/rain`);
    await expect(page.getByRole('heading', { level: 1, name: 'Water cycle' })).toBeAttached();
    await expect(page.getByText(en('host.embed.fallback', { word: 'rain' }))).toHaveCount(0);
    await expect(page.locator('tj-graph-explore canvas').first()).toBeVisible();
  });

  test('a signed-in learner asking for a guest-only page is sent Home', async ({ page }) => {
    await page.goto('/auth/signup');
    await expect(page).toHaveURL('/');
  });
});
