import { describe, expect, it } from 'vitest';
import { fakeRecognition } from '../testing/fake-recognition.ts';
import { parseVoiceCommand, type ParsedCommand } from './commands.ts';
import type { VoiceOutcome } from './dispatch.ts';
import { createVoiceControl } from './voice.ts';
import { until } from '../testing/until.ts';

function control(recognition = fakeRecognition()) {
  const dispatched: ParsedCommand[] = [];
  const voice = createVoiceControl({
    recognition: recognition.factory,
    parse: (transcript) => parseVoiceCommand(transcript, { widgets: [{ name: 'detail', titles: ['Detail'] }] }),
    async dispatch(command): Promise<VoiceOutcome> {
      dispatched.push(command);
      return { key: 'voice.showing', vars: { widget: 'Detail' }, done: true };
    },
  });
  return { voice, recognition, dispatched };
}

describe('the voice control', () => {
  it('turns recognition on and off with the microphone, and announces each', () => {
    const { voice, recognition } = control();
    expect(voice.signals.status.value).toBe('off');
    voice.actions.toggle();
    expect(voice.signals.status.value).toBe('listening');
    expect(voice.signals.on.value).toBe(true);
    expect(recognition.listening()).toBe(true);
    expect(voice.signals.announcement.value?.key).toBe('voice.listening');
    voice.actions.toggle();
    expect(voice.signals.status.value).toBe('off');
    expect(recognition.listening()).toBe(false);
    expect(voice.signals.announcement.value?.key).toBe('voice.off');
  });

  it('dispatches what it hears and announces the outcome', async () => {
    const { voice, recognition, dispatched } = control();
    voice.actions.start();
    recognition.say('Show detail.');
    expect(voice.signals.heard.value).toBe('Show detail.');
    expect(dispatched).toEqual([{ event: 'showComponent', widget: 'detail' }]);
    await until(() => voice.signals.announcement.value?.key === 'voice.showing', 'the outcome announced');
    expect(voice.signals.announcement.value).toMatchObject({
      key: 'voice.showing',
      vars: { widget: 'Detail' },
      heard: 'Show detail.',
    });
  });

  // What needs no dispatch is decided as it is heard, before `say` returns.
  it('says when it did not understand', () => {
    const { voice, recognition, dispatched } = control();
    voice.actions.start();
    recognition.say('make me a sandwich');
    expect(dispatched).toEqual([]);
    expect(voice.signals.announcement.value).toMatchObject({
      key: 'voice.notUnderstood',
      vars: { phrase: 'make me a sandwich' },
    });
  });

  it('pauses on go on mute, Hello Santa or pause microphone, and only those resume it', () => {
    const { voice, recognition, dispatched } = control();
    voice.actions.start();
    for (const phrase of ['go on mute', 'Hello Santa', 'pause microphone']) {
      recognition.say(phrase);
      expect(voice.signals.status.value).toBe('paused');
      expect(voice.signals.announcement.value?.key).toBe('voice.paused');
      // Paused, the microphone stays on and other commands are let be.
      expect(recognition.listening()).toBe(true);
      recognition.say('show detail');
      expect(dispatched).toEqual([]);
      recognition.say(phrase);
      expect(voice.signals.status.value).toBe('listening');
      expect(voice.signals.announcement.value?.key).toBe('voice.resumed');
    }
  });

  it('listens again when the browser ends recognition by itself, but not once turned off', () => {
    const { voice, recognition } = control();
    voice.actions.start();
    recognition.end();
    expect(recognition.listening()).toBe(true);
    expect(recognition.starts()).toBe(2);
    voice.actions.stop();
    expect(recognition.listening()).toBe(false);
    expect(recognition.starts()).toBe(2);
  });

  it('says when the microphone is not allowed, or recognition fails, and can start again', () => {
    const { voice, recognition } = control();
    voice.actions.start();
    recognition.fail('denied');
    expect(voice.signals.status.value).toBe('denied');
    expect(voice.signals.on.value).toBe(false);
    expect(voice.signals.announcement.value?.key).toBe('voice.denied');
    voice.actions.toggle();
    expect(voice.signals.status.value).toBe('listening');
    recognition.fail('network');
    expect(voice.signals.status.value).toBe('failed');
    expect(voice.signals.announcement.value).toMatchObject({ key: 'voice.failed', vars: { cause: 'network' } });
  });

  it('says so where the browser has no speech recognition', () => {
    const voice = createVoiceControl({
      recognition: undefined,
      parse: () => null,
      dispatch: () => Promise.reject(new Error('nothing to dispatch')),
    });
    expect(voice.signals.status.value).toBe('unsupported');
    voice.actions.toggle();
    expect(voice.signals.status.value).toBe('unsupported');
    expect(voice.signals.announcement.value?.key).toBe('voice.unsupported');
    const first = voice.signals.announcement.value?.id;
    voice.actions.toggle();
    // Said again, announced again.
    expect(voice.signals.announcement.value?.id).not.toBe(first);
  });
});
