// Quest (a saved thought map) and the mutation records its replay is made of (spec 1 §3).
import { z } from 'zod';

/** A thought-map edge: only source and target are stated. */
export const thoughtMapEdgeSchema = z.looseObject({ source: z.string(), target: z.string() });

export const thoughtMapSchema = z.looseObject({
  // Thought-map node fields are not shown.
  nodes: z.array(z.looseObject({})).default([]),
  edges: z.array(thoughtMapEdgeSchema).default([]),
});
export type ThoughtMap = z.infer<typeof thoughtMapSchema>;

/** Spec 1 §3 says only "title list"; a single title or a list of titles parses. */
export const questGeneralInformationSchema = z.looseObject({
  title: z.union([z.string(), z.array(z.string())]).optional(),
});

export const questSchema = z.looseObject({
  id: z.string().min(1),
  general_information: questGeneralInformationSchema,
  thought_map: thoughtMapSchema,
});
export type Quest = z.infer<typeof questSchema>;

/** One recorded thought-map change plus the time since the previous one, for replay. */
export const mutationRecordSchema = z.looseObject({
  mutation: z.unknown(),
  timeDeltaMillis: z.number().min(0),
});
export type MutationRecord = z.infer<typeof mutationRecordSchema>;
