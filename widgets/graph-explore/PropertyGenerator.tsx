import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../src/api/errors.ts';
import { MAX_GENERATED_QUESTIONS } from '../../src/contract/endpoints/eddie.ts';
import { DEFAULT_NUMBER_OF_QUESTIONS } from '../../src/contract/graph.ts';
import type { PropertyGenerator } from '../../src/graph/property-generator.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * The AI property generator of one node (the function_call mode): prompt, value, variable and the number of questions
 * (3 by default); what it generates is added to the node's properties. A second run while one is active is refused.
 */
export function PropertyGeneratorDialog(props: {
  generator: PropertyGenerator;
  nodeId: string;
  label: string;
  close: () => void;
}) {
  const { generator, nodeId, label, close } = props;
  const t = useT();
  const state = useValue(generator.state);
  const [prompt, setPrompt] = useState('');
  const [value, setValue] = useState('');
  const [variable, setVariable] = useState('');
  const [count, setCount] = useState(DEFAULT_NUMBER_OF_QUESTIONS);
  const [refused, setRefused] = useState(false);
  const ids = { title: useId(), prompt: useId(), value: useId(), variable: useId(), count: useId() };
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const mine = state.status !== 'idle' && state.nodeId === nodeId;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const generate = async () => {
    const settings = { label, prompt: prompt.trim(), value, variable: variable.trim(), numberOfQuestions: count };
    setRefused((await generator.generate(nodeId, settings)) === 'refused');
  };
  const outcome = refused
    ? t('graph-explore.generator.busy')
    : !mine
      ? ''
      : state.status === 'running'
        ? t('graph-explore.generator.running', { label })
        : state.status === 'done'
          ? state.added.length === 0
            ? t('graph-explore.generator.none')
            : t('graph-explore.generator.added', { names: state.added.join(', ') })
          : state.status === 'nodeGone'
            ? t('graph-explore.generator.nodeGone')
            : state.status === 'failed'
              ? // The server rejects output that is not JSON with a 502 (spec 2 §8), as it does a model that is down.
                state.error instanceof ApiError && state.error.status === 502
                ? t('graph-explore.generator.rejected')
                : state.error.message
              : '';
  return (
    <form
      className="graph-dialog property-generator"
      role="dialog"
      aria-modal="true"
      aria-labelledby={ids.title}
      part="dialog"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void generate();
      }}
    >
      <h3 id={ids.title}>{t('graph-explore.generator.title', { label })}</h3>
      <label htmlFor={ids.prompt}>{t('graph-explore.generator.prompt')}</label>
      <textarea
        id={ids.prompt}
        ref={first}
        rows={2}
        maxLength={4000}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <label htmlFor={ids.value}>{t('graph-explore.generator.value')}</label>
      <input id={ids.value} value={value} maxLength={4000} onChange={(event) => setValue(event.target.value)} />
      <label htmlFor={ids.variable}>{t('graph-explore.generator.variable')}</label>
      <input id={ids.variable} value={variable} maxLength={200} onChange={(event) => setVariable(event.target.value)} />
      <label htmlFor={ids.count}>{t('graph-explore.generator.questions')}</label>
      <input
        id={ids.count}
        type="number"
        min={1}
        max={MAX_GENERATED_QUESTIONS}
        value={count}
        onChange={(event) =>
          setCount(Math.min(MAX_GENERATED_QUESTIONS, Math.max(1, Math.round(Number(event.target.value) || 1))))
        }
      />
      <p
        className="generator-outcome"
        part="generator-status"
        role={mine && state.status === 'failed' ? 'alert' : 'status'}
      >
        {outcome}
      </p>
      <div className="graph-dialog-buttons">
        <button type="button" onClick={close}>
          {t('graph-explore.generator.close')}
        </button>
        <button type="submit" aria-disabled={state.status === 'running'}>
          {t('graph-explore.generator.generate')}
        </button>
      </div>
    </form>
  );
}
