import { effect } from '@preact/signals-core';
import type { ModelViewerElement } from '@google/model-viewer';
import { useEffect, useRef, useState } from 'react';
import { checkModelAddress, orbitText } from '../../src/ar/stage.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { arStage } from '../../src/kit/ar.ts';
import { useValue } from '../../src/react/use-value.ts';
import { loadModelViewer } from './model-viewer.ts';

export const arViewerAttributes = {
  /** A glTF or GLB file to show when the widget appears. */
  src: attribute.text(),
};

type ViewerState = 'loading' | 'ready' | 'failed' | 'unavailable';

const RADIANS = 180 / Math.PI;

/**
 * Makes the <model-viewer> element: turned with a mouse, a finger or the arrow keys, placed in the room where the
 * device can (WebXR, Scene Viewer, Quick Look), with no interaction prompt over the model (the controls say how).
 */
function createViewer(): ModelViewerElement {
  const viewer = document.createElement('model-viewer');
  viewer.setAttribute('camera-controls', '');
  viewer.setAttribute('ar', '');
  viewer.setAttribute('ar-modes', 'webxr scene-viewer quick-look');
  viewer.setAttribute('interaction-prompt', 'none');
  viewer.setAttribute('shadow-intensity', '1');
  // The widget may sit in a background tab: the model is ready when the learner comes to it.
  viewer.setAttribute('loading', 'eager');
  viewer.setAttribute('part', 'model');
  return viewer;
}

/**
 * AR Viewer: the model the AR stage shows (src/ar/stage.ts), drawn by model-viewer. The AR Controls beside it, or
 * the `src` attribute, choose the model; the controls, the mouse, touch and the arrow keys turn and zoom it.
 */
export function ArViewer({ src }: WidgetProps<typeof arViewerAttributes>) {
  const t = useT();
  const model = useValue(arStage.signals.model);
  const host = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<ModelViewerElement | null>(null);
  const [state, setState] = useState<ViewerState>('loading');
  const badSrc = src !== '' && !checkModelAddress(src, document.baseURI).ok;

  useEffect(() => arStage.actions.attachViewer(), []);

  useEffect(() => {
    const checked = checkModelAddress(src, document.baseURI);
    if (src && checked.ok) arStage.actions.show({ src: checked.src, name: checked.name });
  }, [src]);

  // The library loads with the first model, not with the widget.
  const wanted = model !== null;
  useEffect(() => {
    if (!wanted || viewer) return undefined;
    let current = true;
    loadModelViewer().then(
      () => {
        if (!current || !host.current) return;
        const element = createViewer();
        host.current.append(element);
        setViewer(element);
      },
      () => current && setState('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [wanted, viewer]);

  useEffect(() => {
    if (!viewer) return undefined;
    const onLoad = () => {
      setState('ready');
      arStage.actions.reportAr(viewer.canActivateAR);
    };
    const onError = () => setState('failed');
    const onCameraChange = (event: Event) => {
      if ((event as CustomEvent<{ source: string }>).detail.source !== 'user-interaction') return;
      const { theta, phi } = viewer.getCameraOrbit();
      arStage.actions.follow({ ...arStage.signals.orbit.peek(), theta: theta * RADIANS, phi: phi * RADIANS });
    };
    viewer.addEventListener('load', onLoad);
    viewer.addEventListener('error', onError);
    viewer.addEventListener('camera-change', onCameraChange);
    let shownSrc: string | null = null;
    const stopModel = effect(() => {
      const shown = arStage.signals.model.value;
      if (!shown || shown.src === shownSrc) return;
      shownSrc = shown.src;
      setState('loading');
      viewer.src = shown.src;
    });
    const stopView = effect(() => {
      viewer.autoRotate = arStage.signals.autoRotate.value;
      viewer.exposure = arStage.signals.exposure.value;
      viewer.cameraOrbit = orbitText(arStage.signals.orbit.value);
    });
    let lastRequest = arStage.signals.arRequest.peek();
    const stopAr = effect(() => {
      const request = arStage.signals.arRequest.value;
      // Called within the learner's click on the controls, as browsers require for entering AR.
      if (request !== lastRequest && viewer.canActivateAR) void viewer.activateAR();
      lastRequest = request;
    });
    return () => {
      stopModel();
      stopView();
      stopAr();
      viewer.removeEventListener('load', onLoad);
      viewer.removeEventListener('error', onError);
      viewer.removeEventListener('camera-change', onCameraChange);
      viewer.remove();
    };
  }, [viewer]);

  useEffect(() => {
    if (viewer && model) viewer.setAttribute('alt', t('ar-viewer.modelLabel', { name: model.name }));
  }, [viewer, model, t]);

  return (
    <section className="ar-viewer">
      {badSrc && (
        <p className="tj-message lookup-error" part="error" role="alert">
          {t('ar-viewer.badSrc', { src })}
        </p>
      )}
      {!model && !badSrc && (
        <p className="tj-message lookup-idle" part="idle">
          {t('ar-viewer.idle')}
        </p>
      )}
      {model && state === 'loading' && (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('ar-viewer.loading', { name: model.name })}</p>
        </div>
      )}
      {model && state === 'failed' && (
        <p className="tj-message lookup-error" part="error" role="alert">
          {t('ar-viewer.failed', { name: model.name })}
        </p>
      )}
      {state === 'unavailable' && (
        <p className="tj-message lookup-error" part="error" role="alert">
          {t('ar-viewer.unavailable')}
        </p>
      )}
      <div
        ref={host}
        className="ar-stage"
        part="stage"
        hidden={!model || state === 'failed' || state === 'unavailable'}
      />
      {model && state === 'ready' && (
        <p className="ar-caption" role="status">
          {t('ar-viewer.showing', { name: model.name })}
        </p>
      )}
    </section>
  );
}
