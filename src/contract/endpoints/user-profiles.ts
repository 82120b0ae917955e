// User profile calls: the sharing search, the profile's settings and the connected brains (spec 2 §7.8, §7.9).
import { z } from 'zod';
import { socialSettingsSchema } from '../profile-forms.ts';
import { userSchema } from '../user.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** A learner found by the sharing search: enough to pick them, nothing private (no email). */
export const userSearchHitSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  discriminator: z.string(),
});

/** The fewest characters of a username the sharing search takes. */
export const USER_SEARCH_MIN_LENGTH = 3;

export const userProfilesEndpoints = {
  'userProfiles.search': {
    summary: 'Search users by text',
    method: 'GET',
    path: '/userProfiles/user/search',
    auth: 'bearer',
    gates: [gates.readProfile],
    // The start of a username, at least 3 characters (no listing of every learner by their first letters) and at
    // most 31 (a username's longest); matched ignoring case. The answer holds 10 learners at most.
    query: z.object({
      userSearch: z.string().trim().min(USER_SEARCH_MIN_LENGTH, { error: 'server.auth.userSearchTooShort' }).max(31),
    }),
    answer: json(z.array(userSearchHitSchema)),
  },
  'userProfiles.get': {
    summary: 'Get a user profile',
    method: 'GET',
    path: '/userProfiles/{discriminator}',
    auth: 'bearer',
    gates: [gates.readProfile],
    // The owner's own profile whole; another learner's card (names, avatar, social links) only when one of the two
    // has shared a graph with the other (403 otherwise).
    answer: json(userSchema),
  },
  'userProfiles.update': {
    summary: 'Update a user profile',
    method: 'PUT',
    path: '/userProfiles/{discriminator}',
    auth: 'bearer',
    gates: [gates.editProfile],
    body: json(
      z.object({
        actor: z.string(),
        settings: z.looseObject({
          widget: z.record(z.string(), z.unknown()).optional(),
          social: socialSettingsSchema.optional(),
        }),
      }),
    ),
    // The profile with its new settings; a group left out keeps its old value.
    answer: json(userSchema),
  },
  'userProfiles.brains': {
    summary: 'Connect or disconnect a brain',
    method: 'PUT',
    path: '/userProfiles/brains/{action}',
    // A brains call: the token is added only if present (spec 2 §6).
    auth: 'default',
    gates: [gates.editBrain],
    body: json(z.object({ vectorStoreId: z.string().min(1) })),
    // On 200 the connected brains update to this list (their vectorStoreIds).
    answer: json(z.looseObject({ brains: z.array(z.string()) })),
  },
} as const satisfies Record<`userProfiles.${string}`, Endpoint>;
