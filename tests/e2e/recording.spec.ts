// Issue 15's screen recorder, end to end on Chromium's fake screen (playwright.config.ts grants it without asking):
// an Auditor (spec 1 §6: may record the screen) records two seconds, the recording is uploaded to the server's file
// store and kept as a recording note, and the Editor plays it.
import { expect, type Page } from '@playwright/test';
import { roleAccount } from '../../server/seed/demo-content.ts';
import type { Role } from '../../src/contract/roles.ts';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { signedInPage, test } from './session.ts';

const en = (key: string) => message('en', key);

const errors = failOnPageErrors(test);

async function workspaceOf(browser: Parameters<typeof signedInPage>[0], role: Role): Promise<Page> {
  const { username, password, email, firstName } = roleAccount(role);
  const page = await signedInPage(browser, { username, password, email, firstName: firstName ?? username });
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
  return page;
}

test('record the screen for two seconds: the note appears with a playable video', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Auditor');
  const dock = page.getByRole('region', { name: en('host.dock') });
  await dock.getByRole('button', { name: en('host.recorder.start') }).click();
  const stop = dock.getByRole('button', { name: en('host.recorder.stop') });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  // The recording's length is the behaviour here, and a recorder hands over only what the capture made in real time.
  // eslint-disable-next-line no-restricted-syntax -- two seconds of recording, not a wait for a state
  await page.waitForTimeout(2000);
  const uploaded = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/custom/scr/upload'));
  await stop.click();
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const stored = (await upload.json()) as { Location: string; type: string; size: number };
  expect(stored.type).toBe('video/webm');
  expect(stored.size).toBeGreaterThan(1000);
  await expect(dock.getByRole('button', { name: en('host.recorder.start') })).toBeEnabled();

  await page.getByRole('button', { name: en('host.recorder.openNote') }).click();
  const video = page.locator('tj-editor').locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);

  // The note is the learner's, with the recording's address, in the Notes Library's list too.
  const notes = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/notes?pageNo=0', {
      headers: { authorization: `Bearer ${localStorage.getItem('userToken') ?? ''}` },
    });
    return ((await answer.json()) as { items: { type: string; value: { noteUrl?: string; label?: string } }[] }).items;
  });
  expect(notes.some((note) => note.type === 'recording' && note.value.noteUrl === stored.Location)).toBe(true);
});

test('a Default learner has no screen recorder, but a camera', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Default');
  const dock = page.getByRole('region', { name: en('host.dock') });
  await expect(dock.getByRole('button', { name: en('host.camera.start') })).toBeVisible();
  await expect(dock.getByRole('button', { name: en('host.recorder.start') })).toHaveCount(0);
  await dock.getByRole('button', { name: en('host.camera.start') }).click();
  const overlay = page.getByRole('group', { name: en('host.camera.label') });
  await expect(overlay.locator('video')).toBeVisible();
  await dock.getByRole('button', { name: en('host.camera.stop') }).click();
  await expect(overlay).toHaveCount(0);
});
