// Saved states (spec 2 §7.9) in storage. Saved by their owner; read by anyone with the id, since /thought/{id} is a
// public route (the id is a random uuid: the link is the key).
import type { StoredState } from '../../src/contract/endpoints/states.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account, RouteInput } from '../http/route.ts';
import { itemId, type PathId } from './ids.ts';

export type NewState = RouteInput<'states.create'>['body'];

const NOT_FOUND = 'server.library.stateNotFound';

interface StateRow {
  id: string;
  username: string;
  state: StoredState['state'];
  mutation_series: StoredState['mutationSeries'];
  created_at: Date;
}

const toState = (row: StateRow): StoredState => ({
  id: row.id,
  actor: row.username,
  state: row.state,
  mutationSeries: row.mutation_series,
  timestamp: row.created_at.toISOString(),
});

export function statesStore(db: Database) {
  return {
    async create(owner: Account, { state, mutationSeries }: NewState): Promise<StoredState> {
      const [row] = await db.query<Omit<StateRow, 'username'>>(
        `insert into thought_states (actor, state, mutation_series) values ($1, $2::jsonb, $3::jsonb)
         returning id, state, mutation_series, created_at`,
        [owner.id, JSON.stringify(state), JSON.stringify(mutationSeries)],
      );
      if (!row) throw new Error('insert into thought_states returned no row');
      return toState({ ...row, username: owner.username });
    },

    async get(id: PathId): Promise<StoredState> {
      const [row] = await db.query<StateRow>(
        `select s.id, u.username, s.state, s.mutation_series, s.created_at
           from thought_states s join users u on u.id = s.actor where s.id = $1`,
        [itemId(id, NOT_FOUND)],
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toState(row);
    },
  };
}
