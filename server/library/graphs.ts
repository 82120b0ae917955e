// Saved graphs (spec 2 §7.4): the owner's own, plus custom-access graphs shared with the caller by username.
import { searchTextSchema } from '../../src/contract/search-text.ts';
import type { ApiArea } from '../api.ts';
import { pathParam } from '../http/path-param.ts';
import { graphSearch } from '../stores/graph-search.ts';
import { graphsStore } from '../stores/graphs.ts';
import type { LibraryDeps } from './index.ts';

export function graphsArea({ db }: LibraryDeps): ApiArea {
  const graphs = graphsStore(db);
  const search = graphSearch(db);
  return (api) => {
    api.implement('graphs.list', async ({ query, account }) => graphs.list(account, query));

    // The owner is whoever the token names, not the body's actor.
    api.implement('graphs.create', async ({ body, account }) => graphs.create(account, body));

    api.implement('graphs.get', async ({ params, account }) => graphs.get(account, params.id));

    api.implement('graphs.update', async ({ params, body, account }) => graphs.update(account, params.id, body));

    api.implement('graphs.delete', async ({ params, account }) => graphs.delete(account, params.id));

    api.implement('graphs.byTag', async ({ params, account }) =>
      search.withTag(account, pathParam('tag', searchTextSchema, params.tag), 'readable'),
    );

    api.implement('graphs.clone', async ({ body, account }) => graphs.clone(account, body.graphId));

    api.implement('graphs.query', async ({ query, account }) => search.query(account, query.type, query.keyword));
  };
}
