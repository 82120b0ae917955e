import { useId, useState, type FormEvent } from 'react';
import type { GraphDimension } from '../../src/contract/graph.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { thought } from '../../src/kit/search.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { splitTags } from './tags.ts';

/** Saves the explore graph as it is now into the library shown, under a name (the thought's word by default). */
export function SaveGraph({ dimension, actions }: { dimension: GraphDimension; actions: Actions }) {
  const t = useT();
  const nameId = useId();
  const tagsId = useId();
  const nodes = useValue(exploreGraph.signals.nodes);
  const word = useValue(thought)?.word ?? '';
  const [name, setName] = useState<string | null>(null);
  const [tags, setTags] = useState('');
  const shownName = name ?? word;
  const empty = nodes.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await actions.run('save', () =>
      graphLibrary.actions.save({ name: shownName, tags: splitTags(tags), dimension }),
    );
    if (saved) {
      setName(null);
      setTags('');
    }
  };

  return (
    <form className="row panel-row" part="save" onSubmit={(event) => void submit(event)}>
      <label htmlFor={nameId}>{t('graph-library.name')}</label>
      <input id={nameId} value={shownName} required maxLength={200} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={tagsId}>{t('graph-library.tags')}</label>
      <input
        id={tagsId}
        value={tags}
        placeholder={t('graph-library.tagsHint')}
        onChange={(event) => setTags(event.target.value)}
      />
      <button
        type="submit"
        className="lookup-button"
        disabled={empty || shownName.trim() === '' || actions.state.status === 'running'}
      >
        {t('graph-library.save')}
      </button>
      {empty && (
        <p className="muted hint" part="save-hint">
          {t('graph-library.nothingToSave')}
        </p>
      )}
    </form>
  );
}
