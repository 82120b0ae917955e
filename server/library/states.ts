// Saved states (spec 2 §7.9): POST /states keeps the current thought, its graph and the mutation series that led
// there; the app then goes to /thought/{id}, whose GET /states/{id} opens it for whoever has the link.
import type { ApiArea } from '../api.ts';
import { statesStore } from '../stores/states.ts';
import type { LibraryDeps } from './index.ts';

export function statesArea({ db }: LibraryDeps): ApiArea {
  const states = statesStore(db);
  return (api) => {
    // The owner is whoever the token names, not the body's actor.
    api.implement('states.create', async ({ body, account }) => states.create(account, body));

    api.implement('states.get', async ({ params }) => states.get(params.id));
  };
}
