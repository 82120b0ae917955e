import { useEffect, useId, useRef, useState } from 'react';
import { abilities, allows, gates } from '../../src/abilities/abilities.ts';
import type { Note } from '../../src/contract/notes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { notes } from '../../src/kit/notes.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createDrawingBoard, type DrawingBoard } from './drawing-board.ts';
import { createDrawingSaver } from './save-drawing.ts';

export const drawAttributes = {};

const PENS: readonly { readonly colour: string; readonly name: MessageKey }[] = [
  { colour: '#1f2937', name: 'draw.colour.black' },
  { colour: '#2f6fde', name: 'draw.colour.blue' },
  { colour: '#b42318', name: 'draw.colour.red' },
  { colour: '#15803d', name: 'draw.colour.green' },
  { colour: '#ca8a04', name: 'draw.colour.yellow' },
];
const WIDTHS = { min: 1, max: 12, initial: 3 } as const;

type Saving =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved'; readonly note: Note }
  | { readonly status: 'error'; readonly message: string };

/**
 * Draw: a drawing board (signature_pad) with pen colours, a pen width, undo and clear; the drawing is saved as an
 * image note (its PNG uploaded, then the note made), which the Notes Library and the Editor show. A failed save keeps
 * the drawing on the board. A guest may draw, and is asked to sign in to save.
 */
export function Draw(_props: WidgetProps<typeof drawAttributes>) {
  const t = useT();
  const id = useId();
  const user = useValue(session.signals.user);
  const ability = useValue(abilities);
  const canvas = useRef<HTMLCanvasElement>(null);
  const board = useRef<DrawingBoard | null>(null);
  const [saver] = useState(() => createDrawingSaver(notes.actions));
  const [empty, setEmpty] = useState(true);
  const [pen, setPen] = useState<{ colour: string; width: number }>({
    colour: PENS[0]?.colour ?? '#000',
    width: WIDTHS.initial,
  });
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });

  useEffect(() => {
    if (!canvas.current) return undefined;
    const made = createDrawingBoard(canvas.current, () => {
      setEmpty(made.isEmpty());
      setSaving((now) => (now.status === 'saving' ? now : { status: 'idle' }));
    });
    board.current = made;
    return () => {
      made.dispose();
      board.current = null;
    };
  }, []);
  useEffect(() => board.current?.setPen(pen.colour, pen.width), [pen]);

  const signedIn = user.username !== '';
  const mayUpload = allows(ability, gates.uploadImage);
  const save = async () => {
    const drawing = board.current;
    if (!drawing || drawing.isEmpty() || saving.status === 'saving') return;
    setSaving({ status: 'saving' });
    try {
      const note = await saver.save({
        version: drawing.version(),
        png: drawing.png,
        title: title.trim() || t('draw.untitled'),
        at: new Date(),
      });
      setSaving({ status: 'saved', note });
    } catch (error) {
      setSaving({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section className="draw">
      <div className="tools" part="tools" role="toolbar" aria-label={t('draw.tools')}>
        <fieldset className="pens" part="pens">
          <legend>{t('draw.colour')}</legend>
          {PENS.map(({ colour, name }) => (
            <button
              key={colour}
              type="button"
              className="pen"
              part="pen"
              style={{ background: colour }}
              aria-label={t(name)}
              aria-pressed={pen.colour === colour}
              onClick={() => setPen((now) => ({ ...now, colour }))}
            />
          ))}
        </fieldset>
        <label className="width" part="width">
          {t('draw.width')}
          <input
            type="range"
            min={WIDTHS.min}
            max={WIDTHS.max}
            value={pen.width}
            onChange={(event) => setPen((now) => ({ ...now, width: Number(event.target.value) }))}
          />
        </label>
        <button
          type="button"
          className="lookup-button"
          part="undo"
          disabled={empty}
          onClick={() => board.current?.undo()}
        >
          {t('draw.undo')}
        </button>
        <button
          type="button"
          className="lookup-button"
          part="clear"
          disabled={empty}
          onClick={() => board.current?.clear()}
        >
          {t('draw.clear')}
        </button>
      </div>
      <div className="board">
        <canvas ref={canvas} className="canvas" part="canvas" role="img" aria-label={t('draw.canvas')} />
        {empty && (
          <p className="empty" part="empty" aria-hidden="true">
            {t('draw.empty')}
          </p>
        )}
      </div>
      {!signedIn ? (
        <p className="tj-message" part="sign-in" role="note">
          {t('draw.signIn')}
        </p>
      ) : !mayUpload ? (
        <p className="tj-message" role="note">
          {t('draw.notAllowed')}
        </p>
      ) : (
        <form
          className="save"
          part="form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={`${id}-title`} part="label">
            {t('draw.noteTitle')}
          </label>
          <div className="row">
            <input
              id={`${id}-title`}
              part="title"
              type="text"
              value={title}
              maxLength={200}
              placeholder={t('draw.untitled')}
              onChange={(event) => setTitle(event.target.value)}
            />
            <button
              type="submit"
              className="lookup-button"
              part="save"
              disabled={empty || saving.status === 'saving'}
              aria-busy={saving.status === 'saving'}
            >
              {saving.status === 'saving' && <span className="lookup-spinner" aria-hidden="true" />}
              {t(saving.status === 'saving' ? 'draw.saving' : 'draw.save')}
            </button>
          </div>
        </form>
      )}
      {saving.status === 'saved' && (
        <p className="tj-message" part="status" role="status">
          {t('draw.saved', { title: saving.note.value.noteTitle ?? '' })}
        </p>
      )}
      {saving.status === 'error' && (
        <p className="tj-message" part="error" role="alert">
          {t('draw.saveFailed', { message: saving.message })}
        </p>
      )}
    </section>
  );
}
