// The page's screen recorder and camera, over the browser's capture and the kit's API client. The bottom dock's
// buttons, the camera overlay and voice commands (start/stop screen recorder, start/stop camera) all drive these
// two through the functions below.
import { createCamera } from '../media/camera.ts';
import { createScreenRecorder, type RecorderLike } from '../media/screen-recorder.ts';
import { RECORDING_LABEL } from '../notes/note-node.ts';
import { locale } from '../preferences/locale.ts';
import { kitApi } from './api.ts';
import { notes } from './notes.ts';

const mediaDevices = () => globalThis.navigator?.mediaDevices;

export const screenRecorder = createScreenRecorder({
  async captureScreen() {
    const devices = mediaDevices();
    if (!devices?.getDisplayMedia) throw new Error('navigator.mediaDevices.getDisplayMedia is not available.');
    return devices.getDisplayMedia({ video: true, audio: false });
  },
  createRecorder(stream, mimeType) {
    if (typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported(mimeType)) {
      throw new Error(`This browser cannot record ${mimeType}.`);
    }
    const recorder = new MediaRecorder(stream, { mimeType });
    const recording: RecorderLike = {
      get state() {
        return recorder.state;
      },
      start: (timeslice) => recorder.start(timeslice),
      stop: () => recorder.stop(),
      ondataavailable: null,
      onstop: null,
    };
    recorder.ondataavailable = (event) => recording.ondataavailable?.(event);
    recorder.onstop = () => recording.onstop?.();
    return recording;
  },
  upload: (upl) => kitApi.call('custom.screenRecordingUpload', { body: { upl } }),
  saveNote: (file) =>
    notes.actions.save({
      type: 'recording',
      value: {
        noteUrl: file.Location,
        // Spec 2 §9.1: a recording's label is fixed; its title says when it was made, in the learner's language.
        label: RECORDING_LABEL,
        noteTitle: new Intl.DateTimeFormat(locale.peek(), { dateStyle: 'medium', timeStyle: 'short' }).format(),
      },
    }),
});

const devices = mediaDevices();
export const camera = createCamera({
  // Undefined where the page is not a secure context or the browser has no camera API: the overlay says so.
  getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : undefined,
});

/** For voice commands ("start screen recorder", "stop screen recorder", "start camera", "stop camera"). */
export const startScreenRecorder = (): Promise<void> => screenRecorder.actions.start();
export const stopScreenRecorder = (): void => screenRecorder.actions.stop();
export const startCamera = (): Promise<void> => camera.actions.start();
export const stopCamera = (): void => camera.actions.stop();
