/// <reference types="mocha" />
// The screen recorder and the camera overlay on Chromium's fake screen and camera (web-test-runner.config.mjs grants
// them without asking), against the fake library (notes and files).
import FakeTimers from '@sinonjs/fake-timers';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { tokens } from '../../src/kit/api.ts';
import { camera, screenRecorder } from '../../src/kit/media.ts';
import { notes } from '../../src/kit/notes.ts';
import { session } from '../../src/kit/session.ts';
import { CLICK_SETTLE_MS } from '../../src/media/camera.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  FAKE_LEARNER,
  fakeLibraryServer,
  signInFakeLearner,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { emitVoiceMediaCommand } from '../../src/voice/media-commands.ts';
import { widgetByName } from '../../widgets/registry.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { BottomDock } from './BottomDock.tsx';
import { CameraOverlay } from './CameraOverlay.tsx';

/**
 * Records for this long: the recorder hands over only what the screen capture produced in real time, and no state
 * of the page says a frame has been recorded.
 */
// eslint-disable-next-line no-restricted-syntax -- a recording's length is real time (see above)
const recordFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('screen recorder and camera', () => {
  let container: HTMLDivElement;
  let root: Root;
  let server: FakeLibraryServer;
  const devices = navigator.mediaDevices;
  const pageGetDisplayMedia = devices.getDisplayMedia;
  const pageGetUserMedia = devices.getUserMedia;

  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  const text = () => container.textContent ?? '';
  const overlay = () => container.querySelector<HTMLElement>('[data-testid="camera-overlay"]');

  async function render(roles: readonly string[]) {
    server = fakeLibraryServer({ profile: { ...FAKE_LEARNER, roles: [...roles], discriminator: 'ada#1' } });
    await signInFakeLearner();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      // The dock's voice control follows the routes.
      <MemoryRouter>
        <BottomDock />
        <CameraOverlay />
      </MemoryRouter>,
    );
    await until(() => container.querySelector('.tj-bottom-dock') !== null, 'the dock');
  }

  afterEach(async () => {
    camera.actions.stop();
    screenRecorder.actions.discard();
    screenRecorder.actions.dismissProblem();
    devices.getDisplayMedia = pageGetDisplayMedia;
    devices.getUserMedia = pageGetUserMedia;
    root.unmount();
    container.remove();
    server.restore();
    tokens.clear();
    notes.actions.open(null);
    await session.actions.logout();
    await setLocale('en');
  });

  it('offers the recorder only where note (ScreenRecording) allows it', async () => {
    await render(['User']);
    expect(button('Record screen')).to.equal(undefined);
    root.unmount();
    container.remove();
    server.restore();
    await render(['Auditor']);
    expect(button('Record screen')).to.not.equal(undefined);
  });

  it('records the screen, uploads it and keeps it as a recording note with a playable video', async () => {
    await render(['Auditor']);
    button('Record screen')?.click();
    await until(() => button('Stop recording') !== undefined, 'recording');
    expect(button('Stop recording')?.getAttribute('aria-pressed')).to.equal('true');
    await recordFor(1200);
    server.hold();
    button('Stop recording')?.click();
    await until(() => button('Uploading the recording…') !== undefined, 'uploading');
    const uploading = button('Uploading the recording…');
    expect(uploading?.disabled).to.equal(true);
    expect(uploading?.querySelector('.tj-spinner')).to.not.equal(null);
    server.release();
    await until(() => button('Record screen') !== undefined, 'idle again');
    await until(() => server.library.notes.length === 1, 'the note');

    const upload = server.requests.find((request) => request.path === '/custom/scr/upload');
    const sent = upload?.form?.get('upl');
    expect(sent).to.be.instanceOf(File);
    expect((sent as File).type).to.equal('video/webm');
    expect((sent as File).size).to.be.greaterThan(0);
    const [saved] = server.library.notes;
    expect(saved?.type).to.equal('recording');
    expect(saved?.value.label).to.equal('recording');
    expect(saved?.value.noteUrl).to.match(/^\/api\/v1\/file\/f\d+$/);
    expect(notes.signals.opened.value?._id).to.equal(saved?._id);

    // The Editor shows the note's recording as a video that plays.
    await widgetByName('editor').load();
    const editor = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    await until(() => (editor.shadowRoot?.querySelector('video') ?? null) !== null, 'the video', 5000);
    const video = editor.shadowRoot?.querySelector('video');
    expect(video?.controls).to.equal(true);
    await until(() => (video?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA, 'the video’s metadata', 5000);
    expect(video?.videoWidth).to.be.greaterThan(0);
  });

  it('keeps a recording cut off mid-upload, says it is not completed, and sends it again', async () => {
    await render(['Auditor']);
    button('Record screen')?.click();
    await until(() => button('Stop recording') !== undefined, 'recording');
    await recordFor(600);
    server.fail('/custom/scr/upload', 503, 'The server is not responding');
    button('Stop recording')?.click();
    await until(() => container.querySelector('[data-testid="recorder-alert"]') !== null, 'the alert');
    expect(text()).to.contain('Recording is not Completed');
    expect(button('Download the recording')).to.not.equal(undefined);
    const kept = screenRecorder.signals.unsent.value?.file;
    expect(kept?.name).to.match(/^recording-.*\.webm$/);
    expect(kept?.size).to.be.greaterThan(0);
    expect(server.library.notes).to.have.length(0);
    // Flags reset: the recorder is idle again.
    expect(button('Record screen')?.disabled).to.equal(false);

    server.heal();
    button('Send the recording again')?.click();
    await until(() => server.library.notes.length === 1, 'the note after sending again');
    await until(() => container.querySelector('[data-testid="recorder-alert"]') === null, 'the alert gone');
  });

  it('says what happened when sharing the screen is denied', async () => {
    await render(['Auditor']);
    devices.getDisplayMedia = () => Promise.reject(new DOMException('Permission denied by user', 'NotAllowedError'));
    button('Record screen')?.click();
    await until(() => container.querySelector('[data-testid="recorder-alert"]') !== null, 'the alert');
    expect(text()).to.contain('Something is wrong! Please try again');
    expect(text()).to.contain('Permission was denied.');
    expect(button('Record screen')?.disabled).to.equal(false);
    expect(server.requests.some((request) => request.path === '/custom/scr/upload')).to.equal(false);
  });

  it('shows the camera at 44%, zooms by clicks, moves by dragging and stops every track', async () => {
    await render(['User']);
    button('Start camera')?.click();
    await until(() => (overlay()?.querySelector('video') ?? null) !== null, 'the camera');
    const video = overlay()?.querySelector('video');
    await until(() => (video?.videoWidth ?? 0) > 0, 'the camera’s picture', 5000);
    const stream = video?.srcObject as MediaStream;
    expect(stream.getAudioTracks()).to.have.length(0);
    expect(overlay()?.style.width).to.equal('44vw');
    expect(overlay()?.style.height).to.equal('44vh');

    // The clicks' settling time passes on a fake clock.
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    const width = () => overlay()?.style.width ?? '';
    const clicks = async (count: number, zoomed: (shown: string) => boolean) => {
      for (let i = 0; i < count; i += 1) overlay()?.click();
      clock.tick(CLICK_SETTLE_MS);
      await until(() => zoomed(width()), `the zoom of ${count} clicks`);
    };
    try {
      await clicks(2, (shown) => shown === '66vw');
      await clicks(2, (shown) => shown === '44vw');
      await clicks(3, (shown) => Math.abs(parseFloat(shown) - 44 / 1.5) < 0.01);

      const box = overlay()?.getBoundingClientRect() ?? new DOMRect();
      const size = camera.signals.size.value;
      await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + 20)] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round(box.x - 80), Math.round(box.y + 60)] });
      await sendMouse({ type: 'up' });
      const moved = overlay()?.getBoundingClientRect() ?? new DOMRect();
      expect(Math.round(moved.x - box.x)).to.equal(-100);
      expect(Math.round(moved.y - box.y)).to.equal(40);
      // A drag is not a click: once a click would have settled, the size stays.
      clock.tick(CLICK_SETTLE_MS);
      expect(camera.signals.size.value).to.equal(size);
      expect(parseFloat(width())).to.be.closeTo(44 / 1.5, 0.01);
    } finally {
      clock.uninstall();
    }
    // The arrow keys move it too, and it stops at the screen's edge.
    overlay()?.focus();
    for (let i = 0; i < 80; i += 1) await sendKeys({ press: 'ArrowLeft' });
    expect(Math.round(overlay()?.getBoundingClientRect().left ?? -1)).to.equal(0);

    button('Stop camera')?.click();
    await until(() => overlay() === null, 'the overlay gone');
    expect(stream.getTracks().every((track) => track.readyState === 'ended')).to.equal(true);
  });

  it('starts and stops the recorder and the camera by voice commands', async () => {
    await render(['Auditor']);
    expect(emitVoiceMediaCommand(document, 'startCamera')).to.equal(true);
    await until(() => (overlay()?.querySelector('video') ?? null) !== null, 'the camera by voice');
    expect(emitVoiceMediaCommand(document, 'stopCamera')).to.equal(true);
    await until(() => overlay() === null, 'the camera stopped by voice');
    expect(emitVoiceMediaCommand(document, 'startScreenRecorder')).to.equal(true);
    await until(() => button('Stop recording') !== undefined, 'recording by voice');
    await recordFor(600);
    expect(emitVoiceMediaCommand(document, 'stopScreenRecorder')).to.equal(true);
    await until(() => server.library.notes.length === 1, 'the note of a recording stopped by voice');
  });

  it('leaves voice "start screen recorder" unclaimed where recording is not allowed', async () => {
    await render(['User']);
    expect(emitVoiceMediaCommand(document, 'startScreenRecorder')).to.equal(false);
    expect(screenRecorder.signals.status.value).to.equal('idle');
  });

  it('says the browser failed, with the cause, when the camera is denied', async () => {
    await render(['User']);
    devices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    button('Start camera')?.click();
    await until(() => container.querySelector('[data-testid="camera-alert"]') !== null, 'the alert');
    expect(text()).to.contain("Browser doesn't support or there is some errors.");
    expect(text()).to.contain('Permission was denied.');
    button('Close')?.click();
    await until(() => container.querySelector('[data-testid="camera-alert"]') === null, 'the alert closed');
  });

  it('speaks Spanish', async () => {
    await setLocale('es');
    await render(['Auditor']);
    await until(() => button('Grabar pantalla') !== undefined, 'the Spanish recorder');
    expect(button('Encender cámara')).to.not.equal(undefined);
  });
});
