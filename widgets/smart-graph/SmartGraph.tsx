import { useEffect, useId, useMemo, useState } from 'react';
import type { ChatTurn } from '../../src/chat/chat.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { SmartMessage } from '../../src/contract/smart-graph.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../src/contract/uploads.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { QuestionForm } from '../../src/elements/QuestionForm.tsx';
import { Turn } from '../../src/elements/Turn.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { shownSavedGraph } from '../../src/kit/brains.ts';
import { searchWord } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createOwnGraphs, createSmartGraph } from '../../src/smart-graph/smart-graph.ts';
import { SmartCharts } from './SmartCharts.tsx';

export const smartGraphAttributes = {};

const IMAGE_TYPES = UPLOAD_TYPES.image;
const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES.image;

/** The thread's earlier messages as Eddie's turns: each question with the answer that followed it. */
function turnsOf(history: readonly SmartMessage[]): ChatTurn[] {
  return history.flatMap((message, index): ChatTurn[] => {
    if (message.role !== 'user') return [];
    const next = history[index + 1];
    const answer = next?.role === 'assistant' ? next.content : '';
    return [{ id: -(index + 1), prompt: message.content, answer, status: 'done' }];
  });
}

/**
 * Smart Graph: a conversation with one saved graph, in its own thread (its memory_id, spec 1 §3). The graph is the
 * saved graph shown in the explore graph; with none shown, the learner picks one of their saved graphs.
 */
export function SmartGraph({ emit }: WidgetProps<typeof smartGraphAttributes>) {
  const t = useT();
  const opened = useValue(shownSavedGraph);
  const own = useMemo(() => createOwnGraphs(kitApi, session.signals.user), []);
  const state = useValue(own.state);
  useEffect(() => {
    const release = own.need();
    return () => {
      release();
      own.dispose();
    };
  }, [own]);
  const onSearch = (word: string) => {
    if (searchWord(word)) emit('tj-search', { word });
  };
  return (
    <section className="eddie smart-graph">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'smart-graph.signIn', loading: 'smart-graph.loading', failed: 'smart-graph.failed' }}
        onRetry={() => own.reload()}
      >
        {(page) =>
          opened ? (
            <>
              <p className="graph-name" part="graph">
                {t('smart-graph.openGraph', { name: opened.g6_data.graph_name })}
              </p>
              <Thread key={opened.id} graph={opened} onSearch={onSearch} />
            </>
          ) : page.items.length === 0 ? (
            <p className="tj-message" part="empty" role="status">
              {t('smart-graph.noGraphs')}
            </p>
          ) : (
            <Picked graphs={page.items} onSearch={onSearch} />
          )
        }
      </LearnerDataView>
    </section>
  );
}

/** No graph is open: the learner picks one of theirs. */
function Picked({ graphs, onSearch }: { graphs: readonly StoredGraph[]; onSearch: (word: string) => void }) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(graphs[0]?.id ?? '');
  const graph = graphs.find((candidate) => candidate.id === chosen) ?? graphs[0];
  return (
    <>
      <p className="tj-message">{t('smart-graph.noneOpen')}</p>
      <label htmlFor={id}>{t('smart-graph.graph')}</label>
      <select id={id} part="graph" value={graph?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
        {graphs.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.g6_data.graph_name}
          </option>
        ))}
      </select>
      {graph && <Thread key={graph.id} graph={graph} onSearch={onSearch} />}
    </>
  );
}

function Thread({ graph, onSearch }: { graph: StoredGraph; onSearch: (word: string) => void }) {
  const t = useT();
  const smart = useMemo(() => createSmartGraph({ api: kitApi, graphId: graph.id }), [graph.id]);
  const thread = useValue(smart.thread);
  const chat = useValue(smart.chat);
  const turns = useValue(chat.turns);
  const charts = useValue(smart.charts);
  const resetting = useValue(smart.resetting);
  const resetError = useValue(smart.resetError);
  const [image, setImage] = useState<File | null>(null);
  const [imageProblem, setImageProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const imageId = useId();
  useEffect(() => {
    void smart.load();
    return () => smart.dispose();
  }, [smart]);

  if (thread.status === 'loading') {
    return (
      <p className="tj-message" part="loading" role="status">
        {t('smart-graph.opening')}
      </p>
    );
  }
  if (thread.status === 'error') {
    return (
      <div className="tj-message" part="error" role="alert">
        <p>{t('smart-graph.openFailed', { message: thread.error.message })}</p>
        <button type="button" className="lookup-button" part="retry" onClick={() => void smart.load()}>
          {t('lookup.retry')}
        </button>
      </div>
    );
  }
  const onImage = (file: File | undefined) => {
    setImageProblem('');
    setImage(null);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setImageProblem(t('smart-graph.imageWrongType', { types: IMAGE_TYPES.join(', ') }));
    } else if (file.size > MAX_IMAGE_BYTES) {
      setImageProblem(t('smart-graph.imageTooLarge', { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) }));
    } else {
      setImage(file);
    }
  };
  const all = [...turnsOf(thread.history), ...turns];
  const last = turns.at(-1);
  return (
    <>
      {all.length === 0 ? (
        <p className="tj-message" part="start">
          {t('smart-graph.start', { name: graph.g6_data.graph_name })}
        </p>
      ) : (
        <ol className="conversation" part="conversation" aria-label={t('smart-graph.conversation')}>
          {all.map((turn) => (
            <Turn key={turn.id} turn={turn} onCitation={onSearch} />
          ))}
        </ol>
      )}
      <SmartCharts charts={charts} />
      <QuestionForm
        chat={chat}
        onAsk={(text) => {
          void smart.ask(text, image ?? undefined);
          setImage(null);
        }}
        label="smart-graph.label"
        actions={
          all.length > 0 &&
          !confirming && (
            <button type="button" part="reset" disabled={resetting} onClick={() => setConfirming(true)}>
              {t('smart-graph.reset')}
            </button>
          )
        }
      >
        <label htmlFor={imageId}>{t('smart-graph.image')}</label>
        <input
          id={imageId}
          part="image"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => onImage(event.target.files?.[0])}
        />
        {imageProblem !== '' && (
          <p className="tj-message" part="image-problem" role="alert">
            {imageProblem}
          </p>
        )}
      </QuestionForm>
      {confirming && (
        <div className="confirm" part="confirm" role="alertdialog" aria-label={t('smart-graph.reset')}>
          <p>{t('smart-graph.resetConfirm', { name: graph.g6_data.graph_name })}</p>
          <button
            type="button"
            className="lookup-button"
            part="confirm-reset"
            // The dialog appears where the Reset button was: the choice takes the focus with it.
            autoFocus
            onClick={() => {
              setConfirming(false);
              void smart.reset();
            }}
          >
            {t('smart-graph.resetYes')}
          </button>
          <button type="button" part="cancel-reset" onClick={() => setConfirming(false)}>
            {t('smart-graph.resetNo')}
          </button>
        </div>
      )}
      {resetError && (
        <p className="tj-message" part="error" role="alert">
          {t('smart-graph.resetFailed', { message: resetError.message })}
        </p>
      )}
      <p className="tj-visually-hidden" part="status" role="status">
        {last?.status === 'streaming'
          ? t('eddie.answering')
          : last?.status === 'done'
            ? t('smart-graph.answered')
            : resetting
              ? t('smart-graph.resetting')
              : ''}
      </p>
    </>
  );
}
