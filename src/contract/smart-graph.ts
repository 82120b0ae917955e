// The smart graph (spec 1 §3 Saved graph memory_id; spec 2 §7.3 smart-messages, smart-charts, smart-run and §7.4
// /g6graph/smart/*): a saved graph's own conversation thread and the vector store of its content. The spec does not
// show these answers' shapes; the reference server answers these.
import { z } from 'zod';

/**
 * A saved graph's memory: one id names both its thread and its vector store (spec 1 §3 keeps a single memory_id);
 * threadId and vectorStoreId spell it out for the calls that take one or the other (smart-run, vector_generate).
 */
export const graphMemorySchema = z.object({
  memory_id: z.string().min(1),
  threadId: z.string().min(1),
  vectorStoreId: z.string().min(1),
  graphId: z.string().min(1),
});
export type GraphMemory = z.infer<typeof graphMemorySchema>;

export const smartRoleSchema = z.enum(['user', 'assistant']);

/** One message of a smart graph thread: a learner's question (who asked it, whether an image came with it) or an answer. */
export const smartMessageSchema = z.object({
  _id: z.string().min(1),
  role: smartRoleSchema,
  content: z.string(),
  /** Who asked (a shared graph's thread holds the questions of everyone it is shared with); absent on answers. */
  username: z.string().optional(),
  withImage: z.boolean(),
  /** The image that came with a question, kept as the asker's file: POST /eddie/smart-file gives its download link. */
  fileId: z.string().optional(),
  createdAt: z.string(),
});
export type SmartMessage = z.infer<typeof smartMessageSchema>;

/** The thread's messages, oldest first. */
export const smartMessagesSchema = z.object({ threadId: z.string(), messages: z.array(smartMessageSchema) });
export type SmartMessages = z.infer<typeof smartMessagesSchema>;

/** A numeric series found in the thread's answers (a column of a markdown table): one bar or point per label. */
export const smartChartSchema = z.object({
  title: z.string(),
  labels: z.array(z.string()),
  values: z.array(z.number()),
});
export type SmartChart = z.infer<typeof smartChartSchema>;

/** A passage of a graph's vector store: what one node (with its description and edges) says, and its label. */
export const graphPassageSchema = z.object({ nodeId: z.string(), label: z.string(), text: z.string() });
export type GraphPassage = z.infer<typeof graphPassageSchema>;

/** A node the graph rail suggests adding: a term the knowledge engine finds in the text, not yet on the graph. */
export const railSuggestionSchema = z.object({ label: z.string().min(1), description: z.string() });
export type RailSuggestion = z.infer<typeof railSuggestionSchema>;

/** How long the download links of a smart file stay open (spec 2 §7.3: "a download window closes after 16 seconds"). */
export const SMART_FILE_WINDOW_MS = 16_000;

/** The longest text the graph rail reads, in characters. */
export const MAX_RAIL_TEXT_LENGTH = 20_000;
