import { describe, expect, it } from 'vitest';
import { fakeTime } from '../testing/fake-time.ts';
import { CAMERA_CONSTRAINTS, CLICK_SETTLE_MS, createCamera, WEBCAM_DEFAULT_SIZE } from './camera.ts';

/** A stream of tracks that remember being stopped. */
function stream(trackCount = 1) {
  const tracks = Array.from({ length: trackCount }, () => ({
    stopped: false,
    stop() {
      this.stopped = true;
    },
  }));
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
}

function camera(getUserMedia = async () => stream().stream) {
  const time = fakeTime();
  const asked: MediaStreamConstraints[] = [];
  const cam = createCamera({
    getUserMedia: (constraints) => {
      asked.push(constraints);
      return getUserMedia();
    },
    schedule: time.deps.schedule,
  });
  return { cam, asked, time };
}

describe('camera', () => {
  it('asks for video only and shows the stream', async () => {
    const { cam, asked } = camera();
    expect(cam.signals.state.value.status).toBe('off');
    const started = cam.actions.start();
    expect(cam.signals.state.value.status).toBe('starting');
    await started;
    expect(cam.signals.state.value.status).toBe('on');
    expect(asked).toEqual([CAMERA_CONSTRAINTS]);
    expect(asked[0]).toEqual({ video: true, audio: false });
  });

  it('stops every track when stopped', async () => {
    const given = stream(3);
    const { cam } = camera(async () => given.stream);
    await cam.actions.toggle();
    await cam.actions.toggle();
    expect(cam.signals.state.value.status).toBe('off');
    expect(given.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('stops a stream that arrives after the learner turned the camera off', async () => {
    const given = stream(2);
    let grant: (value: MediaStream) => void = () => undefined;
    const { cam } = camera(() => new Promise((resolve) => (grant = resolve)));
    const started = cam.actions.start();
    cam.actions.stop();
    grant(given.stream);
    await started;
    expect(cam.signals.state.value.status).toBe('off');
    expect(given.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('says why the camera failed: denied, or no camera API at all', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const { cam } = camera(() => Promise.reject(denied));
    await cam.actions.start();
    expect(cam.signals.state.value).toEqual({ status: 'error', cause: denied });

    const none = createCamera({ getUserMedia: undefined });
    await none.actions.start();
    const state = none.signals.state.value;
    expect(state.status).toBe('error');
    expect(state.status === 'error' && String(state.cause)).toContain('getUserMedia');
  });

  it('is 44% by default; a double click enlarges by 1.5 and a second resets', () => {
    const { cam, time } = camera();
    expect(cam.signals.size.value).toBe(WEBCAM_DEFAULT_SIZE);
    cam.actions.click();
    cam.actions.click();
    expect(cam.signals.size.value).toBe(44);
    time.advance(CLICK_SETTLE_MS);
    expect(cam.signals.size.value).toBeCloseTo(66);
    cam.actions.click();
    cam.actions.click();
    time.advance(CLICK_SETTLE_MS);
    expect(cam.signals.size.value).toBe(44);
  });

  it('shrinks by 1/1.5 on three clicks, without first enlarging', () => {
    const { cam, time } = camera();
    cam.actions.click();
    time.advance(CLICK_SETTLE_MS - 1);
    cam.actions.click();
    time.advance(CLICK_SETTLE_MS - 1);
    cam.actions.click();
    time.advance(CLICK_SETTLE_MS);
    expect(cam.signals.size.value).toBeCloseTo(44 / 1.5);
    // A single click changes nothing.
    cam.actions.click();
    time.advance(CLICK_SETTLE_MS);
    expect(cam.signals.size.value).toBeCloseTo(44 / 1.5);
  });
});
