// The Code Editor's CodeMirror 6 view, loaded only when a Code Editor is shown (CodeEditor.tsx imports this module
// dynamically), so CodeMirror is its own chunk and no other widget's bundle carries it. Tab is left to the page
// (CodeMirror's indentWithTab is not bound), so the keyboard can always leave the editor; Ctrl/Cmd+Enter runs.
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { Compartment, Prec } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import type { CodeLanguage } from './code-languages.ts';

const languageSupport = { javascript, python } satisfies Record<CodeLanguage, () => unknown>;

export interface CodeViewOptions {
  readonly parent: HTMLElement;
  readonly doc: string;
  readonly language: CodeLanguage;
  /** The editor's accessible name and its placeholder, in the learner's language. */
  readonly label: string;
  readonly placeholder: string;
  readonly onChange: (code: string) => void;
  readonly onRun: () => void;
}

export interface CodeView {
  setLanguage(language: CodeLanguage, label: string, placeholderText: string): void;
  focus(): void;
  destroy(): void;
}

// Colours from the kit's tokens, so the editor follows the page's theme.
const kitTheme = EditorView.theme({
  '&': { color: 'var(--tj-text)', backgroundColor: 'var(--tj-surface)', fontSize: '0.95em' },
  '&.cm-focused': { outline: '2px solid var(--tj-accent)', outlineOffset: '1px' },
  '.cm-content': { caretColor: 'var(--tj-text)', minHeight: '8em' },
  '.cm-gutters': { backgroundColor: 'var(--tj-surface-alt)', color: 'var(--tj-muted)', border: 'none' },
  '.cm-scroller': { fontFamily: "ui-monospace, 'Cascadia Mono', Menlo, Consolas, monospace" },
});

export function createCodeView(options: CodeViewOptions): CodeView {
  const language = new Compartment();
  const described = new Compartment();
  const describe = (label: string, placeholderText: string) => [
    EditorView.contentAttributes.of({ 'aria-label': label }),
    placeholder(placeholderText),
  ];
  const view = new EditorView({
    parent: options.parent,
    doc: options.doc,
    extensions: [
      basicSetup,
      kitTheme,
      language.of(languageSupport[options.language]()),
      described.of(describe(options.label, options.placeholder)),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              options.onRun();
              return true;
            },
          },
        ]),
      ),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  return {
    setLanguage(next, label, placeholderText) {
      view.dispatch({
        effects: [
          language.reconfigure(languageSupport[next]()),
          described.reconfigure(describe(label, placeholderText)),
        ],
      });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
