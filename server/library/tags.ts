// The tag page (spec 2 §7.9 GET /tag/{tag}, route /tag/{name}): the caller's own notes and saved graphs with a tag.
import { searchTextSchema } from '../../src/contract/search-text.ts';
import type { ApiArea } from '../api.ts';
import { pathParam } from '../http/path-param.ts';
import { graphSearch } from '../stores/graph-search.ts';
import { notesStore } from '../stores/notes.ts';
import type { LibraryDeps } from './index.ts';

export function tagsArea({ db }: LibraryDeps): ApiArea {
  const notes = notesStore(db);
  const graphs = graphSearch(db);
  return (api) => {
    api.implement('tag.get', async ({ params, account }) => {
      const tag = pathParam('tag', searchTextSchema, params.tag);
      return { tag, notes: await notes.withTag(account, tag), graphs: await graphs.withTag(account, tag, 'own') };
    });
  };
}
