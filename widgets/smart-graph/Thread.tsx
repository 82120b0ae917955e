import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChatTurn } from '../../src/chat/chat.ts';
import type { SmartMessage } from '../../src/contract/smart-graph.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../src/contract/uploads.ts';
import { QuestionForm } from '../../src/elements/QuestionForm.tsx';
import { Turn } from '../../src/elements/Turn.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createSmartGraph } from '../../src/smart-graph/smart-graph.ts';
import { GraphRail } from './GraphRail.tsx';
import { MemoryQuestion } from './MemoryQuestion.tsx';
import { RunFiles } from './RunFiles.tsx';
import { SmartCharts } from './SmartCharts.tsx';

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
 * Where the thread is reached: by its saved graph (its name known; reset and the graph rail offered, and the rail's
 * nodes placed on the explore graph when that graph is the one open there), or by the thread's own id.
 */
export type ThreadSource =
  { readonly graphId: string; readonly name: string; readonly shown: boolean } | { readonly threadId: string };

export function Thread({ source, onSearch }: { source: ThreadSource; onSearch: (word: string) => void }) {
  const t = useT();
  const key = 'graphId' in source ? source.graphId : source.threadId;
  const smart = useMemo(
    () =>
      createSmartGraph(
        'graphId' in source ? { api: kitApi, graphId: source.graphId } : { api: kitApi, threadId: source.threadId },
      ),
    // One thread per graph or thread id: a new name of the same graph is the same thread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const name = 'name' in source ? source.name : '';
  const thread = useValue(smart.thread);
  const chat = useValue(smart.chat);
  const turns = useValue(chat.turns);
  const charts = useValue(smart.charts);
  const filed = useValue(smart.filed);
  const resetting = useValue(smart.resetting);
  const resetError = useValue(smart.resetError);
  const [image, setImage] = useState<File | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
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
          {name === '' ? t('smart-graph.startThread') : t('smart-graph.start', { name })}
        </p>
      ) : (
        <ol className="conversation" part="conversation" aria-label={t('smart-graph.conversation')}>
          {all.map((turn) => (
            <Turn key={turn.id} turn={turn} onCitation={onSearch} />
          ))}
        </ol>
      )}
      <RunFiles filed={filed} />
      <SmartCharts charts={charts} />
      <QuestionForm
        chat={chat}
        onAsk={(text) => {
          void smart.ask(text, image ?? undefined);
          setImage(null);
          // The image went with this question: the field no longer names it, as the next question has none.
          if (imageInput.current) imageInput.current.value = '';
        }}
        label="smart-graph.label"
        actions={
          smart.canReset &&
          all.length > 0 &&
          !confirming && (
            <button
              type="button"
              className="secondary"
              part="reset"
              disabled={resetting}
              onClick={() => setConfirming(true)}
            >
              {t('smart-graph.reset')}
            </button>
          )
        }
      >
        <label htmlFor={imageId}>{t('smart-graph.image')}</label>
        <input
          id={imageId}
          ref={imageInput}
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
          <p>{t('smart-graph.resetConfirm', { name })}</p>
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
      <MemoryQuestion memoryId={thread.threadId} onSearch={onSearch} />
      {'graphId' in source && <GraphRail graphId={source.graphId} canAdd={source.shown} />}
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
