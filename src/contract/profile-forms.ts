// Rules of the learner's own profile and settings (spec 1 §2 "Settings page fields", §3 User). As in auth-forms.ts,
// issue messages are i18n keys: the forms translate them, and the server applies the same rules to the bodies of
// PATCH /auth/me/profile and PUT /userProfiles/{discriminator}. The spec shows no field rules here (spec 1 §5), so
// these only keep out what could not be a handle or a web address.
import { z } from 'zod';
import { emailRule, nameRule } from './auth-forms.ts';
import { supportedLocales } from './locales.ts';

const MAX_WEB_ADDRESS_LENGTH = 2048;
const WEB_ADDRESS_INVALID = 'auth.webAddressInvalid';

/** A web address (http or https: never a script), or empty for none. */
export const webAddressRule = z
  .string()
  .trim()
  .pipe(
    z.union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: WEB_ADDRESS_INVALID })
        .max(MAX_WEB_ADDRESS_LENGTH, { error: WEB_ADDRESS_INVALID }),
    ]),
  );

/** A username on a source-code host: letters, digits and dashes, not starting with a dash, 39 at most; or empty. */
export const sourceCodeHostUsernameRule = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9][A-Za-z0-9-]{0,38})?$/, { error: 'auth.sourceCodeHostUsernameInvalid' });

/** A short-message handle: letters, digits and underscores, 30 at most, with or without a leading @; or empty. */
export const shortMessageHandleRule = z
  .string()
  .trim()
  .regex(/^(@?[A-Za-z0-9_]{1,30})?$/, { error: 'auth.shortMessageHandleInvalid' });

/** The social settings of the Settings page (spec 1 §2), as the learner fills them in: each may be empty. */
export const socialFormSchema = z.object({
  sourceCodeHostUsername: sourceCodeHostUsernameRule,
  professionalNetworkUrl: webAddressRule,
  shortMessageHandle: shortMessageHandleRule,
});
export type SocialForm = z.infer<typeof socialFormSchema>;

/**
 * `settings.social` of a User as PUT /userProfiles/{discriminator} takes it: the Settings page's fields are checked;
 * other keys (the spec does not show what else the group holds) are kept as they are.
 */
export const socialSettingsSchema = z.looseObject(socialFormSchema.partial().shape);

/** The Settings page's fields of a stored `settings.social`: a missing or unreadable value shows as empty. */
export function socialFormOf(social: Readonly<Record<string, unknown>>): SocialForm {
  const text = (key: keyof SocialForm) => {
    const value = social[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    sourceCodeHostUsername: text('sourceCodeHostUsername'),
    professionalNetworkUrl: text('professionalNetworkUrl'),
    shortMessageHandle: text('shortMessageHandle'),
  };
}

/** The edit-profile form: what PATCH /auth/me/profile lets a learner change about themselves. */
export const profileFormSchema = z.object({
  firstName: nameRule,
  email: emailRule,
  /** Needed only to change the email of an account that has a password; empty is not sent. */
  currentPassword: z.string().transform((password) => (password === '' ? undefined : password)),
  locale: z.enum(supportedLocales),
  profileImage: webAddressRule,
  avatar: webAddressRule,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
