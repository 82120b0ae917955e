// The smaller entities of spec 1 §3, one file each beside this one; graph entities are tested in graph.test.ts.
import { describe, expect, it } from 'vitest';
import { vectorNamespaceName } from './brains.ts';
import { eventSchema, eventVerbs } from './events.ts';
import { exploreDescriptionModeSchema } from './knowledge.ts';
import { noteSchema } from './notes.ts';
import { defaultIntent } from './prompts.ts';
import { thoughtSchema } from './thought.ts';
import { anonymousUser, tokensSchema, userSchema } from './user.ts';
import { layoutViewStateSchema, slotKeys } from './workspace.ts';

describe('user, tokens, event, thought', () => {
  it('fills a partial profile from the anonymous user', () => {
    const user = userSchema.parse({ username: 'ada', roles: ['BootcampFall23'], profileImage: { Location: 'u.png' } });
    expect(user.roles[0]).toBe('BootcampFall23');
    expect(user.settings).toEqual({ widget: {}, social: {} });
    expect(user.profileImage.Location).toBe('u.png');
    expect(anonymousUser.username).toBe('');
    expect(anonymousUser.roles).toEqual([]);
  });

  it('rejects a profile with roles that are not a list', () => {
    expect(userSchema.safeParse({ roles: 'Admin' }).success).toBe(false);
  });

  it('needs both tokens', () => {
    expect(tokensSchema.safeParse({ token: 't', refreshToken: '' }).success).toBe(false);
  });

  it('knows the realtime verbs and refuses unknown ones', () => {
    expect(eventVerbs).toContain('SEARCHED_PING');
    // Spec 1 §3's 40, and TYPING_LESSON (the Typing Tutor's results, issue 14 point 3).
    expect(eventVerbs).toHaveLength(41);
    const event = { actor: 'ada', verb: 'THOUGHT_LINKED', value: {}, dataSource: 'tj-client-web' };
    expect(eventSchema.safeParse(event).success).toBe(true);
    expect(eventSchema.safeParse({ ...event, verb: 'SOMETHING' }).success).toBe(false);
  });

  it('defaults a thought to a string in English', () => {
    expect(thoughtSchema.parse({ word: 'cell' })).toEqual({ word: 'cell', type: 'string', lang: 'en' });
    expect(thoughtSchema.safeParse({ word: 'cell', type: 'book' }).success).toBe(false);
  });
});

describe('notes, intents, description modes, workspace', () => {
  it('parses a note and refuses an unknown note type', () => {
    const note = { _id: 'n1', value: { note: 'hi' }, type: 'recording', status: 'loading', progress: 0 };
    expect(noteSchema.parse(note).type).toBe('recording');
    expect(noteSchema.safeParse({ ...note, type: 'text' }).success).toBe(false);
  });

  it('starts the prompt list with main labelled default, and names namespaces', () => {
    expect(defaultIntent).toMatchObject({ id: 'main', label: 'default' });
    expect(vectorNamespaceName({ choice: 'private', username: 'ada' })).toBe('ada');
    expect(vectorNamespaceName({ choice: 'main' })).toBe('main');
  });

  it('knows the explore description modes, "Marked Up" with its space', () => {
    expect(exploreDescriptionModeSchema.options).toEqual(['Default', 'Detailed', 'Marked Up', 'Entities', 'Sentences']);
    expect(exploreDescriptionModeSchema.safeParse('MarkedUp').success).toBe(false);
  });

  it('has slots _a to _n and refuses others', () => {
    expect(slotKeys).toHaveLength(14);
    expect(layoutViewStateSchema.parse({ activeKey: { exploreView: '_b' } })).toEqual({
      edit: false,
      resize: false,
      activeKey: { exploreView: '_b' },
    });
    expect(layoutViewStateSchema.safeParse({ activeKey: { exploreView: '_o' } }).success).toBe(false);
  });
});
