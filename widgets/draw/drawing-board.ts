// The drawing board over signature_pad (a small, well-kept canvas library): pen colour and width, undo, clear, and a
// canvas sized to its box at the screen's pixel density, redrawn (not lost) when the box changes size.
import SignaturePad from 'signature_pad';
import { DRAWING_TYPE } from './save-drawing.ts';

/** Painted under the strokes, so the PNG reads the same on a dark page. */
const PAPER = 'rgb(255, 255, 255)';

export interface DrawingBoard {
  /** Changes with every stroke, undo and clear: the saver's version. */
  readonly version: () => number;
  readonly isEmpty: () => boolean;
  setPen(colour: string, width: number): void;
  undo(): void;
  clear(): void;
  png(): Promise<Blob>;
  dispose(): void;
}

export function createDrawingBoard(canvas: HTMLCanvasElement, onChange: () => void): DrawingBoard {
  const pad = new SignaturePad(canvas, { backgroundColor: PAPER, penColor: '#1f2937', minWidth: 1, maxWidth: 3 });
  let version = 0;
  const changed = () => {
    version += 1;
    onChange();
  };
  pad.addEventListener('endStroke', changed);

  const fit = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const width = Math.round(canvas.offsetWidth * ratio);
    const height = Math.round(canvas.offsetHeight * ratio);
    if (width === 0 || height === 0 || (canvas.width === width && canvas.height === height)) return;
    const strokes = pad.toData();
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    pad.fromData(strokes);
  };
  const resized = new ResizeObserver(fit);
  resized.observe(canvas);
  fit();

  return {
    version: () => version,
    isEmpty: () => pad.isEmpty(),
    setPen(colour, width) {
      pad.penColor = colour;
      pad.minWidth = width / 3;
      pad.maxWidth = width;
    },
    undo() {
      const strokes = pad.toData();
      if (strokes.length === 0) return;
      strokes.pop();
      pad.fromData(strokes);
      changed();
    },
    clear() {
      pad.clear();
      changed();
    },
    png: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be turned into an image.'))),
          DRAWING_TYPE,
        ),
      ),
    dispose() {
      resized.disconnect();
      pad.removeEventListener('endStroke', changed);
      pad.off();
    },
  };
}
