// The AR stage: what the AR Viewer shows and how its controls move it (spec 1 §2 "alternative AR viewer and its
// controls"). Framework-free named signals; the viewer (widgets/ar-viewer) draws them with model-viewer, the controls
// (widgets/ar-controls) and the viewer's `src` attribute change them, so any number of each on a page agree.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';

/** A model to show: where its glTF or GLB file is and what to call it. */
export interface ArModel {
  readonly src: string;
  readonly name: string;
}

/** Where the camera looks from: degrees around, degrees down from the top, distance in % of the framing distance. */
export interface ArOrbit {
  readonly theta: number;
  readonly phi: number;
  readonly radius: number;
}

/** model-viewer's own starting view ("0deg 75deg 105%"). */
export const DEFAULT_ORBIT: ArOrbit = { theta: 0, phi: 75, radius: 105 };
/** One press of a turn or tilt control. */
export const TURN_STEP_DEGREES = 15;
/** One press of zoom in or out multiplies the distance by this (or its inverse). */
export const ZOOM_STEP = 1.25;
/** How close and how far zoom goes, in % of the framing distance. */
export const RADIUS_RANGE = { min: 20, max: 400 } as const;
/** The camera stays off the poles, where turning would spin in place. */
const PHI_RANGE = { min: 5, max: 175 } as const;
/** Brightness (model-viewer's exposure): 1 is as lit. */
export const EXPOSURE_RANGE = { min: 0.25, max: 2 } as const;

export type ModelAddressCheck = { ok: true; src: string; name: string } | { ok: false };

/**
 * A model address the viewer may load: an http(s) address, a path on this site, or a file the learner picked on this
 * device (blob:), whose file name ends in .glb or .gltf. Its name is the file's name without the extension.
 */
export function checkModelAddress(raw: string, base: string, fileName?: string): ModelAddressCheck {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return { ok: false };
  }
  if (!['http:', 'https:', 'blob:'].includes(url.protocol)) return { ok: false };
  const file = fileName ?? decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const match = /^(.+)\.(glb|gltf)$/i.exec(file);
  if (!match?.[1]) return { ok: false };
  return { ok: true, src: url.href, name: match[1] };
}

const clamp = (value: number, range: { readonly min: number; readonly max: number }) =>
  Math.min(range.max, Math.max(range.min, value));

export function createArStage() {
  const model = signal<ArModel | null>(null, { name: 'ar.model' });
  const autoRotate = signal(false, { name: 'ar.autoRotate' });
  const exposure = signal(1, { name: 'ar.exposure' });
  const orbit = signal<ArOrbit>(DEFAULT_ORBIT, { name: 'ar.orbit' });
  const viewers = signal(0, { name: 'ar.viewers' });
  /** A viewer on the page can place the model in the room (WebXR, Scene Viewer or Quick Look). */
  const arAvailable = signal(false, { name: 'ar.available' });
  /** Each request to enter AR: the viewer answers the new ticket (within the learner's click). */
  const arRequest = signal(0, { name: 'ar.request' });

  const signals = {
    model: model as ReadonlySignal<ArModel | null>,
    autoRotate: autoRotate as ReadonlySignal<boolean>,
    exposure: exposure as ReadonlySignal<number>,
    orbit: orbit as ReadonlySignal<ArOrbit>,
    arAvailable: arAvailable as ReadonlySignal<boolean>,
    arRequest: arRequest as ReadonlySignal<number>,
    hasViewer: computed(() => viewers.value > 0),
  };

  const actions = {
    /** Shows a model and starts from the default view. */
    show(next: ArModel) {
      batch(() => {
        model.value = next;
        orbit.value = DEFAULT_ORBIT;
      });
    },
    setAutoRotate(on: boolean) {
      autoRotate.value = on;
    },
    setExposure(value: number) {
      if (Number.isFinite(value)) exposure.value = clamp(value, EXPOSURE_RANGE);
    },
    /** Turns around the model (positive: to the right) and tilts it (positive: look from higher up). */
    turn(degreesAround: number, degreesDown = 0) {
      const { theta, phi, radius } = orbit.value;
      orbit.value = { theta: (theta + degreesAround) % 360, phi: clamp(phi - degreesDown, PHI_RANGE), radius };
    },
    /** Zooms in (factor above 1) or out (below 1). */
    zoom(factor: number) {
      const current = orbit.value;
      orbit.value = { ...current, radius: clamp(current.radius / factor, RADIUS_RANGE) };
    },
    /** The view the learner moved the model to, with a mouse or a finger, so controls continue from it. */
    follow(next: ArOrbit) {
      orbit.value = next;
    },
    resetView() {
      orbit.value = DEFAULT_ORBIT;
    },
    requestAr() {
      arRequest.value += 1;
    },
    /** A viewer joins the page; the returned function is its leaving. */
    attachViewer(): () => void {
      viewers.value += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        viewers.value -= 1;
        if (viewers.value === 0) arAvailable.value = false;
      };
    },
    reportAr(can: boolean) {
      arAvailable.value = can;
    },
  };

  return { signals, actions };
}

export type ArStage = ReturnType<typeof createArStage>;

/** model-viewer's camera-orbit text for an orbit. */
export function orbitText({ theta, phi, radius }: ArOrbit): string {
  return `${round(theta)}deg ${round(phi)}deg ${round(radius)}%`;
}

const round = (value: number) => Math.round(value * 100) / 100;
