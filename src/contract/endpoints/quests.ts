// Quest calls (spec 2 §7.7). All send the bearer token.
import { z } from 'zod';
import { questGeneralInformationSchema, questSchema, thoughtMapSchema } from '../quests.ts';
import { deleted, json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

const questBody = z.object({ general_information: questGeneralInformationSchema, thought_map: thoughtMapSchema });

export const questsEndpoints = {
  'quests.list': {
    summary: 'List the quests',
    method: 'GET',
    path: '/quests',
    auth: 'bearer',
    gates: [gates.readQuest],
    answer: json(z.array(questSchema)),
  },
  'quests.create': {
    summary: 'Create a quest',
    method: 'POST',
    path: '/quests',
    auth: 'bearer',
    gates: [gates.saveQuest],
    body: json(questBody),
    answer: json(questSchema),
  },
  'quests.get': {
    summary: 'Get a quest',
    method: 'GET',
    path: '/quests/{id}',
    auth: 'bearer',
    gates: [gates.readQuest],
    answer: json(questSchema),
  },
  'quests.update': {
    summary: 'Update a quest',
    method: 'PUT',
    path: '/quests/{id}',
    auth: 'bearer',
    gates: [gates.saveQuest],
    // The update payload is not shown: the fields of a quest, each optional; what is sent replaces what was saved.
    body: json(questBody.partial()),
    answer: json(questSchema),
  },
  'quests.delete': {
    summary: 'Delete a quest',
    method: 'DELETE',
    path: '/quests/{id}',
    auth: 'bearer',
    gates: [gates.deleteQuest],
    answer: deleted,
  },
} as const satisfies Record<`quests.${string}`, Endpoint>;
