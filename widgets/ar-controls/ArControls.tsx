import { useId, useState, type FormEvent } from 'react';
import { checkModelAddress, EXPOSURE_RANGE, TURN_STEP_DEGREES, ZOOM_STEP } from '../../src/ar/stage.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { arStage } from '../../src/kit/ar.ts';
import { useValue } from '../../src/react/use-value.ts';

export const arControlsAttributes = {};

const { actions, signals } = arStage;

/** The buttons that move the camera, each a press of one step. */
const MOVES: readonly { readonly key: MessageKey; readonly move: () => void }[] = [
  { key: 'ar-controls.turnLeft', move: () => actions.turn(-TURN_STEP_DEGREES) },
  { key: 'ar-controls.turnRight', move: () => actions.turn(TURN_STEP_DEGREES) },
  { key: 'ar-controls.tiltUp', move: () => actions.turn(0, -TURN_STEP_DEGREES) },
  { key: 'ar-controls.tiltDown', move: () => actions.turn(0, TURN_STEP_DEGREES) },
  { key: 'ar-controls.zoomIn', move: () => actions.zoom(ZOOM_STEP) },
  { key: 'ar-controls.zoomOut', move: () => actions.zoom(1 / ZOOM_STEP) },
  { key: 'ar-controls.reset', move: () => actions.resetView() },
];

/**
 * AR Controls: choose the model the AR Viewer shows (an address, or a file on this device) and move it: turn, tilt,
 * zoom, reset, turn by itself, brightness, and placing it in the room where the device can.
 */
export function ArControls(_props: WidgetProps<typeof arControlsAttributes>) {
  const t = useT();
  const ids = useId();
  const model = useValue(signals.model);
  const hasViewer = useValue(signals.hasViewer);
  const autoRotate = useValue(signals.autoRotate);
  const exposure = useValue(signals.exposure);
  const arAvailable = useValue(signals.arAvailable);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState(false);

  function showAddress(event: FormEvent) {
    event.preventDefault();
    const checked = checkModelAddress(address, document.baseURI);
    setProblem(!checked.ok);
    if (checked.ok) actions.show({ src: checked.src, name: checked.name });
  }

  function showFile(file: File | undefined) {
    if (!file) return;
    const checked = checkModelAddress(URL.createObjectURL(file), document.baseURI, file.name);
    setProblem(!checked.ok);
    if (checked.ok) actions.show({ src: checked.src, name: checked.name });
  }

  return (
    <section className="ar-controls">
      {!hasViewer && (
        <p className="tj-message lookup-idle" part="no-viewer" role="status">
          {t('ar-controls.noViewer')}
        </p>
      )}
      <form className="ar-source" part="form" onSubmit={showAddress}>
        <label htmlFor={`${ids}-address`} part="label">
          {t('ar-controls.address')}
        </label>
        <div className="provider-row">
          <input
            id={`${ids}-address`}
            part="input"
            type="url"
            inputMode="url"
            value={address}
            placeholder="https://…/model.glb"
            aria-invalid={problem}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          <button type="submit" className="provider-action" part="submit">
            {t('ar-controls.show')}
          </button>
        </div>
        <label className="ar-file" part="file">
          {t('ar-controls.file')}
          <input
            type="file"
            accept=".glb,.gltf,model/gltf-binary,model/gltf+json"
            onChange={(event) => showFile(event.target.files?.[0])}
          />
        </label>
        {problem && (
          <p id={`${ids}-problem`} className="ar-problem" part="problem" role="alert">
            {t('ar-controls.badAddress')}
          </p>
        )}
      </form>
      {model ? (
        <p className="ar-current" part="current">
          {t('ar-controls.current', { name: model.name })}
        </p>
      ) : (
        <p className="ar-current" part="current">
          {t('ar-controls.noModel')}
        </p>
      )}
      <fieldset className="ar-moves" part="moves" disabled={!model}>
        <legend>{t('ar-controls.moves')}</legend>
        {MOVES.map(({ key, move }) => (
          <button key={key} type="button" className="provider-action" part="move" onClick={move}>
            {t(key)}
          </button>
        ))}
        <label className="ar-toggle" part="auto-rotate">
          <input
            type="checkbox"
            checked={autoRotate}
            onChange={(event) => actions.setAutoRotate(event.target.checked)}
          />
          {t('ar-controls.autoRotate')}
        </label>
        <label className="ar-exposure" part="exposure">
          {t('ar-controls.exposure')}
          <input
            type="range"
            min={EXPOSURE_RANGE.min}
            max={EXPOSURE_RANGE.max}
            step={0.05}
            value={exposure}
            onChange={(event) => actions.setExposure(event.target.valueAsNumber)}
          />
        </label>
        <button
          type="button"
          className="provider-action"
          part="enter-ar"
          disabled={!arAvailable}
          aria-describedby={arAvailable ? undefined : `${ids}-no-ar`}
          onClick={actions.requestAr}
        >
          {t('ar-controls.enterAr')}
        </button>
        {!arAvailable && (
          <p id={`${ids}-no-ar`} className="ar-note" part="no-ar">
            {t('ar-controls.noAr')}
          </p>
        )}
      </fieldset>
    </section>
  );
}
