import { useMemo } from 'react';
import { MAX_EDDIE_PROMPT_LENGTH } from '../../src/contract/eddie.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { createMemoryQuestions } from '../../src/smart-graph/memory-and-rail.ts';
import { AskBox } from './AskBox.tsx';

/**
 * "Ask the graph's memory": the passages of the graph's vector store (one per node: its description, properties and
 * edges) that answer a question, best first, quoted as they are. A passage's node label searches it on the page.
 */
export function MemoryQuestion({ memoryId, onSearch }: { memoryId: string; onSearch: (word: string) => void }) {
  const t = useT();
  const memory = useMemo(() => createMemoryQuestions(kitApi, memoryId), [memoryId]);
  return (
    <AskBox
      part="memory"
      asking={memory}
      maxLength={MAX_EDDIE_PROMPT_LENGTH}
      messages={{
        title: 'smart-graph.memory',
        hint: 'smart-graph.memoryHint',
        label: 'smart-graph.memoryLabel',
        submit: 'smart-graph.memoryAsk',
        working: 'smart-graph.memorySearching',
        failed: 'smart-graph.memoryFailed',
      }}
    >
      {(passages, question) =>
        passages.length === 0 ? (
          <p className="tj-message" role="status">
            {t('smart-graph.memoryNone', { question })}
          </p>
        ) : (
          <>
            <p className="tj-visually-hidden" role="status">
              {t('smart-graph.memoryFound', { count: passages.length })}
            </p>
            <ol className="passages" part="passages" aria-label={t('smart-graph.memoryFoundFor', { question })}>
              {passages.map((passage) => (
                <li key={passage.nodeId}>
                  <button type="button" className="lookup-link" onClick={() => onSearch(passage.label)}>
                    {passage.label}
                  </button>
                  <p>{passage.text}</p>
                </li>
              ))}
            </ol>
          </>
        )
      }
    </AskBox>
  );
}
