// What the live providers answer (server/providers/): videos, jobs, social sentiment, 3D models, books and
// computational answers. A provider the server has no settings for answers `configured: false` with the settings
// that would connect it; one that could not be reached answers `available: false` with the reason: both are
// answers the widget shows, never made-up content and never a server error.
import { z } from 'zod';

export const PROVIDER_NAMES = [
  'wikipedia',
  'youtube',
  'adzuna',
  'twitter',
  'sketchfab',
  'openlibrary',
  'archive',
  'wolfram',
  'crossref',
] as const;
export const providerNameSchema = z.enum(PROVIDER_NAMES);
export type ProviderName = z.infer<typeof providerNameSchema>;

/**
 * Why a configured provider gave nothing this time: it took too long, could not be reached (or failed on its side),
 * refused the server's key or quota, or answered something that could not be read.
 */
export const providerFailureReasonSchema = z.enum(['timeout', 'unreachable', 'refused', 'invalid']);
export type ProviderFailureReason = z.infer<typeof providerFailureReasonSchema>;

/** The longest search text a provider is asked for. */
export const MAX_PROVIDER_QUERY_LENGTH = 200;
/** The longest question the computational answers take (the offline calculator reads far less). */
export const MAX_QUESTION_LENGTH = 500;

/** A search text: required, trimmed, not too long. Messages are keys of locales/*.json. */
export const providerQueryRule = z
  .string({ error: 'server.providers.queryRequired' })
  .trim()
  .min(1, { error: 'server.providers.queryRequired' })
  .max(MAX_PROVIDER_QUERY_LENGTH, { error: 'server.providers.queryTooLong' });

export const questionRule = z
  .string({ error: 'server.providers.questionRequired' })
  .trim()
  .min(1, { error: 'server.providers.questionRequired' })
  .max(MAX_QUESTION_LENGTH, { error: 'server.providers.questionTooLong' });

/** The provider is not connected: `connectWith` names the server settings that would connect it. */
export const providerNotConnectedSchema = z.object({
  configured: z.literal(false),
  provider: providerNameSchema,
  connectWith: z.array(z.string().min(1)).min(1),
  /** Says that it is not connected on this server, in the learner's language; the settings are not the learner's. */
  message: z.string(),
});

/** The provider is connected but gave no answer this time; the message says to try again, in the learner's language. */
export const providerUnavailableSchema = z.object({
  configured: z.literal(true),
  available: z.literal(false),
  provider: providerNameSchema,
  reason: providerFailureReasonSchema,
  message: z.string(),
});

/** A provider's answer: not connected, unavailable this time, or what it found (the fields of `found`). */
export function providerAnswerSchema<S extends z.ZodRawShape>(found: S) {
  return z.union([
    providerNotConnectedSchema,
    providerUnavailableSchema,
    z.object({ configured: z.literal(true), available: z.literal(true), provider: providerNameSchema, ...found }),
  ]);
}

/** A video result (spec 1 §3). The transcript is not fetched. */
export const providerVideoSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  thumbnail: z.string(),
  channelTitle: z.string(),
  /** h:mm:ss or m:ss, when the service told it. */
  length: z.string().optional(),
  publishedAt: z.string().optional(),
  url: z.string(),
  type: z.literal('video'),
});
export type ProviderVideo = z.infer<typeof providerVideoSchema>;

/** The body of POST /custom/youtube-search: a new search, or the next page of one (its pageToken). */
export const videoSearchBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('search'), searchObj: z.object({ query: providerQueryRule }) }),
  z.object({
    type: z.literal('nextPage'),
    searchObj: z.object({
      query: providerQueryRule,
      pageToken: z
        .string({ error: 'server.providers.pageTokenRequired' })
        .min(1, { error: 'server.providers.pageTokenRequired' }),
    }),
  }),
]);

export const videoSearchAnswerSchema = providerAnswerSchema({
  query: z.string(),
  videos: z.array(providerVideoSchema),
  /** Present when there is a next page: send it back with type nextPage. */
  nextPageToken: z.string().optional(),
});

/** A job entry (spec 1 §3 does not show one; these are the fields job services share). */
export const providerJobSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  company: z.string().optional(),
  location: z.string().optional(),
  description: z.string(),
  url: z.string(),
  created: z.string().optional(),
  salaryMin: z.number().optional(),
  salaryMax: z.number().optional(),
  contractTime: z.string().optional(),
});
export type ProviderJob = z.infer<typeof providerJobSchema>;

export const jobsAnswerSchema = providerAnswerSchema({
  keyword: z.string(),
  /** How many jobs the service knows for the keyword; `jobs` is the first page of them. */
  total: z.number().int().nonnegative(),
  jobs: z.array(providerJobSchema),
});

export const sentimentSchema = z.enum(['positive', 'neutral', 'negative']);

/** A recent post about the topic, with its AFINN-165 sentiment score. */
export const socialPostSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  createdAt: z.string().optional(),
  url: z.string(),
  /** Sum of the AFINN word scores; above 0 positive, below 0 negative. */
  score: z.number(),
  /** The score per word, comparable between short and long posts. */
  comparative: z.number(),
  sentiment: sentimentSchema,
});
export type SocialPost = z.infer<typeof socialPostSchema>;

/** How the posts divide: counts, and percentages rounded to 2 decimals (spec 2 §9.1) for the pie. */
export const sentimentSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  positive: z.number().int().nonnegative(),
  neutral: z.number().int().nonnegative(),
  negative: z.number().int().nonnegative(),
  percentages: z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }),
});
export type SentimentSummary = z.infer<typeof sentimentSummarySchema>;

/** The social feed asks for 10 posts (spec 2 §9.1); the service gives 10 to 100 at a time. */
export const DEFAULT_SOCIAL_COUNT = 10;
export const MAX_SOCIAL_COUNT = 100;

export const socialSentimentAnswerSchema = providerAnswerSchema({
  topic: z.string(),
  /** The posts are in this language: the sentiment word list (AFINN-165) is English. */
  language: z.literal('en'),
  posts: z.array(socialPostSchema),
  summary: sentimentSummarySchema,
});

export const providerModel3dSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  thumbnail: z.string().optional(),
  viewerUrl: z.string(),
  embedUrl: z.string().optional(),
  author: z.string().optional(),
  license: z.string().optional(),
});
export type ProviderModel3d = z.infer<typeof providerModel3dSchema>;

export const models3dAnswerSchema = providerAnswerSchema({
  query: z.string(),
  models: z.array(providerModel3dSchema),
});

export const BOOK_SOURCES = ['openlibrary', 'archive'] as const;
export const bookSourceSchema = z.enum(BOOK_SOURCES, { error: 'server.providers.sourceInvalid' });
export type BookSource = z.infer<typeof bookSourceSchema>;

export const providerBookSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().optional(),
  coverUrl: z.string().optional(),
  url: z.string(),
  /** The whole book can be read online for free (a public-domain scan). */
  readOnline: z.boolean(),
});
export type ProviderBook = z.infer<typeof providerBookSchema>;

export const booksAnswerSchema = providerAnswerSchema({
  source: bookSourceSchema,
  query: z.string(),
  books: z.array(providerBookSchema),
});

/** A research paper (a work of the public paper index): what the card shows, in plain text. */
export const providerPaperSchema = z.object({
  /** The paper's DOI. */
  id: z.string().min(1),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().optional(),
  /** The journal, proceedings or book it appeared in. */
  venue: z.string().optional(),
  publisher: z.string().optional(),
  /** The index's kind of work: journal-article, book-chapter, posted-content (a preprint), … */
  kind: z.string(),
  abstract: z.string().optional(),
  url: z.string(),
});
export type ProviderPaper = z.infer<typeof providerPaperSchema>;

export const papersAnswerSchema = providerAnswerSchema({
  query: z.string(),
  /** How many works the index knows for the query; `papers` is the most relevant of them. */
  total: z.number().int().nonnegative(),
  papers: z.array(providerPaperSchema),
});

/**
 * Which engine answered a question: the offline calculator (mathjs), Wolfram|Alpha, or the offline dictionary (the
 * knowledge engine) for "what is X" and "who was X".
 */
export const computationEngineSchema = z.enum(['offline', 'wolfram', 'dictionary']);
/** What the offline calculator did, or `definition` when the dictionary answered. */
export const computationKindSchema = z.enum([
  'arithmetic',
  'unit',
  'simplify',
  'derivative',
  'solve',
  'percent',
  'date',
  'definition',
]);

/**
 * GET /custom/askwolfram: `ans` is the answer, or, when neither engine could answer, a message saying so in the
 * learner's language (`answered: false`). `unavailable` tells that Wolfram|Alpha is configured but did not answer.
 */
export const computationAnswerSchema = z.object({
  ans: z.string(),
  answered: z.boolean(),
  engine: computationEngineSchema,
  kind: computationKindSchema.optional(),
  /** The thing a definition is of, as the dictionary names it: the learner can search it. */
  term: z.string().optional(),
  unavailable: providerFailureReasonSchema.optional(),
});
export type ComputationAnswer = z.infer<typeof computationAnswerSchema>;
