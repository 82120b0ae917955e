// Items by tag (spec 2 §7.9). It sends the bearer token.
import { z } from 'zod';
import { storedGraphSchema } from '../graph.ts';
import { noteSchema } from '../notes.ts';
import { listSchema } from '../page.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** The tag page's content: the caller's own notes and saved graphs with the tag, each list newest first. */
export const tagContentSchema = z.object({
  tag: z.string(),
  notes: listSchema(noteSchema),
  graphs: listSchema(storedGraphSchema),
});
export type TagContent = z.infer<typeof tagContentSchema>;

export const tagEndpoints = {
  'tag.get': {
    summary: 'Get a tag',
    method: 'GET',
    path: '/tag/{tag}',
    auth: 'bearer',
    gates: [gates.readTag, gates.readNote, gates.readGraph],
    answer: json(tagContentSchema),
  },
} as const satisfies Record<`tag.${string}`, Endpoint>;
