// Events of spec 1 §3: what a learner did (verb, value, actor, data source), as sent, as stored, and as a realtime
// notification.
import { z } from 'zod';

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
  // Not in spec 1 §3: a Typing Tutor lesson finished (issue 14 point 3); its value is src/contract/typing.ts's result.
  'TYPING_LESSON',
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

/** Analytics days (spec 2 §9.1): how many days POST /events/analytics counts when the caller does not say. */
export const ANALYTICS_DAYS = 3;
/** The longest span analytics counts: a year. */
export const MAX_ANALYTICS_DAYS = 366;

/** A learner's events of one verb: how many, when the last was, and the newest few. */
export const eventBucketSchema = z.object({
  verb: eventVerbSchema,
  count: z.number().int().min(0),
  latest: z.string(),
  events: z.array(storedEventSchema),
});
export type EventBucket = z.infer<typeof eventBucketSchema>;

/**
 * Counts per verb per day (spec 2 §7.2 "POST /events/analytics"): one entry for each of the last `days` days
 * (UTC), oldest first, today last, days without events included with no counts. With them, the points the learner
 * earned each day and before the first, so their total over time can be drawn (it ends at GET /points/{id}'s).
 * Points come from any source: the data source filters the counts only.
 */
export const eventAnalyticsSchema = z.object({
  days: z.number().int().positive(),
  perDay: z.array(
    z.object({
      day: z.iso.date(),
      counts: z.record(z.string(), z.number().int().positive()),
      points: z.number().int(),
    }),
  ),
  pointsBefore: z.number().int(),
});
export type EventAnalytics = z.infer<typeof eventAnalyticsSchema>;
