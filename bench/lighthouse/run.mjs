// One Lighthouse run of bench:lighthouse: a fresh Debian Chromium (never a downloaded one), the learner's tokens put
// in its local storage first when the page needs a sign-in, then Lighthouse's performance category.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'];
/** Lighthouse's default configuration is its mobile preset. */
export const PRESETS = { mobile: undefined, desktop: desktopConfig };
/** How many of the scripts that block longest are listed. */
const TOP_SCRIPTS = 5;

/**
 * Logs the learner in through the API and keeps their tokens in the origin's local storage, where the host keeps
 * them (spec 1 §3; tests/e2e/session.ts does the same), through the page's own Chromium.
 */
async function signIn(port, { origin, learner }) {
  const answer = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(learner),
  });
  if (!answer.ok) throw new Error(`login answered ${answer.status}: ${await answer.text()}`);
  const { token, refreshToken } = await answer.json();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A page of the origin that is neither the host app nor the kit, so that none of their files is cached first.
    await page.goto(`${origin}/api/v1/openapi.json`);
    await page.evaluate(
      ([userToken, refresh]) => {
        localStorage.setItem('userToken', userToken);
        localStorage.setItem('refreshToken', refresh);
      },
      [token, refreshToken],
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

const path = (url) => {
  try {
    const { pathname } = new URL(url);
    return pathname;
  } catch {
    return url; // Lighthouse's "Other" and "Unattributable" rows
  }
};

/** Lighthouse's figures of one page ({ url, signIn? }) under one preset, and the scripts that blocked longest. */
export async function measurePage({ url, signIn: account }, preset) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (account) await signIn(chrome.port, account);
    const flags = { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' };
    // Lighthouse clears the origin's storage before it loads the page, which would sign the learner out.
    const { lhr } = await lighthouse(url, { ...flags, disableStorageReset: Boolean(account) }, PRESETS[preset]);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const value = (id, digits = 0) => Number(lhr.audits[id].numericValue.toFixed(digits));
    return {
      figures: {
        performance: Math.round(lhr.categories.performance.score * 100),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift', 3),
        siMs: value('speed-index'),
      },
      blocking: (lhr.audits['bootup-time'].details?.items ?? [])
        .toSorted((a, b) => b.scripting - a.scripting)
        .slice(0, TOP_SCRIPTS)
        .map((item) => ({
          url: path(item.url),
          scriptingMs: Math.round(item.scripting),
          totalMs: Math.round(item.total),
        })),
    };
  } finally {
    chrome.kill();
  }
}
