import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { voiceCommandSchema, voiceEventSchema } from '../contract/voice.ts';
import {
  closestWidget,
  DEFAULT_SLOT,
  normalize,
  parseVoiceCommand,
  similarity,
  slotOfOrdinal,
  voiceCommands,
  type ParseContext,
} from './commands.ts';

/** Widgets as the host lists them: registry name and English title. */
const widget = (name: keyof typeof titles) => ({ name, titles: [titles[name]] });
const titles = {
  detail: en['detail.title'],
  'graph-explore': en['graph-explore.title'],
  'graph-library': en['graph-library.title'],
  'graph-index': en['graph-index.title'],
  help: en['help.title'],
  eddie: en['eddie.title'],
  'notes-library': en['notes-library.title'],
  'wiki-data-card': en['wiki-data-card.title'],
  'data-card': en['data-card.title'],
  dendro: en['dendro.title'],
};
const context: ParseContext = { widgets: (Object.keys(titles) as (keyof typeof titles)[]).map(widget) };
const parse = (said: string) => parseVoiceCommand(said, context);

describe('the voice command table', () => {
  it('gives every command a phrase, an event and a level of the contract, and every voice route a path', () => {
    for (const entry of voiceCommands) expect(voiceCommandSchema.parse(entry)).toEqual(entry);
    const levels = new Set(voiceCommands.map((entry) => entry.level));
    expect([...levels].sort()).toEqual(['dynamic', 'global', 'graphNode', 'layout', 'route', 'speech']);
    expect(voiceCommands.filter((entry) => 'path' in entry).map((entry) => 'path' in entry && entry.path)).toEqual([
      '/',
      '/Author-view',
      '/Simplified-view',
      '/Reading-view',
      '/canvas',
    ]);
  });

  it('has a phrase for every event of the contract', () => {
    const events = new Set<string>(voiceCommands.map((entry) => entry.event));
    expect([...events].sort()).toEqual([...voiceEventSchema.options].sort());
  });
});

describe('parseVoiceCommand', () => {
  it.each([
    ['go on mute', 'toggleSpeech'],
    ['Hello Santa!', 'toggleSpeech'],
    ['pause microphone', 'toggleSpeech'],
    ['start screen recorder', 'startScreenRecorder'],
    ['Stop screen recorder.', 'stopScreenRecorder'],
    ['edit layout', 'editLayout'],
    ['resize layout', 'resizeLayout'],
    ['jump to next thought', 'nextThought'],
    ['jump to previous thought', 'previousThought'],
    ['save current thought', 'saveCurrentThought'],
    ['start camera', 'startCamera'],
    ['stop camera', 'stopCamera'],
    ['start thought recorder', 'startThoughtRecorder'],
    ['stop thought recorder', 'stopThoughtRecorder'],
    ['open sidebar', 'openSidebar'],
    ['close sidebar', 'closeSidebar'],
    ['speak details', 'speakDetails'],
    ['speak information', 'speakInformation'],
    ['speak help', 'speakHelp'],
    ['new slot', 'newSlot'],
  ])('hears “%s” as %s', (said, event) => {
    expect(parse(said)).toEqual({ event });
  });

  it.each([
    ['go to explore view', '/'],
    ['go to author view', '/Author-view'],
    ['Go to simplified view', '/Simplified-view'],
    ['go to reading view', '/Reading-view'],
    ['go to canvas view', '/canvas'],
  ])('hears the voice route “%s” as %s', (said, path) => {
    expect(parse(said)).toEqual({ event: 'changeRoute', path });
  });

  it('takes the word of jump to, tell me about and describe', () => {
    expect(parse('jump to dog')).toEqual({ event: 'jumpToNode', tag: 'dog' });
    expect(parse('Jump to Albert Einstein.')).toEqual({ event: 'jumpToNode', tag: 'albert einstein' });
    expect(parse('tell me about photosynthesis')).toEqual({ event: 'tellMeAbout', tag: 'photosynthesis' });
    expect(parse('describe black hole')).toEqual({ event: 'describe', tag: 'black hole' });
  });

  it('picks the closest widget for show {component}, also when misheard', () => {
    expect(parse('show detail')).toEqual({ event: 'showComponent', widget: 'detail' });
    expect(parse('Show details')).toMatchObject({ widget: 'detail' });
    expect(parse('show graph explorer')).toMatchObject({ widget: 'graph-explore' });
    expect(parse('show wiki data card')).toMatchObject({ widget: 'wiki-data-card' });
    expect(parse('show data card')).toMatchObject({ widget: 'data-card' });
    expect(parse('show the notes library')).toMatchObject({ widget: 'notes-library' });
    expect(parse('show eddy')).toMatchObject({ widget: 'eddie' });
    expect(parse('show dendrogram')).toMatchObject({ widget: 'dendro' });
  });

  it('opens a widget in the panel its ordinal names', () => {
    expect(parse('open detail in first')).toEqual({
      event: 'openComponentInSlot',
      widget: 'detail',
      slot: '_a',
    });
    expect(parse('open graph library in the fourth panel')).toMatchObject({ widget: 'graph-library', slot: '_c' });
    expect(parse('open help in seventh')).toMatchObject({ widget: 'help', slot: '_a' });
  });

  it('understands nothing else', () => {
    expect(parse('')).toBeNull();
    expect(parse('   ')).toBeNull();
    expect(parse('make me a sandwich')).toBeNull();
    expect(parse('jump to')).toBeNull();
    expect(parseVoiceCommand('show detail', { widgets: [] })).toBeNull();
  });
});

describe('slot ordinals (spec 2 §9.1)', () => {
  it.each([
    ['first', '_a'],
    ['second', '_b'],
    ['third', '_d'],
    ['fourth', '_c'],
    ['fifth', '_f'],
    ['sixth', '_e'],
    ['1st', '_a'],
    ['2nd', '_b'],
    ['3rd', '_d'],
    ['4th', '_c'],
    ['5th', '_f'],
    ['6th', '_e'],
    ['the fifth slot', '_f'],
    ['seventh', DEFAULT_SLOT],
    ['', DEFAULT_SLOT],
  ])('%s is %s', (ordinal, slot) => {
    expect(slotOfOrdinal(ordinal)).toBe(slot);
  });
});

describe('similarity', () => {
  it('is 1 for the same text, 0 for nothing in common, and falls with each edit', () => {
    expect(similarity('detail', 'detail')).toBe(1);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('details', 'detail')).toBeCloseTo(6 / 7);
    expect(similarity('detail', 'eddie')).toBeLessThan(similarity('detail', 'details'));
  });

  it('chooses the first of equally close widgets, by name or by title', () => {
    const twins = {
      widgets: [
        { name: 'first', titles: ['Same'] },
        { name: 'second', titles: ['Same'] },
      ],
    };
    expect(closestWidget('same', twins)).toBe('first');
    expect(closestWidget('graph index', context)).toBe('graph-index');
    expect(closestWidget('anything', { widgets: [] })).toBeUndefined();
  });

  it('matches a title in the page’s language too', () => {
    const widgets = {
      widgets: [
        { name: 'detail', titles: ['Detail', 'विवरण'] },
        { name: 'help', titles: ['Help'] },
      ],
    };
    expect(closestWidget('विवरण', widgets)).toBe('detail');
  });
});

describe('normalize', () => {
  it('drops capitals, punctuation and extra spaces', () => {
    expect(normalize('  Show   Detail, please! ')).toBe('show detail please');
  });
});
