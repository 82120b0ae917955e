import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { camera } from '../../src/kit/media.ts';
import { useValue } from '../../src/react/use-value.ts';
import { onVoiceMediaCommand } from '../../src/voice/media-commands.ts';
import { keptOnScreen, type Offset } from './keep-on-screen.ts';
import { mediaCause } from './media-cause.ts';
import './media.css';

const { signals, actions } = camera;

/** A drag shorter than this is a click (which zooms), not a move. */
const DRAG_THRESHOLD_PX = 4;
/** How far one arrow key moves the overlay. */
const KEY_STEP_PX = 24;

/** The dock's camera button (spec 1 §4 "Camera on/off"). */
export function CameraButton() {
  const t = useT();
  const status = useValue(signals.state).status;
  const on = status === 'on' || status === 'starting';
  return (
    <button
      type="button"
      className="tj-button tj-bottom-dock-button"
      aria-pressed={on}
      onClick={() => void actions.toggle()}
    >
      {t(on ? 'host.camera.stop' : 'host.camera.start')}
    </button>
  );
}

/** The camera's picture, playing its stream. */
function CameraVideo({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className="tj-camera-video" autoPlay muted playsInline />;
}

/**
 * Spec 1 §2 "Main layout": the draggable camera overlay, 44% of the page wide and high; a double click enlarges it by
 * 1.5 and a second resets it, three clicks shrink it by 1/1.5 (the camera core counts the clicks). Arrow keys move it
 * too; Escape or the close button turns the camera off. A failure says 'Browser doesn't support or there is some
 * errors.' with its cause.
 */
export function CameraOverlay() {
  const t = useT();
  const state = useValue(signals.state);
  const size = useValue(signals.size);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; from: Offset; start: Offset; moved: boolean } | null>(null);
  const moved = useRef(false);
  const overlay = useRef<HTMLDivElement>(null);
  // Voice "start camera" and "stop camera" (spec 2 §9.3).
  useEffect(
    () => onVoiceMediaCommand(document, { startCamera: () => void actions.start(), stopCamera: actions.stop }),
    [],
  );

  if (state.status === 'off') return null;
  if (state.status === 'error') {
    return (
      <div className="tj-media-alert" role="alert" data-testid="camera-alert">
        <p className="tj-media-alert-title">{t('host.camera.failed')}</p>
        <p>{mediaCause(t, state.cause)}</p>
        <div className="tj-media-alert-actions">
          <button type="button" className="tj-button" onClick={actions.stop}>
            {t('host.close')}
          </button>
        </div>
      </div>
    );
  }

  /** Moves the overlay, never off screen: by a drag or the arrow keys, it stops at the screen's edges. */
  const moveTo = (next: Offset) => {
    const box = overlay.current?.getBoundingClientRect();
    setOffset(box ? keptOnScreen(next, offset, box, { width: innerWidth, height: innerHeight }) : next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointer: event.pointerId,
      from: { x: event.clientX, y: event.clientY },
      start: offset,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dx = event.clientX - current.from.x;
    const dy = event.clientY - current.from.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    moveTo({ x: current.start.x + dx, y: current.start.y + dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    moved.current = drag.current.moved;
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Readonly<Record<string, Offset>> = {
      ArrowLeft: { x: -KEY_STEP_PX, y: 0 },
      ArrowRight: { x: KEY_STEP_PX, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP_PX },
      ArrowDown: { x: 0, y: KEY_STEP_PX },
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      moveTo({ x: offset.x + step.x, y: offset.y + step.y });
    } else if (event.key === 'Escape') {
      actions.stop();
    }
  };

  return (
    <div
      ref={overlay}
      className="tj-camera"
      role="group"
      tabIndex={0}
      aria-label={t('host.camera.label')}
      aria-busy={state.status === 'starting'}
      data-testid="camera-overlay"
      style={{ width: `${size}vw`, height: `${size}vh`, transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={() => {
        // The end of a drag is not a click on the picture.
        if (moved.current) moved.current = false;
        else actions.click();
      }}
      onKeyDown={onKeyDown}
    >
      {state.status === 'on' ? (
        <CameraVideo stream={state.stream} />
      ) : (
        <p className="tj-camera-starting">
          <span className="tj-spinner" aria-hidden="true" /> {t('host.camera.starting')}
        </p>
      )}
      <button
        type="button"
        className="tj-icon-button tj-camera-close"
        aria-label={t('host.camera.stop')}
        onClick={(event) => {
          // Not a click on the picture.
          event.stopPropagation();
          actions.stop();
        }}
      >
        ×
      </button>
    </div>
  );
}
