import { describe, expect, it } from 'vitest';
import type { Note } from '../contract/notes.ts';
import type { StoredFile } from '../contract/uploads.ts';
import {
  createScreenRecorder,
  recordingFileName,
  RECORDING_MIME_TYPE,
  RECORDING_SLICE_MS,
  type RecorderLike,
  type ScreenRecorderDeps,
} from './screen-recorder.ts';
import { until } from '../testing/until.ts';

/** A captured screen: one video track the learner can end from the browser's bar. */
function capture() {
  const ended = new EventTarget();
  const track = Object.assign(ended, {
    stopped: false,
    stop() {
      track.stopped = true;
    },
  });
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream };
}

/** A recorder that hands over the given chunks when stopped, as MediaRecorder does. */
class Recorder implements RecorderLike {
  state: RecorderLike['state'] = 'inactive';
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onstop: RecorderLike['onstop'] = null;
  timeslice: number | undefined;
  /** Whether it has called onstop, as MediaRecorder does once it has handed everything over. */
  stopped = false;
  constructor(private readonly chunks: Blob[]) {}
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  stop() {
    this.state = 'inactive';
    for (const data of this.chunks) this.ondataavailable?.({ data });
    queueMicrotask(() => {
      this.onstop?.();
      this.stopped = true;
    });
  }
}

const stored: StoredFile = {
  fileId: 'f1',
  Location: '/api/v1/file/f1',
  kind: 'recording',
  type: 'video/webm',
  size: 4,
  name: 'recording.webm',
};
const note: Note = { _id: 'n1', type: 'recording', value: { noteUrl: stored.Location, label: 'recording' } };
/** Waits until the recorder is idle again: what it recorded is sent, kept or dropped. */
const idle = (recorder: ReturnType<typeof createScreenRecorder>) =>
  until(() => recorder.signals.status.value === 'idle', 'the recorder to be idle');

function rig(overrides: Partial<ScreenRecorderDeps> = {}, chunks = [new Blob(['webm'])]) {
  const screen = capture();
  const recorders: Recorder[] = [];
  const uploads: File[] = [];
  const notes: StoredFile[] = [];
  const recorder = createScreenRecorder({
    captureScreen: async () => screen.stream,
    createRecorder: (_stream, mimeType) => {
      expect(mimeType).toBe(RECORDING_MIME_TYPE);
      const made = new Recorder(chunks);
      recorders.push(made);
      return made;
    },
    upload: async (file) => {
      uploads.push(file);
      return stored;
    },
    saveNote: async (file) => {
      notes.push(file);
      return note;
    },
    now: () => new Date('2026-11-24T05:01:02Z'),
    ...overrides,
  });
  return { recorder, screen, recorders, uploads, notes };
}

describe('screen recorder', () => {
  it('goes idle, recording, uploading, idle and keeps the recording as a note', async () => {
    const { recorder, screen, recorders, uploads, notes } = rig();
    const { status, saved } = recorder.signals;
    expect(status.value).toBe('idle');
    await recorder.actions.start();
    expect(status.value).toBe('recording');
    expect(recorders[0]?.timeslice).toBe(RECORDING_SLICE_MS);
    const seen: string[] = [];
    const stop = status.subscribe((value) => seen.push(value));
    recorder.actions.stop();
    await idle(recorder);
    stop();
    expect(seen).toEqual(['recording', 'uploading', 'idle']);
    expect(uploads[0]?.type).toBe('video/webm');
    expect(uploads[0]?.name).toBe('recording-2026-11-24T05-01-02.webm');
    expect(await uploads[0]?.text()).toBe('webm');
    expect(notes).toEqual([stored]);
    expect(saved.value).toEqual(note);
    expect(screen.track.stopped).toBe(true);
    expect(recorder.signals.problem.value).toBeNull();
  });

  it('stops and sends when the learner ends sharing from the browser', async () => {
    const { recorder, screen, uploads } = rig();
    await recorder.actions.start();
    screen.track.dispatchEvent(new Event('ended'));
    await idle(recorder);
    expect(uploads).toHaveLength(1);
    expect(recorder.signals.status.value).toBe('idle');
  });

  it('says the screen could not be recorded when sharing is denied, and stays idle', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const { recorder } = rig({ captureScreen: () => Promise.reject(denied) });
    await recorder.actions.start();
    expect(recorder.signals.status.value).toBe('idle');
    expect(recorder.signals.problem.value).toEqual({ kind: 'failed', cause: denied });
    expect(recorder.signals.starting.value).toBe(false);
  });

  it('fails cleanly when the browser cannot record webm, releasing the screen', async () => {
    const { recorder, screen } = rig({
      createRecorder: () => {
        throw new DOMException('video/webm is not supported', 'NotSupportedError');
      },
    });
    await recorder.actions.start();
    expect(recorder.signals.problem.value?.kind).toBe('failed');
    expect(screen.track.stopped).toBe(true);
  });

  it('says an empty recording is not completed and sends nothing', async () => {
    const { recorder, uploads } = rig({}, []);
    await recorder.actions.start();
    recorder.actions.stop();
    await idle(recorder);
    expect(uploads).toEqual([]);
    expect(recorder.signals.problem.value?.kind).toBe('notCompleted');
    expect(recorder.signals.status.value).toBe('idle');
  });

  it('keeps a recording cut off mid-upload, and sends it again on retry', async () => {
    let attempts = 0;
    const cut = new TypeError('Failed to fetch');
    const { recorder, notes } = rig({
      upload: async () => {
        attempts += 1;
        if (attempts === 1) throw cut;
        return stored;
      },
    });
    await recorder.actions.start();
    recorder.actions.stop();
    await idle(recorder);
    expect(recorder.signals.problem.value).toEqual({ kind: 'notCompleted', cause: cut });
    expect(recorder.signals.status.value).toBe('idle');
    const kept = recorder.signals.unsent.value;
    expect(await kept?.file.text()).toBe('webm');
    await recorder.actions.retry();
    expect(attempts).toBe(2);
    expect(notes).toEqual([stored]);
    expect(recorder.signals.unsent.value).toBeNull();
    expect(recorder.signals.problem.value).toBeNull();
  });

  it('does not upload twice when only the note failed', async () => {
    let saves = 0;
    const { recorder, uploads } = rig({
      saveNote: async () => {
        saves += 1;
        if (saves === 1) throw new Error('Server not responding');
        return note;
      },
    });
    await recorder.actions.start();
    recorder.actions.stop();
    await idle(recorder);
    expect(recorder.signals.unsent.value?.stored).toEqual(stored);
    await recorder.actions.retry();
    expect(uploads).toHaveLength(1);
    expect(recorder.signals.saved.value).toEqual(note);
  });

  it('ignores a second start while recording, and a stop while idle', async () => {
    const { recorder, recorders } = rig();
    recorder.actions.stop();
    await recorder.actions.start();
    await recorder.actions.start();
    expect(recorders).toHaveLength(1);
  });

  it('releases the screen when disposed mid-recording, uploading nothing', async () => {
    const { recorder, screen, recorders, uploads } = rig();
    await recorder.actions.start();
    recorder.dispose();
    await until(() => recorders[0]?.stopped, 'the recorder to hand over');
    expect(screen.track.stopped).toBe(true);
    expect(uploads).toEqual([]);
  });

  it('names recordings by their time', () => {
    expect(recordingFileName(new Date('2026-01-02T03:04:05.678Z'))).toBe('recording-2026-01-02T03-04-05.webm');
  });
});
