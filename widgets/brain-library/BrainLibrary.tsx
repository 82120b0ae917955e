import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Training } from '../../src/brains/brains.ts';
import {
  BRAIN_FILE_EXTENSIONS,
  DEFAULT_VECTOR_NAMESPACE,
  MAX_BRAIN_FILE_BYTES,
  MAX_NAMESPACE_LENGTH,
  vectorNamespaceName,
  type Brain,
  type VectorNamespaceChoice,
} from '../../src/contract/brains.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { brains } from '../../src/kit/brains.ts';
import { session } from '../../src/kit/session.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';

export const brainLibraryAttributes = {};

const MIB = 1024 * 1024;

/**
 * Brain Library: train a brain on your own documents (text, markdown, PDF, HTML) under a namespace — private (your
 * username), custom or main (the default) — and watch the upload progress document by document; see how many
 * documents each brain holds, and connect a brain so that it grounds Eddie's answers, or disconnect it.
 */
export function BrainLibrary(_props: WidgetProps<typeof brainLibraryAttributes>) {
  const state = useValue(brains.list.state);
  useEffect(() => brains.list.need(), []);
  return (
    <section className="learner-data">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'brain-library.signIn', loading: 'brain-library.loading', failed: 'brain-library.failed' }}
        onRetry={() => brains.list.reload()}
      >
        {(list) => (
          <>
            <TrainForm />
            <BrainList list={list} />
          </>
        )}
      </LearnerDataView>
    </section>
  );
}

function TrainForm() {
  const t = useT();
  const user = useValue(session.signals.user);
  const training = useValue(brains.training);
  const [choice, setChoice] = useState<VectorNamespaceChoice>('main');
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const files = useRef<HTMLInputElement>(null);
  const customInput = useRef<HTMLInputElement>(null);
  const ids = { files: useId(), hint: useId(), custom: useId() };
  const busy = training !== null && training.current !== null;

  const namespace = vectorNamespaceName(
    choice === 'private'
      ? { choice, username: user.username }
      : choice === 'custom'
        ? { choice, namespace: custom.trim() }
        : { choice },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = [...(files.current?.files ?? [])];
    if (chosen.length === 0) {
      setProblem(t('brain-library.noFiles'));
      files.current?.focus();
      return;
    }
    if (choice === 'custom' && custom.trim() === '') {
      setProblem(t('brain-library.customEmpty'));
      customInput.current?.focus();
      return;
    }
    setProblem(null);
    void brains.actions.train(chosen, namespace).then(() => {
      if (files.current) files.current.value = '';
    });
  };

  const choices: [VectorNamespaceChoice, string][] = [
    ['main', t('brain-library.main', { name: DEFAULT_VECTOR_NAMESPACE })],
    ['private', t('brain-library.private', { name: user.username })],
    ['custom', t('brain-library.custom')],
  ];
  return (
    <form className="panel" part="train" onSubmit={onSubmit} aria-busy={busy}>
      <fieldset className="namespaces" part="namespace">
        <legend>{t('brain-library.namespace')}</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="namespace"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {label}
          </label>
        ))}
        {choice === 'custom' && (
          <label htmlFor={ids.custom} className="field">
            {t('brain-library.customName')}
            <input
              id={ids.custom}
              ref={customInput}
              part="custom-namespace"
              value={custom}
              maxLength={MAX_NAMESPACE_LENGTH}
              onChange={(event) => setCustom(event.target.value)}
            />
          </label>
        )}
      </fieldset>
      <label htmlFor={ids.files} className="field">
        {t('brain-library.files')}
        <input
          id={ids.files}
          ref={files}
          part="files"
          type="file"
          multiple
          accept={BRAIN_FILE_EXTENSIONS.join(',')}
          aria-describedby={ids.hint}
        />
      </label>
      <p id={ids.hint} className="muted">
        {t('brain-library.filesHint', { megabytes: MAX_BRAIN_FILE_BYTES / MIB })}
      </p>
      <button type="submit" className="lookup-button" part="upload" disabled={busy}>
        {t('brain-library.upload')}
      </button>
      {problem && (
        <p className="tj-message" part="problem" role="alert">
          {problem}
        </p>
      )}
      {training && <TrainingProgress training={training} />}
    </form>
  );
}

function TrainingProgress({ training }: { training: Training }) {
  const t = useT();
  const learned = training.results.filter(({ ok }) => ok).length;
  return (
    <div className="training" part="training">
      <progress max={training.total} value={training.done} aria-label={t('brain-library.progress')} />
      <p role="status">
        {training.current === null
          ? t('brain-library.trained', { ok: learned, total: training.total, namespace: training.namespace })
          : t('brain-library.uploading', {
              file: training.current,
              done: training.done + 1,
              total: training.total,
            })}
      </p>
      {training.results.length > 0 && (
        <ul className="results" part="results">
          {training.results.map((result, index) => (
            <li key={index} data-ok={result.ok} className={result.ok ? undefined : 'tj-message'}>
              {result.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BrainList({ list }: { list: readonly Brain[] }) {
  const t = useT();
  const actions = useAction();
  const counts = useValue(brains.counts);
  const ids = list.map(({ vectorStoreId }) => vectorStoreId).join(' ');
  useEffect(() => {
    // The spec's files-count call, for each brain listed; a count that cannot be read leaves the list's own.
    for (const id of ids.split(' ').filter(Boolean)) void brains.actions.countFiles(id).catch(() => undefined);
  }, [ids]);
  if (list.length === 0) {
    return (
      <p className="tj-message" part="empty" role="status">
        {t('brain-library.empty')}
      </p>
    );
  }
  return (
    <>
      <h3 className="heading">{t('brain-library.brains')}</h3>
      <p className="muted">{t('brain-library.connectedHint')}</p>
      <ActionStatus
        actions={actions}
        messages={{
          running: 'brain-library.working',
          failed: 'brain-library.actionFailed',
          dismiss: 'brain-library.dismiss',
        }}
      />
      <ul className="cards" part="brains">
        {list.map((brain) => (
          <BrainCard
            key={brain.vectorStoreId}
            brain={brain}
            count={counts[brain.vectorStoreId] ?? brain.files.length}
            actions={actions}
          />
        ))}
      </ul>
    </>
  );
}

function BrainCard({ brain, count, actions }: { brain: Brain; count: number; actions: Actions }) {
  const t = useT();
  const toggle = () =>
    void actions.run('connect', () => brains.actions.setConnected(brain.vectorStoreId, !brain.connected));
  return (
    <li className="card" part="brain" data-connected={brain.connected}>
      <p className="card-title">{brain.namespace}</p>
      <p className="muted" part="files-count">
        {t('brain-library.filesCount', { count })}
      </p>
      {brain.files.length > 0 && (
        <details>
          <summary>{t('brain-library.fileList')}</summary>
          <ul className="file-list">
            {brain.files.map((file, index) => (
              <li key={index}>{t('brain-library.file', { name: file.name, count: file.passages })}</li>
            ))}
          </ul>
        </details>
      )}
      <button
        type="button"
        part="connect"
        aria-pressed={brain.connected}
        aria-label={t('brain-library.connectLabel', { namespace: brain.namespace })}
        disabled={actions.state.status === 'running'}
        onClick={toggle}
      >
        {t(brain.connected ? 'brain-library.connected' : 'brain-library.connect')}
      </button>
    </li>
  );
}
