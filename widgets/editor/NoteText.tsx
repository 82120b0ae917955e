import DOMPurify from 'dompurify';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { notes } from '../../src/kit/notes.ts';
import {
  JSON_PREVIEW_LENGTH,
  NODE_LINK_ATTRIBUTE,
  parseNoteMarkup,
  TASK_ATTRIBUTE,
} from '../../src/notes/note-markup.ts';
import type { CodeRun } from '../../src/notes/run-code.ts';

// One sanitiser of the kit's own (not the page's global one): a link in a note opens in a new tab and gives the
// page it opens no hold on this one.
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Ticks (or unticks) the note's task number `index`, from 0. */
export type OnTask = (index: number, done: boolean) => void;

interface NoteTextProps {
  text: string;
  onExplore: (label: string) => void;
  /** Given, the tasks' checkboxes can be ticked; otherwise they only show. */
  onTask?: OnTask | undefined;
}

/**
 * A note's text in the note markup (spec 1 §2), rendered safely: marked's HTML (raw HTML in the note is already text)
 * through DOMPurify, so no script and no event handler from a note ever runs. A node link explores its node; a task's
 * checkbox ticks it.
 */
export function NoteText({ text, onExplore, onTask }: NoteTextProps) {
  const tickable = onTask !== undefined;
  const blocks = useMemo(() => parseNoteMarkup(text, { tickable }), [text, tickable]);
  return (
    <div className="note-text" part="note-text">
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        switch (block.kind) {
          case 'html':
            return <HtmlBlock key={key} html={block.html} onExplore={onExplore} onTask={onTask} />;
          case 'code':
            return <CodeBlock key={key} lang={block.lang} code={block.code} />;
          case 'json':
            return <JsonBlock key={key} json={block.json} />;
        }
      })}
    </div>
  );
}

function HtmlBlock({ html, onExplore, onTask }: { html: string } & Omit<NoteTextProps, 'text'>) {
  const clean = useMemo(() => purify.sanitize(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    // A click (or Space) has already turned the box: its state is the task's new one.
    if (target instanceof HTMLInputElement && target.hasAttribute(TASK_ATTRIBUTE)) {
      onTask?.(Number(target.getAttribute(TASK_ATTRIBUTE)), target.checked);
      return;
    }
    const label = target?.closest(`[${NODE_LINK_ATTRIBUTE}]`)?.getAttribute(NODE_LINK_ATTRIBUTE);
    if (label) onExplore(label);
  };
  // The node links are buttons, so Enter and Space on one click it too: the keyboard needs no handler of its own.
  return <div className="note-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function CodeBlock({ lang, code }: { lang: string; code: string }) {
  const t = useT();
  const [run, setRun] = useState<CodeRun | 'running' | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setRun('running');
    try {
      const result = await notes.actions.runCode({ lang, code }, own.signal);
      if (!own.signal.aborted) setRun(result);
    } catch (error) {
      if (!own.signal.aborted) setRun({ status: 'failed', message: error instanceof Error ? error.message : '' });
    }
  };

  return (
    <figure className="code" part="code">
      <figcaption>{lang ? t('editor.codeIn', { lang }) : t('editor.code')}</figcaption>
      <pre>
        <code>{code}</code>
      </pre>
      {lang && (
        <button
          type="button"
          className="secondary"
          part="run"
          disabled={run === 'running'}
          aria-busy={run === 'running'}
          onClick={() => void start()}
        >
          {run === 'running' ? t('editor.running') : t('editor.run')}
        </button>
      )}
      <div className="run-result" part="run-result" role="status">
        {run !== null && run !== 'running' && <RunResult run={run} />}
      </div>
    </figure>
  );
}

function RunResult({ run }: { run: CodeRun }) {
  const t = useT();
  switch (run.status) {
    case 'ran':
      return (
        <>
          <p>{t('editor.compiled')}</p>
          <pre className="output" part="output">
            {run.output}
          </pre>
        </>
      );
    case 'compileError':
      return (
        <p className="action-error">
          {t('editor.compileError')} {run.message}
        </p>
      );
    case 'refused':
      return <p className="action-error">{run.message}</p>;
    case 'unavailable':
      return <p>{t('editor.runUnavailable')}</p>;
    case 'failed':
      return <p className="action-error">{t('editor.runFailed', { message: run.message })}</p>;
  }
}

function JsonBlock({ json }: { json: string }) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = json.length > JSON_PREVIEW_LENGTH;
  return (
    <figure className="json" part="json">
      <figcaption>{t('editor.json')}</figcaption>
      <pre id={id}>{expanded || !long ? json : `${json.slice(0, JSON_PREVIEW_LENGTH)}…`}</pre>
      {long && (
        <button
          type="button"
          className="lookup-link"
          part="show-more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('editor.showLess') : t('editor.showMore')}
        </button>
      )}
    </figure>
  );
}
