import { useEffect, useId, useMemo, useState } from 'react';
import { MAX_EDDIE_PROMPT_LENGTH } from '../../src/contract/eddie.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createMemoryQuestions } from '../../src/smart-graph/memory-and-rail.ts';

/**
 * "Ask the graph's memory": the passages of the graph's vector store (one per node: its description, properties and
 * edges) that answer a question, best first, quoted as they are. A passage's node label searches it on the page.
 */
export function MemoryQuestion({ memoryId, onSearch }: { memoryId: string; onSearch: (word: string) => void }) {
  const t = useT();
  const id = useId();
  const memory = useMemo(() => createMemoryQuestions(kitApi, memoryId), [memoryId]);
  const state = useValue(memory.state);
  const [question, setQuestion] = useState('');
  useEffect(() => () => memory.cancel(), [memory]);
  return (
    <details className="smart-box" part="memory">
      <summary>{t('smart-graph.memory')}</summary>
      <p className="hint">{t('smart-graph.memoryHint')}</p>
      <form
        className="box-form"
        onSubmit={(event) => {
          event.preventDefault();
          void memory.ask(question);
        }}
      >
        <label htmlFor={id}>{t('smart-graph.memoryLabel')}</label>
        <input
          id={id}
          type="search"
          value={question}
          maxLength={MAX_EDDIE_PROMPT_LENGTH}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className="lookup-button" disabled={question.trim() === '' || state.status === 'loading'}>
          {t('smart-graph.memoryAsk')}
        </button>
      </form>
      {state.status === 'loading' && (
        <p className="hint" role="status">
          {t('smart-graph.memorySearching')}
        </p>
      )}
      {state.status === 'error' && (
        <p className="tj-message" part="error" role="alert">
          {t('smart-graph.memoryFailed', { message: state.error.message })}
        </p>
      )}
      {state.status === 'ready' &&
        (state.answer.length === 0 ? (
          <p className="tj-message" role="status">
            {t('smart-graph.memoryNone', { question: state.asked })}
          </p>
        ) : (
          <>
            <p className="tj-visually-hidden" role="status">
              {t('smart-graph.memoryFound', { count: state.answer.length })}
            </p>
            <ol
              className="passages"
              part="passages"
              aria-label={t('smart-graph.memoryFoundFor', { question: state.asked })}
            >
              {state.answer.map((passage) => (
                <li key={passage.nodeId}>
                  <button type="button" className="lookup-link" onClick={() => onSearch(passage.label)}>
                    {passage.label}
                  </button>
                  <p>{passage.text}</p>
                </li>
              ))}
            </ol>
          </>
        ))}
    </details>
  );
}
