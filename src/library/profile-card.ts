// Another learner's profile card (spec 2 §7.8 GET /userProfiles/{discriminator}): who shared a graph, or whom a graph
// is shared with — their names, picture and the social links they chose to show. The server answers it only when one
// of the two has shared a graph with the other. Framework-free; the Graph Library shows it (OwnerCard.tsx).
import type { ApiClient } from '../api/client.ts';
import { createLatestAnswer, type LatestAnswer } from '../api/latest-answer.ts';
import { socialFormOf, type SocialForm } from '../contract/profile-forms.ts';

export interface ProfileCard {
  readonly username: string;
  readonly firstName: string;
  /** The picture to show: the uploaded profile image, else the avatar; empty for none. */
  readonly picture: string;
  /** The social links the learner filled in; a blank one is not shown. */
  readonly social: SocialForm;
}

export function createProfileCard({ api }: { api: Pick<ApiClient, 'call'> }): LatestAnswer<string, ProfileCard> {
  return createLatestAnswer(async (discriminator: string, signal) => {
    const user = await api.call('userProfiles.get', { params: { discriminator }, signal });
    return {
      username: user.username,
      firstName: user.firstName,
      picture: user.profileImage.Location || user.avatar,
      social: socialFormOf(user.settings.social),
    };
  }, 'profileCard');
}
