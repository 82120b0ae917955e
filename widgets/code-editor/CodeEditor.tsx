import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CODE_LANGUAGES } from '../../src/contract/endpoints/compile.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { runCode, type CodeRun } from '../../src/notes/run-code.ts';
import type { CodeView } from './code-mirror.ts';
import { codeLanguages, isCodeLanguage, languageName, type CodeLanguage } from './code-languages.ts';

export const codeEditorAttributes = {
  /** The language the editor starts in; the learner can choose the other. */
  language: attribute.oneOf(CODE_LANGUAGES, 'javascript'),
};

type RunState = { readonly status: 'idle' } | { readonly status: 'compiling' } | CodeRun;

/** What a run came to (spec 2 §8 "Compile non-200"): its output, the compilation error, or why it stopped. */
function RunResult({ run }: { run: CodeRun }) {
  const t = useT();
  switch (run.status) {
    case 'ran':
      return (
        <>
          <p className="success" part="success">
            {t('code-editor.success')}
          </p>
          <h3>{t('code-editor.output')}</h3>
          <pre className="output" part="output">
            {run.output === '' ? t('code-editor.noOutput') : run.output}
          </pre>
        </>
      );
    case 'compileError':
      return (
        <div className="compile-error" part="compile-error" role="alert">
          <p>{t('code-editor.compileError')}</p>
          <pre className="output" part="output">
            {run.message}
          </pre>
        </div>
      );
    case 'refused':
      return (
        <p className="tj-message" part="refused" role="alert">
          {run.message}
        </p>
      );
    case 'unavailable':
      return (
        <p className="tj-message" part="unavailable" role="alert">
          {t('code-editor.unavailable')}
        </p>
      );
    case 'failed':
      return (
        <div className="tj-message" part="error" role="alert">
          <p className="lookup-error-what">{t('code-editor.failed')}</p>
          <p>{run.message}</p>
        </div>
      );
  }
}

/**
 * Code Editor: JavaScript or Python in CodeMirror 6, run on the server (POST /code-compile, the same runner as a
 * note's code block); the output, or "there is some compilation error please check your code", shows below.
 */
export function CodeEditor({ language: initialLanguage }: WidgetProps<typeof codeEditorAttributes>) {
  const t = useT();
  const selectId = useId();
  const hintId = useId();
  const [language, setLanguage] = useState<CodeLanguage>(initialLanguage);
  const [code, setCode] = useState('');
  const [editor, setEditor] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [run, setRun] = useState<RunState>({ status: 'idle' });
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<CodeView | null>(null);
  const running = useRef<AbortController | null>(null);

  const label = t('code-editor.editorLabel', { language: languageName(language) });
  const placeholderText = t('code-editor.placeholder', { language: languageName(language) });

  const start = async () => {
    const current = code.trim();
    // Ctrl+Enter while a run is on its way waits for it, as the Run button does.
    if (current === '' || run.status === 'compiling') return;
    running.current?.abort();
    const own = new AbortController();
    running.current = own;
    setRun({ status: 'compiling' });
    try {
      const result = await runCode(kitApi, { lang: language, code: current }, own.signal);
      if (!own.signal.aborted) setRun(result);
    } catch (error) {
      // A network failure stops compiling and says why (spec 2 §8); an aborted run was replaced or left.
      if (!own.signal.aborted) setRun({ status: 'failed', message: error instanceof Error ? error.message : '' });
    }
  };
  // CodeMirror's keymap outlives renders: it calls whatever run is current.
  const runLatest = useRef(start);
  useLayoutEffect(() => {
    runLatest.current = start;
  });

  // CodeMirror loads with the first Code Editor on the page, as its own chunk.
  useEffect(() => {
    let cancelled = false;
    import('./code-mirror.ts').then(
      ({ createCodeView }) => {
        if (cancelled || !host.current) return;
        view.current = createCodeView({
          parent: host.current,
          doc: '',
          language,
          label,
          placeholder: placeholderText,
          onChange: setCode,
          onRun: () => void runLatest.current(),
        });
        setEditor('ready');
      },
      () => {
        if (!cancelled) setEditor('failed');
      },
    );
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
      running.current?.abort();
    };
    // Made once; the language and the labels follow through setLanguage below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.setLanguage(language, label, placeholderText);
  }, [language, label, placeholderText, editor]);

  const compiling = run.status === 'compiling';
  return (
    <section className="code-editor" aria-busy={compiling}>
      <div className="toolbar" part="toolbar">
        <label htmlFor={selectId}>{t('code-editor.language')}</label>
        <select
          id={selectId}
          part="language"
          value={language}
          onChange={(event) => {
            if (isCodeLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {codeLanguages.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="editor" part="editor" ref={host} />
      {editor === 'loading' && (
        <div className="lookup-loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('code-editor.loadingEditor')}</p>
        </div>
      )}
      {editor === 'failed' && (
        <p className="tj-message" role="alert">
          {t('code-editor.editorFailed')}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="lookup-button"
          part="run"
          disabled={compiling || code.trim() === '' || editor !== 'ready'}
          aria-describedby={hintId}
          onClick={() => void start()}
        >
          {t('code-editor.run')}
        </button>
        <p className="hint" part="hint" id={hintId}>
          {t('code-editor.keys')}
        </p>
      </div>
      <div className="result" part="result" aria-live="polite">
        {run.status === 'idle' && (
          <p className="tj-message" part="idle">
            {t('code-editor.idle')}
          </p>
        )}
        {run.status === 'compiling' && (
          <div className="lookup-loading" part="compiling">
            <span className="lookup-spinner" aria-hidden="true" />
            <p role="status">{t('code-editor.compiling')}</p>
          </div>
        )}
        {run.status !== 'idle' && run.status !== 'compiling' && <RunResult run={run} />}
      </div>
    </section>
  );
}
