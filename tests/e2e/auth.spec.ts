import { expect, test, type Page } from '@playwright/test';
import { message } from './messages.ts';
import { resetLinkMailedTo } from './outbox.ts';
import { HOST, loginViaApi, newAccount, signUpViaApi, test as signedInTest, type Account } from './session.ts';
import { panel } from './workspace.ts';
import { failOnPageErrors } from './page-errors.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

failOnPageErrors(test);

async function logIn(page: Page, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await page.getByLabel(en('auth.username')).fill(account.username);
  await page.getByLabel(en('auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
}

/** The signed-in learner's button in the navbar, named by their username and email. */
const userButton = (page: Page, account: Pick<Account, 'username'>) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(account.username) });

test.describe('signed out', () => {
  test('Home sends a guest to the login page: a blank layout with the intro carousel', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: en('auth.loginTitle') })).toBeVisible();
    await expect(page.getByLabel(en('auth.username'))).toBeFocused();
    // No navbar controls on the auth pages (spec 1 §2).
    await expect(page.getByRole('button', { name: en('host.addWidget') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en('auth.forgotPasswordLink') })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );

    const carousel = page.getByRole('region', { name: en('auth.carouselLabel') });
    await expect(carousel.getByRole('heading', { name: en('auth.slideSearchTitle') })).toBeVisible();
    await carousel.getByRole('button', { name: en('auth.nextSlide') }).click();
    await expect(carousel.getByRole('heading', { name: en('auth.slideWidgetsTitle') })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: en('auth.slideSearchTitle') })).toBeHidden();
    await carousel.getByRole('button', { name: en('auth.previousSlide') }).click();
    await carousel.getByRole('button', { name: en('auth.previousSlide') }).click();
    await expect(carousel.getByRole('heading', { name: en('auth.slideVisualiseTitle') })).toBeVisible();
    const slideButtons = carousel.getByRole('button', { name: en('auth.showSlide', { title: '' }).trim() });
    await expect(slideButtons).toHaveCount(6);
  });

  test('the carousel does not play by itself for a learner who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/auth/login');
    const carousel = page.getByRole('region', { name: en('auth.carouselLabel') });
    const toggle = carousel.getByRole('button', { name: en('auth.playSlides') });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(carousel.getByRole('button', { name: en('auth.pauseSlides') })).toBeVisible();
  });

  test('sign up → the workspace, with the new learner in the navbar', async ({ page }) => {
    const account = newAccount();
    await page.goto('/auth/signup');
    await page.getByLabel(en('auth.username')).fill(account.username);
    await page.getByLabel(en('auth.email')).fill(account.email);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(account.password);
    await page.getByLabel(en('auth.confirmPassword')).fill(account.password);
    await page.getByLabel(en('auth.name')).fill(account.firstName);
    await page.getByRole('button', { name: en('auth.signupSubmit') }).click();

    await expect(page).toHaveURL('/');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
    const user = userButton(page, account);
    await expect(user).toContainText(account.email);
    await user.click();
    await expect(page.getByText(en('host.userPoints', { username: account.username }))).toContainText('0');
  });

  test('every signup rule speaks in the words of spec 1 §5, and focus goes to the first problem', async ({ page }) => {
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: en('auth.signupSubmit') }).click();
    for (const key of [
      'auth.usernameRequired',
      'auth.emailRequired',
      'auth.passwordRequired',
      'auth.confirmRequired',
      'auth.nameRequired',
    ]) {
      await expect(page.getByText(en(key), { exact: true })).toBeVisible();
    }
    const username = page.getByLabel(en('auth.username'));
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(en('auth.usernameRequired'));

    await username.fill('1ada');
    await page.getByLabel(en('auth.email')).fill('ada@');
    await page.getByLabel(en('auth.password'), { exact: true }).fill('short');
    await page.getByLabel(en('auth.confirmPassword')).fill('other');
    await page.getByLabel(en('auth.name')).fill('A');
    for (const key of [
      'auth.usernameInvalid',
      'auth.emailInvalid',
      'auth.passwordMin',
      'auth.confirmMismatch',
      'auth.nameMin',
    ]) {
      await expect(page.getByText(en(key), { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(en('auth.username'))).toHaveAttribute('maxlength', '100');
    // Nothing was sent: the page is still the signup page.
    await expect(page).toHaveURL('/auth/signup');

    await page.goto('/auth/login');
    await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
    await expect(page.getByText(en('auth.usernameRequiredLogin'), { exact: true })).toBeVisible();
    await expect(page.getByText(en('auth.passwordRequired'), { exact: true })).toBeVisible();
  });

  test('the bootcamp signup shows a disabled free plan instead of the subscription key', async ({ page }) => {
    await page.goto('/auth/signup');
    await expect(page.getByLabel(en('auth.subscriptionKey'))).toBeEditable();
    await page.goto('/auth/signup-bootcamp23');
    const plan = page.getByLabel(en('auth.plan'));
    await expect(plan).toBeDisabled();
    await expect(plan).toHaveValue(en('auth.bootcampOffer'));
    await expect(page.getByLabel(en('auth.subscriptionKey'))).toHaveCount(0);
  });

  test("a wrong password shows the server's message for 2 seconds, while the button waits", async ({
    page,
    request,
  }) => {
    const account = newAccount();
    await signUpViaApi(request, account);
    await page.goto('/auth/login');
    // Holds the answer until the busy state has been seen (a fixed delay ran out on a loaded machine).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/auth/login', async (route) => {
      await answered;
      await route.continue();
    });
    // When the message came and went, by the page's own clock: a loaded machine may see it late, the page never.
    await page.evaluate((text) => {
      const times: { shown?: number; hidden?: number } = {};
      Object.assign(window, { messageTimes: times });
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[role="alert"]')].some(
          (alert) => alert.textContent?.includes(text) === true && alert.checkVisibility(),
        );
        if (shown) times.shown ??= performance.now();
        else if (times.shown !== undefined) times.hidden ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    }, en('server.auth.incorrectCredentials'));
    await logIn(page, { username: account.username, password: 'not-the-password' });

    const button = page.getByRole('button', { name: en('auth.loginSubmit') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    answer();

    const failure = page.getByRole('alert').filter({ hasText: en('server.auth.incorrectCredentials') });
    await expect(failure).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(failure).toBeHidden({ timeout: 4000 });
    const { shown = 0, hidden = 0 } = await page.evaluate(
      () => (window as unknown as { messageTimes: { shown?: number; hidden?: number } }).messageTimes,
    );
    const shownFor = hidden - shown;
    expect(shownFor).toBeGreaterThan(1500);
    expect(shownFor).toBeLessThan(3000);
    await expect(page).toHaveURL('/auth/login');
  });

  test("the server's message comes in the learner's language", async ({ page, request }) => {
    const account = newAccount();
    await signUpViaApi(request, account);
    await page.goto('/auth/login');
    await page.getByLabel(en('host.language')).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { level: 1, name: message('de', 'auth.loginTitle') })).toBeVisible();
    await page.getByLabel(message('de', 'auth.username')).fill(account.username);
    await page.getByLabel(message('de', 'auth.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: message('de', 'auth.loginSubmit') }).click();
    await expect(page.getByRole('alert')).toHaveText(message('de', 'server.auth.incorrectCredentials'));
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/auth/login');
    const password = page.getByLabel(en('auth.password'), { exact: true });
    const toggle = page.getByRole('button', { name: en('auth.showPassword') });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('Google sign-in, not configured on this server, is disabled and says why', async ({ page }) => {
    await page.goto('/auth/login');
    const google = page.getByRole('link', { name: en('auth.continueWithGoogle') });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await expect(google).not.toHaveAttribute('href');
    await expect(google).toHaveAccessibleDescription(en('auth.googleUnavailable'));
  });

  test('the demo account of the README can log in', async ({ page }) => {
    await page.goto('/auth/login');
    await logIn(page, { username: 'demo', password: 'thoughtkit-demo' });
    await expect(page).toHaveURL('/');
    await expect(userButton(page, { username: 'demo' })).toBeVisible();
  });

  test('forgot password → the mail in the outbox → reset → log in with the new password', async ({ page, request }) => {
    const account = newAccount();
    await signUpViaApi(request, account);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: en('auth.forgotPasswordLink') }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await page.getByRole('button', { name: en('auth.forgotSubmit') }).click();
    await expect(page.getByText(en('auth.emailRequired'), { exact: true })).toBeVisible();
    await page.getByLabel(en('auth.email')).fill(account.email);
    await page.getByRole('button', { name: en('auth.forgotSubmit') }).click();
    await expect(page.getByRole('status')).toHaveText(en('server.auth.resetMailSent', { minutes: '30' }));

    const link = await resetLinkMailedTo(account.email);
    expect(link.origin).toBe(HOST);
    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: en('auth.processingTitle') })).toBeVisible();
    await expect(page.getByText(en('auth.processingText'))).toBeVisible();
    const key = link.pathname.split('/').pop() ?? '';
    // Three seconds of "please wait" (still here once it shows), then the reset form. No fixed pause: on a slow
    // machine the page load itself eats into the three seconds.
    await expect(page).toHaveURL(link.pathname);
    await expect(page).toHaveURL(`/auth/reset-password/${key}`, { timeout: 6000 });

    const newPassword = `${account.password}-new`;
    await page.getByRole('button', { name: en('auth.resetSubmit') }).click();
    await expect(page.getByText(en('auth.passwordRequired'), { exact: true })).toBeVisible();
    await page.getByLabel(en('auth.newPassword')).fill(newPassword);
    await page.getByLabel(en('auth.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: en('auth.resetSubmit') }).click();
    await expect(page.getByRole('status')).toContainText(en('server.auth.passwordReset'));
    await expect(page).toHaveURL('/auth/login', { timeout: 4000 });

    await logIn(page, { username: account.username, password: newPassword });
    await expect(page).toHaveURL('/');
    await expect(userButton(page, account)).toBeVisible();

    // The key was used: the link now leads to login.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(account.username) })
      .click();
    await page.getByRole('button', { name: en('host.logout') }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goto(link.href);
    await expect(page).toHaveURL('/auth/login', { timeout: 6000 });
  });

  test('a reset link with an unknown key goes to login after the wait, which says so', async ({ page }) => {
    await page.goto('/auth/reset-password-redirect/no-such-key');
    await expect(page.getByRole('heading', { name: en('auth.processingTitle') })).toBeVisible();
    await expect(page).toHaveURL('/auth/login', { timeout: 6000 });
    await expect(page.getByRole('alert')).toHaveText(`${en('auth.resetLinkInvalid')} ${en('auth.resetLinkAskAgain')}`);
  });

  test('an unknown auth page is not found', async ({ page }) => {
    await page.goto('/auth/no-such-action');
    await expect(page.getByRole('heading', { name: en('host.notFound') })).toBeVisible();
  });

  test('an OAuth return with an unknown key shows the server message, then goes to login', async ({ page }) => {
    await page.goto('/auth/oauth-request/no-such-key');
    await expect(page.getByRole('alert')).toHaveText(en('server.auth.oauthKeyInvalid'));
    await expect(page).toHaveURL('/auth/login', { timeout: 5000 });
  });
});

signedInTest.describe('signed in', () => {
  signedInTest('the auth pages send a signed-in learner Home', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/');
    await page.goto('/auth/signup');
    await expect(page).toHaveURL('/');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
  });

  signedInTest(
    'the user menu shows the points, closes on Escape and on a click outside, and logs out',
    async ({ page, workerAccount }) => {
      await page.goto('/');
      const user = userButton(page, workerAccount);
      await expect(user.getByRole('img')).toHaveCount(0); // the avatar is decorative (alt="")
      // No profile image: the default sample avatar, built into the host.
      await expect(user.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

      await user.click();
      await expect(user).toHaveAttribute('aria-expanded', 'true');
      const points = page.getByText(en('host.userPoints', { username: workerAccount.username }));
      // The worker's learner may have earned points in earlier tests of this worker: a count is shown.
      await expect(points).toContainText(/\d+$/);
      await page.keyboard.press('Escape');
      await expect(points).toBeHidden();
      await expect(user).toBeFocused();

      await user.click();
      await expect(points).toBeVisible();
      await page.locator('footer').click();
      await expect(points).toBeHidden();

      await user.click();
      await page.getByRole('button', { name: en('host.logout') }).click();
      await expect(page).toHaveURL('/auth/login');
      expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
      await page.goto('/');
      await expect(page).toHaveURL('/auth/login');
    },
  );

  signedInTest('a server that does not answer /auth/me leads to the not-found page, saying so', async ({ page }) => {
    await page.route('**/api/v1/auth/me', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: en('host.notFound') })).toBeVisible();
    await expect(page.getByRole('region', { name: en('host.notifications') })).toContainText(
      en('api.serverNotResponding'),
    );
    // The tokens stay: once the server answers, a reload enters the workspace.
    await page.unroute('**/api/v1/auth/me');
    await page.reload();
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
  });

  signedInTest('a token the server refuses ends the session: login, with "session expired"', async ({ page }) => {
    await page.route('**/api/v1/auth/me', (route) => route.fulfill({ status: 401, json: { message: 'revoked' } }));
    await page.goto('/');
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('region', { name: en('host.notifications') })).toContainText(en('api.sessionExpired'));
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });

  signedInTest('/logout signs out, then Home sends to login', async ({ page }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL('/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });

  test('a password change ends the session at the login page', async ({ page, request }) => {
    const account = newAccount();
    await signUpViaApi(request, account);
    const tokens = await loginViaApi(request, account);
    await page.goto('/no-such-page');
    await page.evaluate(({ token, refreshToken }) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('refreshToken', refreshToken);
    }, tokens);
    await page.goto('/');
    await userButton(page, account).click();
    await page.getByRole('button', { name: en('host.changePassword') }).click();
    const dialog = page.getByRole('dialog', { name: en('host.changePassword') });
    await dialog.getByLabel(en('auth.currentPassword')).fill('not-the-password');
    await dialog.getByLabel(en('auth.newPassword')).fill(`${account.password}-2`);
    await dialog.getByLabel(en('auth.confirmPassword')).fill(`${account.password}-2`);
    await dialog.getByRole('button', { name: en('host.changePassword') }).click();
    await expect(page.getByRole('region', { name: en('host.notifications') })).toContainText(
      en('server.auth.currentPasswordWrong'),
    );

    await dialog.getByLabel(en('auth.currentPassword')).fill(account.password);
    await dialog.getByRole('button', { name: en('host.changePassword') }).click();
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('region', { name: en('host.notifications') })).toContainText(
      en('auth.passwordChanged'),
    );
    await logIn(page, { username: account.username, password: `${account.password}-2` });
    await expect(page).toHaveURL('/');
  });
});
