import { useId, useState, type FormEvent } from 'react';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { splitTags } from './tags.ts';

/** Changes a saved graph's tags (comma-separated). */
export function TagGraph({ saved, actions, onDone }: { saved: StoredGraph; actions: Actions; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [tags, setTags] = useState(saved.tags.join(', '));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.run('tag', () => graphLibrary.actions.tag(saved, splitTags(tags)))) onDone();
  };
  return (
    <form className="row" part="tag-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{t('graph-library.tags')}</label>
      <input
        id={id}
        value={tags}
        placeholder={t('graph-library.tagsHint')}
        onChange={(event) => setTags(event.target.value)}
      />
      <button type="submit" className="lookup-button" disabled={actions.state.status === 'running'}>
        {t('graph-library.saveTags')}
      </button>
    </form>
  );
}
