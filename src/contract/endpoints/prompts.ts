// Prompts and intents, including Kaaro and the prompt playground (spec 2 §7.3, §7.8). All send the bearer token.
import { z } from 'zod';
import { promptSchema } from '../prompts.ts';
import { json, notShown, notShownBody, stream, type Endpoint } from '../endpoint.ts';

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
  'prompts.playground': {
    method: 'POST',
    path: '/prompts/playground',
    auth: 'bearer',
    body: json(
      z.object({
        vectorStoreId: z.string(),
        intentId: z.string(),
        prompt: z.string().min(1),
        assistantId: z.string(),
      }),
    ),
    answer: stream,
  },
} as const satisfies Record<`prompts.${string}`, Endpoint>;
