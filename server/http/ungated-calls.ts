// The calls that no role refuses, each with its reason. Every other call of the contract names its gates in the table
// (src/contract/endpoints/), and the router refuses to implement a call that has neither (route.ts), so a call added
// later without gates cannot reach a learner. server/roles-contract.int.test.ts walks the table with every role.
import type { EndpointName } from '../../src/contract/endpoints.ts';

const SIGNING_IN = 'signing in, out and back in: a learner whatever their roles must be able to end a session';
const PUBLIC_LOOKUP = 'a public lookup of the knowledge engine or a provider: a visitor may make it without a token';

export const UNGATED_CALLS: Readonly<Partial<Record<EndpointName, string>>> = {
  'auth.login': SIGNING_IN,
  'auth.signup': SIGNING_IN,
  'auth.logout': SIGNING_IN,
  'auth.refreshToken': SIGNING_IN,
  'auth.me': 'who is signed in, with their roles: the page needs it to show what the roles allow',
  'auth.requestForgotPassword': SIGNING_IN,
  'auth.checkForgotRequest': SIGNING_IN,
  'auth.resetPassword': SIGNING_IN,
  'auth.oauthRequest': SIGNING_IN,
  'origins.check': 'a partner page asks whether its origin may embed the kit, before anyone signs in',
  'explore.links': PUBLIC_LOOKUP,
  'explore.explore': PUBLIC_LOOKUP,
  'explore.description': PUBLIC_LOOKUP,
  'explore.eric': PUBLIC_LOOKUP,
  'custom.wikidata': PUBLIC_LOOKUP,
  'custom.dictionary': PUBLIC_LOOKUP,
  'custom.snippet': PUBLIC_LOOKUP,
  'custom.snippetGraph': PUBLIC_LOOKUP,
  'custom.entityCluster': PUBLIC_LOOKUP,
  'custom.suggest': PUBLIC_LOOKUP,
  'custom.compare': PUBLIC_LOOKUP,
  'custom.spell': PUBLIC_LOOKUP,
  'custom.askWolfram': PUBLIC_LOOKUP,
  'custom.youtubeSearch': PUBLIC_LOOKUP,
  'custom.twitterSentiment': PUBLIC_LOOKUP,
  'custom.jobs': PUBLIC_LOOKUP,
  'custom.books': PUBLIC_LOOKUP,
  'custom.models3d': PUBLIC_LOOKUP,
  'custom.papers': PUBLIC_LOOKUP,
  dimension: PUBLIC_LOOKUP,
  'book.list': 'the learner’s own books (those they checked out): a visitor is answered none, so any role may ask',
};
