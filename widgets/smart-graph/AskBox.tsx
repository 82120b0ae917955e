import { useEffect, useId, useState, type ReactNode } from 'react';
import type { LatestAnswer } from '../../src/api/latest-answer.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';

export interface AskBoxProps<T> {
  readonly part: 'memory' | 'rail';
  readonly asking: LatestAnswer<string, T>;
  /** The box's words: its title, what it does, its field's label, its button, that it works, and what failed. */
  readonly messages: {
    readonly title: MessageKey;
    readonly hint: MessageKey;
    readonly label: MessageKey;
    readonly submit: MessageKey;
    readonly working: MessageKey;
    readonly failed: MessageKey;
  };
  /** A text of several lines (the rail's) rather than a question of one. */
  readonly multiline?: boolean;
  readonly maxLength: number;
  /** What an answer shows. */
  readonly children: (answer: T, asked: string) => ReactNode;
}

/**
 * A disclosure box beside the conversation (the graph's memory, the rail): closed until the learner opens it (Enter or
 * Space on its title), a field and its button, then what is being done, what failed, or the answer.
 */
export function AskBox<T>({ part, asking, messages, multiline = false, maxLength, children }: AskBoxProps<T>) {
  const t = useT();
  const id = useId();
  const state = useValue(asking.state);
  const [text, setText] = useState('');
  useEffect(() => () => asking.cancel(), [asking]);
  const field = {
    id,
    value: text,
    maxLength,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  return (
    <details className="smart-box" part={part}>
      <summary>{t(messages.title)}</summary>
      <p className="hint">{t(messages.hint)}</p>
      <form
        className="box-form"
        onSubmit={(event) => {
          event.preventDefault();
          void asking.ask(text);
        }}
      >
        <label htmlFor={id}>{t(messages.label)}</label>
        {multiline ? <textarea rows={4} {...field} /> : <input type="search" {...field} />}
        <button type="submit" className="lookup-button" disabled={text.trim() === '' || state.status === 'loading'}>
          {t(messages.submit)}
        </button>
      </form>
      {state.status === 'loading' && (
        <p className="hint" role="status">
          {t(messages.working)}
        </p>
      )}
      {state.status === 'error' && (
        <p className="tj-message" part="error" role="alert">
          {t(messages.failed, { message: state.error.message })}
        </p>
      )}
      {state.status === 'ready' && children(state.answer, state.asked)}
    </details>
  );
}
