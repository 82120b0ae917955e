// Saved graphs (spec 2 §7.4): the owner's own, plus custom-access graphs shared with the caller by username.
// A graph of the quest library holds a quest (its sharing form shares the quest): writing one is saving a quest,
// which the save Quest right gates (spec 1 §6) besides the graph rights the contract's table names.
import { gates } from '../../src/contract/gates.ts';
import type { GraphDimension } from '../../src/contract/graph.ts';
import { searchTextSchema } from '../../src/contract/search-text.ts';
import type { ApiArea } from '../api.ts';
import { may, requireGates } from '../http/gates.ts';
import { pathParam } from '../http/path-param.ts';
import type { Caller } from '../http/route.ts';
import { graphSearch } from '../stores/graph-search.ts';
import { graphsStore } from '../stores/graphs.ts';
import type { PathId } from '../stores/ids.ts';
import type { LibraryDeps } from './index.ts';

const QUEST_LIBRARY: GraphDimension = 'quest_library';

export function graphsArea({ db }: LibraryDeps): ApiArea {
  const graphs = graphsStore(db);
  const search = graphSearch(db);

  /** Refuses a caller without the save Quest right a change to a quest's graph; asks for the graph only then. */
  async function requireQuestRightFor(caller: Caller, id: PathId): Promise<void> {
    if (may(caller, gates.saveQuest)) return;
    if ((await graphs.get(caller, id)).graph_dimension === QUEST_LIBRARY) requireGates(caller, [gates.saveQuest]);
  }

  return (api) => {
    api.implement('graphs.list', async ({ query, account }) => graphs.list(account, query));

    // The owner is whoever the token names, not the body's actor.
    api.implement('graphs.create', async ({ body, account }) => {
      if (body.graph_dimension === QUEST_LIBRARY) requireGates(account, [gates.saveQuest]);
      return graphs.create(account, body);
    });

    api.implement('graphs.get', async ({ params, account }) => graphs.get(account, params.id));

    api.implement('graphs.update', async ({ params, body, account }) => {
      await requireQuestRightFor(account, params.id);
      return graphs.update(account, params.id, body);
    });

    api.implement('graphs.delete', async ({ params, account }) => graphs.delete(account, params.id));

    api.implement('graphs.byTag', async ({ params, account }) =>
      search.withTag(account, pathParam('tag', searchTextSchema, params.tag), 'readable'),
    );

    // A copy of a quest's graph is a quest of the caller's own.
    api.implement('graphs.clone', async ({ body, account }) => {
      await requireQuestRightFor(account, body.graphId);
      return graphs.clone(account, body.graphId);
    });

    api.implement('graphs.query', async ({ query, account }) => search.query(account, query.type, query.keyword));
  };
}
