// Prompts and intents, including Kaaro and the prompt playground (spec 2 §7.3, §7.8). All send the bearer token.
import { z } from 'zod';
import { kaaroSchema, promptSchema, promptVisibilities } from '../prompts.ts';
import { json, stream, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** A prompt's label: a short name a learner picks it by. */
export const PROMPT_LABEL_MAX = 120;

export const promptFieldsSchema = z.object({
  label: z.string().trim().min(1).max(PROMPT_LABEL_MAX),
  prompt: z.string().trim().min(1),
  visibility: z.enum(promptVisibilities),
  description: z.string(),
  type: z.string(),
  subtype: z.string(),
});
export type PromptFields = z.infer<typeof promptFieldsSchema>;

export const promptsEndpoints = {
  'prompts.list': {
    summary: 'List the prompts',
    method: 'GET',
    // The trailing slash is part of the spec's path.
    path: '/prompts/',
    auth: 'bearer',
    gates: [gates.readPrompt],
    answer: json(z.array(promptSchema)),
  },
  'prompts.create': {
    summary: 'Create a prompt',
    method: 'POST',
    path: '/prompts/',
    auth: 'bearer',
    gates: [gates.createPrompt],
    body: json(promptFieldsSchema),
    answer: json(promptSchema),
  },
  'prompts.update': {
    summary: 'Update a prompt',
    method: 'PUT',
    path: '/prompts/{id}',
    auth: 'bearer',
    gates: [gates.editPrompt],
    body: json(promptFieldsSchema),
    answer: json(promptSchema),
  },
  'prompts.delete': {
    summary: 'Delete a prompt',
    method: 'DELETE',
    path: '/prompts/{id}',
    auth: 'bearer',
    gates: [gates.deletePrompt],
    answer: json(promptSchema),
  },
  'prompts.fetchKaaros': {
    summary: 'List the intents (Kaaro)',
    method: 'GET',
    path: '/prompts/experiment/fetch-kaaros',
    auth: 'bearer',
    gates: [gates.readPrompt],
    answer: json(z.array(kaaroSchema)),
  },
  'prompts.createKaaro': {
    summary: 'Create an intent (Kaaro)',
    method: 'POST',
    path: '/prompts/experiment/create-kaaro',
    auth: 'bearer',
    gates: [gates.createPrompt],
    // The spec does not show the body: a Kaaro's fields; the row goes at the end of the sheet.
    body: json(promptFieldsSchema),
    answer: json(kaaroSchema),
  },
  'prompts.updateKaaro': {
    summary: 'Update an intent (Kaaro)',
    method: 'POST',
    // The doubled slash is how the spec spells this path.
    path: '/prompts//experiment/update-kaaro',
    auth: 'bearer',
    gates: [gates.editPrompt],
    body: json(promptFieldsSchema.extend({ id: z.string().min(1), rowIndex: z.number().int().min(0) })),
    answer: json(z.array(kaaroSchema)),
  },
  'prompts.deleteKaaro': {
    summary: 'Delete intents (Kaaro)',
    method: 'POST',
    path: '/prompts/experiment/delete-kaaro',
    auth: 'bearer',
    gates: [gates.deletePrompt],
    // Rows startIndex up to, not including, endIndex, as a spreadsheet's row range.
    body: json(
      z
        .object({ startIndex: z.number().int().min(0), endIndex: z.number().int().min(1) })
        .refine((range) => range.endIndex > range.startIndex, { message: 'server.prompts.emptyRange' }),
    ),
    answer: json(z.array(kaaroSchema)),
  },
  'prompts.playground': {
    summary: 'Try a prompt (streamed answer)',
    method: 'POST',
    path: '/prompts/playground',
    auth: 'bearer',
    gates: [gates.runPrompt],
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
