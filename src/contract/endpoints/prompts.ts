// Prompts, intents (including Kaaro) and brains calls (spec 2 §7.8).
import { z } from 'zod';
import { promptSchema } from '../intents.ts';
import { json, notShown, notShownBody, type Endpoint } from '../endpoint.ts';

const promptFields = {
  label: z.string().min(1),
  prompt: z.string(),
  visibility: z.string(),
  description: z.string(),
  type: z.string(),
  subtype: z.string(),
};

export const promptsEndpoints = {
  'prompts.list': {
    method: 'GET',
    // The trailing slash is part of the spec's path.
    path: '/prompts/',
    auth: 'bearer',
    answer: json(z.array(promptSchema)),
  },
  'prompts.create': {
    method: 'POST',
    path: '/prompts/',
    auth: 'bearer',
    body: json(z.object(promptFields)),
    answer: notShown,
  },
  'prompts.update': {
    method: 'PUT',
    path: '/prompts/{id}',
    auth: 'bearer',
    body: json(z.object(promptFields)),
    answer: json(promptSchema),
  },
  'prompts.delete': {
    method: 'DELETE',
    path: '/prompts/{id}',
    auth: 'bearer',
    answer: json(promptSchema),
  },
  'prompts.fetchKaaros': {
    method: 'GET',
    path: '/prompts/experiment/fetch-kaaros',
    auth: 'bearer',
    answer: notShown,
  },
  'prompts.createKaaro': {
    method: 'POST',
    path: '/prompts/experiment/create-kaaro',
    auth: 'bearer',
    body: notShownBody,
    answer: notShown,
  },
  'prompts.updateKaaro': {
    method: 'POST',
    // The doubled slash is how the spec spells this path.
    path: '/prompts//experiment/update-kaaro',
    auth: 'bearer',
    body: json(z.object({ id: z.string().min(1), ...promptFields, rowIndex: z.number().int().min(0) })),
    answer: notShown,
  },
  'prompts.deleteKaaro': {
    method: 'POST',
    path: '/prompts/experiment/delete-kaaro',
    auth: 'bearer',
    body: json(z.object({ startIndex: z.number().int().min(0), endIndex: z.number().int().min(0) })),
    answer: notShown,
  },
  'brains.list': {
    method: 'GET',
    path: '/brains',
    auth: 'default',
    answer: notShown,
  },
  'userProfiles.brains': {
    method: 'PUT',
    path: '/userProfiles/brains/{action}',
    // A brains call: the token is added only if present (spec 2 §6).
    auth: 'default',
    body: json(z.object({ vectorStoreId: z.string().min(1) })),
    // On 200 the connected brains update to this list.
    answer: json(z.looseObject({ brains: z.array(z.unknown()) })),
  },
} as const satisfies Record<string, Endpoint>;
