// The person using the kit (spec 1 §3): User, the anonymous user before sign-in, and the sign-in tokens.
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
