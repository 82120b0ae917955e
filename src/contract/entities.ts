// Entities of spec 1 §3 that describe the person using the kit: User, Tokens, Event, Notification, Locale.
// Graph, note, quest, AI and workspace entities live in their own files beside this one.
import { z } from 'zod';

/**
 * User (spec 1 §3). The server may omit fields, so each one defaults to the anonymous user's value;
 * that way `User` is always complete and `anonymousUser` is simply `userSchema.parse({})`.
 * Unknown extra fields are stripped, not rejected.
 */
export const userSchema = z.object({
  id: z.string().default(''),
  username: z.string().default(''),
  firstName: z.string().default(''),
  email: z.string().default(''),
  discriminator: z.string().default(''),
  apiKey: z.string().default(''),
  // Which shape a connected brain has is not shown in the spec.
  connectedBrains: z.array(z.unknown()).default([]),
  settings: z
    .object({
      // Contents of both settings groups are not shown.
      widget: z.record(z.string(), z.unknown()).default({}),
      social: z.record(z.string(), z.unknown()).default({}),
    })
    .default({ widget: {}, social: {} }),
  avatar: z.string().default(''),
  verified: z.boolean().default(false),
  locale: z.string().default('en'),
  // The first role decides the layout (spec 1 §6).
  roles: z.array(z.string()).default([]),
  profileImage: z.object({ Location: z.string().default('') }).default({ Location: '' }),
});
export type User = z.infer<typeof userSchema>;

/** The default user before sign-in (spec 1 §3: "Default is an anonymous user"). */
export const anonymousUser: User = Object.freeze(userSchema.parse({}));

/** The answer of login, refresh-token and oauth-request (spec 2 §7.1). */
export const tokensSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** Tokens as the kit keeps them in local storage (spec 1 §3: userToken and refreshToken). */
export const storedTokensSchema = z.object({
  userToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type StoredTokens = z.infer<typeof storedTokensSchema>;

/** Every event verb of spec 1 §3, including the three realtime ones. */
export const eventVerbs = [
  'WIKI_LOOKUP',
  'QUICK_SEARCH',
  'WOLFRAM_ALPHA',
  'NOTED',
  'DELETE_NOTE',
  'UPDATE_NOTE',
  'BOOK_CHECKOUT',
  'COMPARE',
  'SET_SAVED_GRAPH',
  'UPDATED_GRAPH',
  'DELETED_GRAPH',
  'CREATED_GOAL',
  'CLOSED_GOAL',
  'REOPENED_GOAL',
  'EDITED_GOAL',
  'ATTACHED_TO_GOAL',
  'DETACHED_FROM_GOAL',
  'DISCARDED_GOAL',
  'DELETED_QUEST',
  'USER_ANALYTICS',
  'THOUGHTMAP_CLEAR',
  'HIT_VICTORY_MARKER',
  'SEARCHED_NODE',
  'SUMMARIZE_NODES',
  'ADD_PROPERTIES',
  'ANCHOR_MARK',
  'LOGICAL_DATA',
  'PARAGRAPHICAL_DATA',
  'GRAPH_INTERACTION',
  'ADD_NOTE_TO_GRAPH',
  'VIDEO_ADD_TO_GRAPH',
  'CREATED_ON_GOING_QUEST',
  'PASSWORD_CHANGED',
  'VISITED',
  'CHANGED_INTENT',
  'SYSTEM_LANGUAGE',
  'CHANGE_VIEW',
  'SEARCHED_PING',
  'THOUGHT_ADDED',
  'THOUGHT_LINKED',
] as const;
export const eventVerbSchema = z.enum(eventVerbs);
export type EventVerb = z.infer<typeof eventVerbSchema>;

/** Where client events say they come from (spec 1 §3); server-side sources are not shown, so any string parses. */
export const clientDataSources = ['tj-client-web', 'tj-client'] as const;
export type ClientDataSource = (typeof clientDataSources)[number];

/**
 * Event (spec 1 §3). The actor is the acting user's username; the value depends on the verb
 * (a language name for SYSTEM_LANGUAGE, a view name for CHANGE_VIEW, otherwise not shown).
 */
export const eventSchema = z.object({
  actor: z.string(),
  verb: eventVerbSchema,
  value: z.unknown(),
  dataSource: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

/** An event as the server keeps it: who (the signed-in user), when, and its id. */
export const storedEventSchema = eventSchema.extend({ id: z.string(), timestamp: z.string() });
export type StoredEvent = z.infer<typeof storedEventSchema>;

/** Realtime notification (spec 1 §3): only verb.display.en, actor.username and value are shown. */
export const notificationSchema = z.looseObject({
  verb: z.looseObject({ display: z.looseObject({ en: z.string() }) }),
  actor: z.looseObject({ username: z.string() }),
  value: z.unknown(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The interface languages (spec 1 §1). */
export const localeCodes = ['en', 'hi', 'es', 'de'] as const;
export const localeCodeSchema = z.enum(localeCodes);
export type LocaleCode = z.infer<typeof localeCodeSchema>;

/** Locale (spec 1 §3): the available locales, each with a language field, and the current one. */
export const localeSchema = z.object({
  availableLocales: z.array(z.looseObject({ language: z.string() })),
  locale: localeCodeSchema,
});
export type Locale = z.infer<typeof localeSchema>;

/** Kinds of thought (spec 1 §3). */
export const thoughtTypeSchema = z.enum(['string', 'entity', 'note', 'graph', 'quest']);
export type ThoughtType = z.infer<typeof thoughtTypeSchema>;

/** Thought: the current focus every search widget follows. */
export const thoughtSchema = z.object({
  word: z.string(),
  label: z.string().optional(),
  type: thoughtTypeSchema.default('string'),
  lang: z.string().default('en'),
  // What tjModel holds is not shown.
  tjModel: z.unknown().optional(),
  graphId: z.string().optional(),
  questId: z.string().optional(),
  qid: z.string().optional(),
});
export type Thought = z.infer<typeof thoughtSchema>;
