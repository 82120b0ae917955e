// Demo data (issue 3 point 6): on the first start of an empty database, a demo learner with a few notes, a saved
// graph, a goal, a quest and a connected brain trained on a few documents (issue 27), created through the API (never
// by SQL) so they are exactly what a learner could make; and a demo learner per role (issue 11), signed up through
// the API and granted their role as an operator grants it.
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/route.ts';
import { ROLES } from '../../src/contract/roles.ts';
import { roleGrants } from '../auth/roles.ts';
import {
  DEMO_ACCOUNT,
  DEMO_BRAIN_NAMESPACE,
  demoBrainDocuments,
  otherNotes,
  photosynthesisGraph,
  photosynthesisNote,
  plantsGoal,
  plantsQuest,
  roleAccount,
} from './demo-content.ts';
import { ApiRefusal, inProcessClient, type InProcessClient } from './in-process-client.ts';

export { DEMO_ACCOUNT, DEMO_BRAIN_NAMESPACE, ROLE_ACCOUNTS } from './demo-content.ts';

/**
 * Seeds the demo learner when the database has no user yet; answers whether it did. A refused call throws with
 * the API's message: a start that cannot create its demo data should say so, not carry on half-seeded.
 */
export async function seedDemoData(api: Hono<ApiEnv>, db: Database): Promise<boolean> {
  if ((await db.query('select 1 from users limit 1')).length > 0) return false;
  const client = inProcessClient(api);
  const { username, password } = DEMO_ACCOUNT;
  try {
    await client.call('auth.signup', { body: DEMO_ACCOUNT });
  } catch (error) {
    // Two servers starting on one empty database: the other one is seeding.
    if (error instanceof ApiRefusal && error.status === 409 && (await demoExists(db))) return false;
    throw error;
  }
  await client.signIn({ username, password });

  const photosynthesis = await client.call('notes.create', { body: photosynthesisNote });
  for (const note of otherNotes) await client.call('notes.create', { body: note });
  await client.call('graphs.create', { body: photosynthesisGraph });
  const goal = await client.call('goals.create', { body: plantsGoal });
  await client.call('goals.update', {
    params: { id: goal.id },
    body: { attachment: { action: 'push', noteId: photosynthesis._id } },
  });
  await client.call('quests.create', { body: plantsQuest });
  // The brain's documents are read on a documents worker, which starts while the role learners' passwords hash.
  await Promise.all([
    trainDemoBrain(client),
    ...ROLES.map(async (role) => {
      const { username } = await client.call('auth.signup', { body: roleAccount(role) });
      await roleGrants.set(db, username, [role]);
    }),
  ]);
  return true;
}

/** Uploads the demo brain's documents as Brain Library does, then connects the brain so that Eddie answers from it. */
async function trainDemoBrain(client: InProcessClient): Promise<void> {
  for (const { name, text } of demoBrainDocuments()) {
    const train_file = new File([text], name, { type: 'text/markdown' });
    await client.call('eddie.vectorUpdate', { body: { train_file, namespace: DEMO_BRAIN_NAMESPACE } });
  }
  const brains = await client.call('brains.list');
  const brain = brains.find(({ namespace }) => namespace === DEMO_BRAIN_NAMESPACE);
  if (!brain) throw new Error(`the demo brain "${DEMO_BRAIN_NAMESPACE}" is not among the demo learner's brains`);
  await client.call('userProfiles.brains', {
    params: { action: 'connect' },
    body: { vectorStoreId: brain.vectorStoreId },
  });
}

async function demoExists(db: Database): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(username) = $1', [DEMO_ACCOUNT.username]);
  return rows.length > 0;
}
