// Queries over the learner's own data and "export my data" (spec 2 §7.9): POST /query searches their notes,
// readable graphs and goals; GET /query/json, /query/json_mongo and /query/userMarkdown export what they made.
import type { ApiArea } from '../api.ts';
import { requireOwn } from '../http/own-data.ts';
import { goalsStore } from '../stores/goals.ts';
import { graphSearch } from '../stores/graph-search.ts';
import { notesStore } from '../stores/notes.ts';
import { userExport } from '../stores/user-export.ts';
import type { LibraryDeps } from './index.ts';
import { markdownExport } from './markdown-export.ts';
import { mongoExport } from './mongo-export.ts';

const ownExport = 'server.library.exportOwnOnly';

export function queriesArea({ db }: LibraryDeps): ApiArea {
  const notes = notesStore(db);
  const graphs = graphSearch(db);
  const goals = goalsStore(db);
  return (api) => {
    api.implement('query.run', async ({ body, account }) => ({
      notes: await notes.search(account, body.query),
      graphs: await graphs.query(account, 'all', body.query),
      goals: await goals.search(account, body.query),
    }));

    api.implement('query.json', async ({ query, account }) => {
      requireOwn(account, query.actor, ownExport);
      return userExport(db, account);
    });

    api.implement('query.jsonMongo', async ({ query, account }) => {
      requireOwn(account, query.actor, ownExport);
      return mongoExport(await userExport(db, account));
    });

    api.implement('query.userMarkdown', async ({ query, account }, c) => {
      requireOwn(account, query.actor, ownExport);
      const markdown = markdownExport(await userExport(db, account), c.get('lang'));
      return new Response(markdown, {
        headers: {
          'content-type': 'text/markdown; charset=utf-8',
          'content-disposition': `attachment; filename*=UTF-8''thoughtkit-${encodeURIComponent(account.username)}.md`,
        },
      });
    });
  };
}
