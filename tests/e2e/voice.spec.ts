// Issue 15 point 1: voice control end to end. The product has no test hook: it uses the browser's SpeechRecognition
// where there is one, so this test puts a scripted SpeechRecognition in the page before the app loads (the browser's
// own API, replaced) and speaks through it. Chromium's real recognition needs a network service and a microphone.
import type { Page } from '@playwright/test';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, test } from './session.ts';
import { closePanelButton, panel, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

failOnPageErrors(test);

declare global {
  interface Window {
    /** Set by the scripted recognition below while it listens: delivers a final transcript. */
    voiceTestSay?: (transcript: string) => void;
  }
}

/** A SpeechRecognition that hears what the test says, as the Web Speech API delivers a final result. */
async function scriptRecognition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class ScriptedRecognition {
      continuous = false;
      interimResults = true;
      lang = '';
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        window.voiceTestSay = (transcript) =>
          this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal: true })] });
      }
      stop() {
        window.voiceTestSay = undefined;
      }
    }
    Object.defineProperty(window, 'SpeechRecognition', { value: ScriptedRecognition, configurable: true });
  });
}

const say = (page: Page, transcript: string) =>
  page.evaluate((words) => {
    if (!window.voiceTestSay) throw new Error('recognition is not listening');
    window.voiceTestSay(words);
  }, transcript);

test('saying “show detail” opens the Detail widget, and a voice route goes to its view', async ({ page }) => {
  await scriptRecognition(page);
  // The Simplified view shows Detail in _e only: without that panel, the workspace has no Detail.
  await page.goto(SIMPLIFIED_VIEW);
  await expect(panel(page, '_e').locator('tj-detail')).toBeVisible();
  await closePanelButton(page, '_e').click();
  await expect(page.locator('tj-detail')).toHaveCount(0);

  const microphone = page.getByRole('button', { name: en('voice.button') });
  await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  await microphone.click();
  await expect(microphone).toHaveAttribute('aria-pressed', 'true');
  const status = page.getByRole('status').filter({ hasText: en('voice.listening') });
  await expect(status).toBeVisible();

  await say(page, 'Show detail');

  await expect(page.locator('tj-detail')).toBeVisible();
  await expect(page.locator('.tj-voice-status')).toContainText(en('voice.showing', { widget: en('detail.title') }));

  // A voice route: the workspace in the Author view, the microphone still on.
  await say(page, 'go to author view');
  await expect(page).toHaveURL('/Author-view');
  await expect(page.locator('.tj-voice-status')).toContainText(en('voice.goingTo', { view: en('host.view.author') }));
  await expect(microphone).toHaveAttribute('aria-pressed', 'true');

  // Ctrl + M turns the microphone off again.
  await page.keyboard.press('Control+m');
  await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.tj-voice-status')).toContainText(en('voice.off'));
});
