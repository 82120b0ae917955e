import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParamNames, type Endpoint } from './endpoint.ts';
import { endpoints, REFRESH_TOKEN_HEADER } from './endpoints.ts';

/** Every call of spec 2 §7.1 to §7.9, copied from the spec (GET, PUT, DELETE /x/{id} written out). */
const specCalls = [
  // 7.1 Authentication
  'POST /auth/login',
  'POST /auth/signup',
  'GET /auth/logout',
  'GET /auth/me',
  'GET /auth/refresh-token',
  'POST /auth/request-forgot-password',
  'GET /auth/check-forgot-request/{id}',
  'POST /auth/reset-password',
  'POST /auth/update-password',
  'GET /auth/oauth-request/{id}',
  'PATCH /auth/me/profile',
  // 7.2 Events
  'POST /events/vs_store/update',
  'GET /events',
  'GET /events/allevents',
  'GET /events/eventsbucket',
  'GET /events/verb/{verb}',
  'GET /events/verb',
  'GET /events/count',
  'GET /events/search/count',
  'POST /events/analytics',
  // 7.3 AI assistant (Eddie)
  'POST /eddie',
  'DELETE /eddie',
  'POST /eddie/history',
  'POST /eddie/history/{id}',
  'POST /eddie/query',
  'POST /eddie/explore/graph',
  'POST /eddie/prompt',
  'POST /eddie/prompt/info',
  'POST /eddie/prompt/info/stream',
  'POST /eddie/quests-group',
  'POST /eddie/smart-file',
  'POST /eddie/vector/update',
  'POST /eddie/vector/ask',
  'POST /eddie/vector-store/files-count',
  'POST /eddie/smart-messages',
  'GET /eddie/smart-charts/{threadId}',
  'POST /eddie/smart-run',
  'POST /skills/diary/insights',
  'POST /prompts/playground',
  // 7.4 Graphs
  'GET /g6graph',
  'POST /g6graph',
  'GET /g6graph/{id}',
  'PUT /g6graph/{id}',
  'DELETE /g6graph/{id}',
  'GET /g6graph/tag/{tag}',
  'POST /g6graph/clone',
  'POST /g6graph/query',
  'POST /g6graph/smart/vector_generate',
  'POST /g6graph/smart/graph/rail',
  'POST /g6graph/smart/run',
  'POST /g6graph/smart/messages',
  'POST /g6graph/smart/create',
  'POST /g6graph/smart/resetThread',
  // 7.5 Notes
  'GET /notes',
  'GET /notes/{id}',
  'POST /notes',
  'PUT /notes/update/{id}',
  'DELETE /notes/{id}',
  // 7.6 Goals
  'POST /goals',
  'GET /goals',
  'GET /goals/{id}',
  'PUT /goals/{id}',
  'DELETE /goals/{id}',
  'POST /goals/many',
  'DELETE /attachments/{id}',
  // 7.7 Quests
  'GET /quests',
  'POST /quests',
  'GET /quests/{id}',
  'PUT /quests/{id}',
  'DELETE /quests/{id}',
  // 7.8 Prompts, intents and brains
  'GET /prompts/',
  'POST /prompts/',
  'PUT /prompts/{id}',
  'DELETE /prompts/{id}',
  'GET /prompts/experiment/fetch-kaaros',
  'POST /prompts/experiment/create-kaaro',
  'POST /prompts//experiment/update-kaaro',
  'POST /prompts/experiment/delete-kaaro',
  'GET /brains',
  'PUT /userProfiles/brains/{action}',
  // 7.9 Exploration and custom data
  'POST /explore/links',
  'POST /explore',
  'POST /explore/description',
  'POST /explore/eric',
  'POST /custom/wikidata',
  'GET /custom/dictionary-api',
  'GET /custom/askwolfram',
  'GET /custom/snippet',
  'GET /custom/snippet/graph',
  'GET /custom/entity-cluster',
  'POST /custom/youtube-search',
  'GET /custom/twitter-sentiment',
  'POST /custom/scr/upload',
  'GET /custom/jobs/{keyword}',
  'POST /dimension',
  'GET /userProfiles/user/search',
  'GET /userProfiles/{discriminator}',
  'PUT /userProfiles/{discriminator}',
  'GET /points/{id}',
  'GET /book',
  'GET /tag/{tag}',
  'POST /query',
  'GET /query/json',
  'GET /query/json_mongo',
  'GET /query/userMarkdown',
  'POST /states',
  'GET /states/{id}',
  'POST /code-compile',
  'POST /game-story/feedback',
  'POST /reference-assessment/generate-test',
  'POST /assessments',
  'PUT /assessments/{assessmentId}',
];

/**
 * Calls the product adds beyond spec 2 §7 (spec 2 §7.10 names the services but not their requests): kept apart so
 * the spec's own list stays a copy of the spec.
 */
const extensionCalls = [
  // Knowledge: navbar and quick-search suggestions, "did you mean".
  'GET /custom/suggest',
  'GET /custom/spell',
  // Knowledge: two words compared (the Compare widget).
  'GET /custom/compare',
  // Live providers: open-library and public-domain books, 3D models, research papers.
  'GET /custom/books',
  'GET /custom/models',
  'GET /custom/papers',
  // The leaderboard and the skill graph (spec 1 §1 names them, spec 2 §9 their sizes; §7 shows no call).
  'GET /leaderboard',
  'GET /skills/top',
  // Files of image and recording notes: spec 1 §2 names the route /file/{fileId}, spec 2 §7 only the recording upload.
  'POST /file',
  'GET /file/{fileId}',
  // The learner's uploaded files, newest first (the File Upload widget's list).
  'GET /files',
  // Granting roles (spec 1 §6 keeps a list of admin usernames and shows no calls).
  'GET /admin/users/{username}/roles',
  'PUT /admin/users/{username}/roles',
  // Partner origins kept in the database, and the check a refused partner page makes (docs/architecture.md).
  'GET /admin/partner-origins',
  'PUT /admin/partner-origins',
  'GET /origin-check',
  // The AI property generator of a graph node (spec 1 §3 node function, the graph's function_call mode).
  'POST /eddie/node/properties',
];

const table: [string, Endpoint][] = Object.entries(endpoints);
const tableCalls = table.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
const byCall = new Map(table.map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, { name, endpoint }]));

function entry(call: string): Endpoint {
  const found = byCall.get(call);
  if (found === undefined) throw new Error(`${call} is not in the table`);
  return found.endpoint;
}

describe('endpoint table', () => {
  it('has every call of spec 2 §7', () => {
    expect(specCalls.filter((call) => !tableCalls.includes(call))).toEqual([]);
  });

  it('has no call the spec does not list but the extensions, and no call twice', () => {
    const listed = [...specCalls, ...extensionCalls];
    expect(tableCalls.filter((call) => !listed.includes(call))).toEqual([]);
    expect(extensionCalls.filter((call) => !tableCalls.includes(call))).toEqual([]);
    expect(new Set(tableCalls).size).toBe(tableCalls.length);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names every entry area.call or a single word', () => {
    // Digits may follow the first letter (custom.models3d).
    for (const [name] of table) expect(name).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)?$/);
  });

  it('keeps each key prefix in one file named after it (gameStory.feedback in endpoints/game-story.ts)', () => {
    const files = import.meta.glob<Record<string, Record<string, Endpoint>>>('./endpoints/*.ts', { eager: true });
    const fileOf = (name: string) => {
      const prefix = name.split('.')[0] ?? name;
      return `./endpoints/${prefix.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
    };
    const filed: string[] = [];
    for (const [path, exports] of Object.entries(files)) {
      const [table, ...others] = Object.entries(exports).filter(([name]) => name.endsWith('Endpoints'));
      expect(others, `${path} exports one table`).toEqual([]);
      const names = Object.keys(table?.[1] ?? {});
      expect(names.filter((name) => fileOf(name) !== path)).toEqual([]);
      filed.push(...names);
    }
    expect(filed.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('keeps the odd paths exactly as the spec spells them', () => {
    expect(entry('POST /prompts//experiment/update-kaaro').auth).toBe('bearer');
    expect(entry('GET /prompts/').answer.kind).toBe('json');
    expect(entry('DELETE /eddie').body).toBeUndefined();
  });

  it('sends the refresh token in a header on logout and refresh-token, and only there', () => {
    expect(REFRESH_TOKEN_HEADER).toBe('refresh-token');
    const flagged = table.filter(([, e]) => e.refreshTokenInHeader).map(([, e]) => `${e.method} ${e.path}`);
    expect(flagged.sort()).toEqual(['GET /auth/logout', 'GET /auth/refresh-token']);
  });

  it('adds the token only if present on compile, jobs, smart charts, brains and test generation (spec 2 §6)', () => {
    for (const call of [
      'POST /code-compile',
      'GET /custom/jobs/{keyword}',
      'GET /eddie/smart-charts/{threadId}',
      'GET /brains',
      'POST /reference-assessment/generate-test',
    ]) {
      expect(entry(call).auth, call).toBe('default');
    }
  });

  it('sends the bearer token on AI, notes, graphs, goals, quests, prompts and events calls (spec 2 §6)', () => {
    const protectedArea = /^\/(eddie|skills|notes|g6graph|goals|attachments|quests|prompts|events)(\/|$)/;
    const brainsCalls = ['GET /eddie/smart-charts/{threadId}', 'POST /eddie/vector-store/files-count'];
    for (const [, e] of table) {
      const call = `${e.method} ${e.path}`;
      if (protectedArea.test(e.path) && !brainsCalls.includes(call)) expect(e.auth, call).toBe('bearer');
    }
  });

  it('lets only the sign-in calls and the origin check go without a token (logout sends it when there is one)', () => {
    const publicCalls = table.filter(([, e]) => e.auth === 'none').map(([name]) => name);
    expect(publicCalls.sort()).toEqual(
      [
        'auth.checkForgotRequest',
        'auth.login',
        'auth.oauthRequest',
        'auth.refreshToken',
        'auth.requestForgotPassword',
        'auth.resetPassword',
        'auth.signup',
        // A page the server refuses asks why, with no credentials (server/origin-check.ts).
        'origins.check',
      ].sort(),
    );
  });

  it('streams the answers the spec says are streamed', () => {
    const streamed = table.filter(([, e]) => e.answer.kind === 'stream').map(([, e]) => `${e.method} ${e.path}`);
    expect(streamed.sort()).toEqual(
      [
        'POST /eddie',
        'POST /eddie/prompt/info/stream',
        'POST /eddie/smart-run',
        'POST /prompts/playground',
        'POST /g6graph/smart/run',
      ].sort(),
    );
  });

  it('reads the vector answers and the Markdown export as text', () => {
    const asText = table.filter(([, e]) => e.answer.kind === 'text').map(([, e]) => `${e.method} ${e.path}`);
    expect(asText.sort()).toEqual(['GET /query/userMarkdown', 'POST /eddie/vector/ask', 'POST /eddie/vector/update']);
  });

  it('sends forms as multipart', () => {
    const forms = table.filter(([, e]) => e.body?.kind === 'multipart').map(([, e]) => `${e.method} ${e.path}`);
    expect(forms.sort()).toEqual(
      [
        'POST /custom/scr/upload',
        'POST /file',
        'POST /eddie/smart-run',
        'POST /eddie/vector/update',
        'POST /g6graph/smart/run',
      ].sort(),
    );
  });

  it('has no body on GET and DELETE calls', () => {
    for (const [, e] of table) {
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body, `${e.method} ${e.path}`).toBeUndefined();
    }
  });

  it('reads path parameters from the template', () => {
    expect(pathParamNames('/userProfiles/brains/{action}')).toEqual(['action']);
    expect(pathParamNames('/a/{x}/b/{y}')).toEqual(['x', 'y']);
    expect(pathParamNames('/prompts/')).toEqual([]);
  });
});

describe('endpoint schemas', () => {
  it('answers login with token and refreshToken', () => {
    const answer = endpoints['auth.login'].answer.schema;
    expect(answer.parse({ token: 'a.b.c', refreshToken: 'r' })).toEqual({ token: 'a.b.c', refreshToken: 'r' });
    expect(answer.safeParse({ token: 'a.b.c' }).success).toBe(false);
  });

  it('tells the refresh answer of /auth/me from a profile', () => {
    const answer = endpoints['auth.me'].answer.schema;
    expect(answer.parse({ message: 'refresh_token', token: 't', refreshToken: 'r' })).toEqual({
      message: 'refresh_token',
      token: 't',
      refreshToken: 'r',
    });
    const profile = answer.parse({ username: 'ada', roles: ['SignalSchool'] });
    expect('username' in profile && profile.roles).toEqual(['SignalSchool']);
  });

  it('requires sharedAccess when a graph update sets access custom', () => {
    const body = endpoints['graphs.update'].body.schema;
    const graph = { g6_data: { graph_name: 'g', gdata: {} }, metadata: {}, tags: [], access: 'custom' };
    expect(body.safeParse(graph).success).toBe(false);
    expect(body.safeParse({ ...graph, sharedAccess: ['bob'] }).success).toBe(true);
    expect(body.safeParse({ ...graph, access: 'private' }).success).toBe(true);
  });

  it('leaves out an empty subscription key only by not sending it', () => {
    const body = endpoints['auth.signup'].body.schema;
    const signup = { firstName: 'Ada', username: 'ada_l', password: 'longenough', email: 'ada@example.org' };
    expect(body.safeParse(signup).success).toBe(true);
    expect(body.safeParse({ ...signup, tjKey: '  ' }).success).toBe(false);
  });

  it('coerces query numbers the server receives as text', () => {
    const query = endpoints['graphs.list'].query;
    expect(query.parse({ pageNo: '2', graph_dimension: 'quest_library' })).toEqual({
      pageNo: 2,
      graph_dimension: 'quest_library',
    });
    expect(query.safeParse({ pageNo: '-1' }).success).toBe(false);
  });

  it('takes a file in a multipart field', () => {
    const body = endpoints['custom.screenRecordingUpload'].body.schema;
    expect(body.safeParse({ upl: new Blob(['x'], { type: 'video/webm' }) }).success).toBe(true);
    expect(body.safeParse({ upl: 'not a file' }).success).toBe(false);
  });

  it('gives every json answer a schema', () => {
    for (const [name, e] of table) {
      if (e.answer.kind === 'json') expect(e.answer.schema, name).toBeInstanceOf(z.ZodType);
    }
  });
});
