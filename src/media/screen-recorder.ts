// The screen recorder (spec 1 §4 "Screen recording", spec 2 §7.9, §8): the screen captured (getDisplayMedia) and
// recorded as video/webm (MediaRecorder), sent to POST /custom/scr/upload, then kept as a recording note. States
// idle, recording, uploading, idle. Framework-free: the browser's capture, recorder and the calls are injected, so
// the page's instance (src/kit/media.ts) and the tests differ only in those.
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Note } from '../contract/notes.ts';
import type { StoredFile } from '../contract/uploads.ts';

/** Spec 2 §9.1 "Recording MIME type video/webm". */
export const RECORDING_MIME_TYPE = 'video/webm';

/**
 * How often the recorder hands over what it has recorded: a capture that ends abruptly (the learner stops sharing,
 * the tab's capture fails) still leaves everything up to the last second.
 */
export const RECORDING_SLICE_MS = 1000;

export type ScreenRecorderStatus = 'idle' | 'recording' | 'uploading';

/**
 * What went wrong (spec 2 §8 "Screen recording stop not confirmed"): notCompleted, the recording was not kept (it
 * is empty, or its upload or note was not confirmed), alerted as 'Recording is not Completed'; failed, the screen
 * could not be recorded at all (denied, unsupported), alerted as 'Something is wrong! Please try again'. The cause
 * says which.
 */
export interface RecorderProblem {
  readonly kind: 'notCompleted' | 'failed';
  readonly cause: unknown;
}

/** A recording the server has not confirmed yet, kept so the learner can send it again or save it themselves. */
export interface UnsentRecording {
  readonly file: File;
  /** Set once the upload succeeded and only the note is missing: sending again does not upload twice. */
  readonly stored?: StoredFile;
}

/** The part of MediaRecorder the recorder uses. */
export interface RecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  start(timeslice?: number): void;
  stop(): void;
  ondataavailable: ((event: { readonly data: Blob }) => void) | null;
  onstop: (() => void) | null;
}

export interface ScreenRecorderDeps {
  /** Asks the learner which screen to share (getDisplayMedia); rejects when they refuse or it is not supported. */
  captureScreen(): Promise<MediaStream>;
  /** A recorder of the stream in this type; throws when the browser cannot record it. */
  createRecorder(stream: MediaStream, mimeType: string): RecorderLike;
  /** POST /custom/scr/upload with the recording as `upl`. */
  upload(recording: File): Promise<StoredFile>;
  /** Keeps the uploaded recording as a recording note. */
  saveNote(file: StoredFile): Promise<Note>;
  now?: () => Date;
}

export interface ScreenRecorder {
  readonly signals: {
    readonly status: ReadonlySignal<ScreenRecorderStatus>;
    /** Asking which screen to share: the start button waits meanwhile. */
    readonly starting: ReadonlySignal<boolean>;
    readonly problem: ReadonlySignal<RecorderProblem | null>;
    readonly unsent: ReadonlySignal<UnsentRecording | null>;
    /** The note the last recording became. */
    readonly saved: ReadonlySignal<Note | null>;
  };
  readonly actions: {
    /** Starts recording (voice "start screen recorder"); does nothing unless idle. */
    start(): Promise<void>;
    /** Stops recording and sends it (voice "stop screen recorder"); does nothing unless recording. */
    stop(): void;
    /** Sends the unsent recording again. */
    retry(): Promise<void>;
    /** Forgets the unsent recording (the learner saved it or does not want it). */
    discard(): void;
    dismissProblem(): void;
  };
  dispose(): void;
}

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/** recording-2026-11-24T05-01-02.webm: sortable, and a valid file name everywhere. */
export const recordingFileName = (at: Date) => `recording-${at.toISOString().slice(0, 19).replaceAll(':', '-')}.webm`;

export function createScreenRecorder(deps: ScreenRecorderDeps): ScreenRecorder {
  const now = deps.now ?? (() => new Date());
  const status = signal<ScreenRecorderStatus>('idle', { name: 'screenRecorder.status' });
  const starting = signal(false, { name: 'screenRecorder.starting' });
  const problem = signal<RecorderProblem | null>(null, { name: 'screenRecorder.problem' });
  const unsent = signal<UnsentRecording | null>(null, { name: 'screenRecorder.unsent' });
  const saved = signal<Note | null>(null, { name: 'screenRecorder.saved' });
  let current: { stream: MediaStream; recorder: RecorderLike } | null = null;
  let disposed = false;

  async function send(recording: UnsentRecording): Promise<void> {
    status.value = 'uploading';
    let kept = recording;
    try {
      const stored = kept.stored ?? (await deps.upload(kept.file));
      kept = { file: kept.file, stored };
      const note = await deps.saveNote(stored);
      batch(() => {
        unsent.value = null;
        saved.value = note;
      });
    } catch (cause) {
      batch(() => {
        unsent.value = kept;
        problem.value = { kind: 'notCompleted', cause };
      });
    } finally {
      status.value = 'idle';
    }
  }

  function finish(chunks: readonly Blob[]): void {
    if (current) stopTracks(current.stream);
    current = null;
    if (disposed) return;
    const blob = new Blob([...chunks], { type: RECORDING_MIME_TYPE });
    if (blob.size === 0) {
      batch(() => {
        status.value = 'idle';
        problem.value = { kind: 'notCompleted', cause: new Error('The recording is empty.') };
      });
      return;
    }
    void send({ file: new File([blob], recordingFileName(now()), { type: RECORDING_MIME_TYPE }) });
  }

  function stop(): void {
    if (status.peek() !== 'recording' || !current) return;
    // The recorder hands over its last data, then calls onstop, which sends the recording.
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }

  async function start(): Promise<void> {
    if (status.peek() !== 'idle' || starting.peek() || disposed) return;
    batch(() => {
      starting.value = true;
      problem.value = null;
    });
    let stream: MediaStream;
    try {
      stream = await deps.captureScreen();
    } catch (cause) {
      batch(() => {
        starting.value = false;
        problem.value = { kind: 'failed', cause };
      });
      return;
    }
    let recorder: RecorderLike;
    try {
      recorder = deps.createRecorder(stream, RECORDING_MIME_TYPE);
    } catch (cause) {
      stopTracks(stream);
      batch(() => {
        starting.value = false;
        problem.value = { kind: 'failed', cause };
      });
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = ({ data }) => {
      if (data.size > 0) chunks.push(data);
    };
    recorder.onstop = () => finish(chunks);
    // The learner may end the capture from the browser's own "Stop sharing" bar.
    for (const track of stream.getVideoTracks()) track.addEventListener('ended', stop, { once: true });
    current = { stream, recorder };
    try {
      recorder.start(RECORDING_SLICE_MS);
    } catch (cause) {
      stopTracks(stream);
      current = null;
      batch(() => {
        starting.value = false;
        problem.value = { kind: 'failed', cause };
      });
      return;
    }
    batch(() => {
      starting.value = false;
      status.value = 'recording';
    });
  }

  return {
    signals: { status, starting, problem, unsent, saved },
    actions: {
      start,
      stop,
      async retry() {
        const recording = unsent.peek();
        if (!recording || status.peek() !== 'idle') return;
        problem.value = null;
        await send(recording);
      },
      discard() {
        unsent.value = null;
      },
      dismissProblem() {
        problem.value = null;
      },
    },
    dispose() {
      disposed = true;
      if (!current) return;
      const { stream, recorder } = current;
      current = null;
      if (recorder.state !== 'inactive') recorder.stop();
      stopTracks(stream);
    },
  };
}
