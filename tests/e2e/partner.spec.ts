import { expect, test } from '@playwright/test';
import { message } from './messages.ts';
import { openQuickSearch } from './quick-search.ts';
import { roleAccount } from '../../server/seed/demo-content.ts';
import { PARTNER, UNLISTED_PARTNER as UNLISTED } from './origins.ts';
import { HOST, loginViaApi, newAccount, signUpViaApi } from './session.ts';

/** The partner school page, served on an origin other than the host's. */
const PARTNER_PAGE = `${PARTNER}/`;

test('a partner page gets working widgets from one script tag on another origin', async ({ page, baseURL }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(PARTNER_PAGE);

  const scripts = page.locator('script[src$="/kit/tj-kit.js"]');
  await expect(scripts).toHaveCount(1);
  const kitUrl = new URL((await scripts.getAttribute('src')) ?? '', PARTNER_PAGE);
  expect(kitUrl.pathname).toBe('/kit/tj-kit.js');
  expect(kitUrl.origin).not.toBe(new URL(PARTNER_PAGE).origin);
  expect(new URL(PARTNER_PAGE).origin).not.toBe(new URL(baseURL ?? '').origin);

  // Typing in the Search Engine updates the Detail beside it.
  const box = page.locator('#explore tj-search-engine').getByRole('searchbox');
  await box.fill('evaporation');
  await box.press('Enter');
  await expect(page.locator('#explore tj-detail').getByRole('heading', { name: 'evaporation' })).toBeVisible();

  // A result widget calls the kit's server from this other origin (CORS for the listed partner origins).
  await expect(page.locator('tj-snippet').locator('.snippet-text')).toContainText('vapor');

  // A <tj-detail> the page adds later is defined by the kit and follows the same thought.
  await page.getByRole('button', { name: 'Add a detail panel' }).click();
  await expect(page.locator('#details tj-detail').getByRole('heading', { name: 'evaporation' })).toBeVisible();

  // Eddie is on the school's page too; a visitor who has not signed in is asked to.
  await expect(page.locator('tj-eddie')).toContainText(message('en', 'eddie.signIn'));

  // ... and the page keeps working.
  await box.fill('condensation');
  await box.press('Enter');
  await expect(page.locator('tj-detail').getByRole('heading', { name: 'condensation' })).toHaveCount(2);

  // The page tools work on a partner page too: ctrl + K searches from anywhere.
  await page.locator('footer').click();
  const overlay = page.getByRole('dialog', { name: message('en', 'quick-search.label') });
  await openQuickSearch(page, overlay);
  await overlay.getByRole('combobox').fill('estuary');
  await overlay.getByRole('combobox').press('Enter');
  await expect(overlay).toBeHidden();
  await expect(page.locator('tj-detail').getByRole('heading', { name: 'estuary' })).toHaveCount(2);
  expect(pageErrors).toEqual([]);
});

test('a page on an unlisted origin says its address is not allowed, until an Admin allows it, no restart', async ({
  page,
  request,
}) => {
  const search = async (word: string) => {
    const box = page.locator('tj-search-engine').getByRole('searchbox');
    await box.fill(word);
    await box.press('Enter');
  };
  await page.goto(`${UNLISTED}/`);
  await search('evaporation');
  const refusal = page.locator('tj-snippet').getByRole('alert');
  await expect(refusal).toContainText(message('en', 'api.originNotAllowed', { origin: UNLISTED }));
  await expect(refusal).toContainText(message('en', 'lookup.remedy.operator'));

  const { token } = await loginViaApi(request, roleAccount('Admin'));
  const setAdded = (added: string[]) =>
    request.put(`${HOST}/api/v1/admin/partner-origins`, {
      headers: { authorization: `Bearer ${token}` },
      data: { added },
    });
  expect((await setAdded([UNLISTED])).ok()).toBe(true);
  try {
    await page.reload();
    await search('evaporation');
    await expect(page.locator('tj-snippet').locator('.snippet-text')).toContainText('vapor');
  } finally {
    expect((await setAdded([])).ok()).toBe(true);
  }
});

test('a learner signs in on the school page through Thoughtkit’s login in a frame: their notes and Eddie follow', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await signUpViaApi(request, account);
  const { token } = await loginViaApi(request, account);
  const noteTitle = `Estuaries ${Date.now()}`;
  const noted = await request.post(`${HOST}/api/v1/notes`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      verb: 'NOTED',
      value: { noteTitle, note: 'Where the river meets the sea.' },
      actor: account.username,
      dataSource: 'tj-client-web',
    },
  });
  expect(noted.ok(), await noted.text()).toBe(true);

  await page.goto(PARTNER_PAGE);
  await expect(page.locator('tj-eddie')).toContainText(message('en', 'eddie.signIn'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Thoughtkit' });
  const login = page.frameLocator('iframe.sign-in');
  await login.getByLabel(message('en', 'auth.username')).fill(account.username);
  await login.getByLabel(message('en', 'auth.password'), { exact: true }).fill(account.password);
  await login.getByRole('button', { name: message('en', 'auth.loginSubmit') }).click();

  // The login page posted the result to the school page; the kit there signed the learner in.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Signed in' })).toBeDisabled();
  await expect(page.locator('tj-notes-library')).toContainText(noteTitle);
  await expect(page.locator('tj-eddie').getByRole('button', { name: message('en', 'eddie.ask') })).toBeVisible();

  // On the next visit the learner is still signed in on the school page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Signed in' })).toBeDisabled();
});

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`on a ${width} px screen every widget of the partner page stays inside its card`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(PARTNER_PAGE);
    const box = page.locator('#explore tj-search-engine').getByRole('searchbox');
    await box.fill('evaporation');
    await box.press('Enter');
    await expect(page.locator('#explore tj-graph-explore').getByRole('list').first()).toContainText('evaporation');
    const spills = await page.locator('main > section').evaluateAll((sections) =>
      sections.flatMap((section) => {
        const card = section.getBoundingClientRect();
        return [...section.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('tj-'))
          .filter((element) => {
            const drawn = element.getBoundingClientRect();
            return drawn.bottom > card.bottom + 1 || drawn.right > card.right + 1 || drawn.left < card.left - 1;
          })
          .map((element) => `${element.localName} in #${section.id}`);
      }),
    );
    expect(spills).toEqual([]);
  });
}
