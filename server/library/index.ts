// The learner's library: notes, saved graphs, goals and quests (spec 2 §7.4 to §7.7). The calls live here, their SQL
// in server/stores, where every statement names the owner.
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import { goalsArea } from './goals.ts';
import { graphsArea } from './graphs.ts';
import { notesArea } from './notes.ts';
import { queriesArea } from './queries.ts';
import { questsArea } from './quests.ts';
import { statesArea } from './states.ts';
import { tagsArea } from './tags.ts';

export interface LibraryDeps {
  db: Database;
}

export function createLibrary(deps: LibraryDeps): ApiArea {
  const areas = [
    notesArea(deps),
    graphsArea(deps),
    goalsArea(deps),
    questsArea(deps),
    tagsArea(deps),
    statesArea(deps),
    queriesArea(deps),
  ];
  return (api) => {
    for (const area of areas) area(api);
  };
}
