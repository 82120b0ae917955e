// The voice control (spec 1 §4 "Speech recognition", spec 2 §9.3): recognition on or off (the dock's microphone,
// ctrl or cmd + M), and while on, each thing the learner says parsed and dispatched. "go on mute", "Hello Santa" and
// "pause microphone" pause and resume the commands while the microphone stays on, so the same words turn them back
// on. createVoiceControl(deps) → { signals, actions, dispose }; no React, no DOM of its own.
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { MessageKey, MessageVars } from '../i18n/i18n.ts';
import type { ParsedCommand } from './commands.ts';
import type { DispatchedCommand, VoiceOutcome } from './dispatch.ts';
import type { RecognitionFactory, RecognitionSource } from './recognition.ts';

export type VoiceStatus =
  /** The browser has no speech recognition. */
  | 'unsupported'
  | 'off'
  | 'listening'
  /** Listening for the toggle phrases only. */
  | 'paused'
  /** The microphone or the recognition service is not allowed. */
  | 'denied'
  /** Recognition failed; `announcement` says why. */
  | 'failed';

/** What the live region says; `id` changes with each, so saying the same twice is announced twice. */
export interface VoiceAnnouncement {
  readonly id: number;
  readonly key: MessageKey;
  readonly vars?: MessageVars;
  /** What the learner said, when this answers it. */
  readonly heard?: string;
}

export interface VoiceControlDeps {
  /** Undefined where the browser has no speech recognition. */
  readonly recognition: RecognitionFactory | undefined;
  parse(transcript: string): ParsedCommand | null;
  dispatch(command: DispatchedCommand): Promise<VoiceOutcome>;
}

export interface VoiceControl {
  readonly signals: {
    readonly status: ReadonlySignal<VoiceStatus>;
    /** Listening (or paused): the microphone is on. */
    readonly on: ReadonlySignal<boolean>;
    /** The last thing heard. */
    readonly heard: ReadonlySignal<string | null>;
    readonly announcement: ReadonlySignal<VoiceAnnouncement | null>;
  };
  readonly actions: {
    /** The microphone button and ctrl or cmd + M: recognition on or off. */
    toggle(): void;
    start(): void;
    stop(): void;
  };
  dispose(): void;
}

export function createVoiceControl(deps: VoiceControlDeps): VoiceControl {
  const status = signal<VoiceStatus>(deps.recognition ? 'off' : 'unsupported', { name: 'voice.status' });
  const heard = signal<string | null>(null, { name: 'voice.heard' });
  const announcement = signal<VoiceAnnouncement | null>(null, { name: 'voice.announcement' });
  const on = signal(false, { name: 'voice.on' });
  let source: RecognitionSource | undefined;
  let nextId = 1;

  const announce = (key: MessageKey, vars?: MessageVars, heard?: string) => {
    announcement.value = { id: nextId++, key, ...(vars ? { vars } : {}), ...(heard ? { heard } : {}) };
  };

  const setStatus = (next: VoiceStatus) => {
    batch(() => {
      status.value = next;
      on.value = next === 'listening' || next === 'paused';
    });
  };

  function listen(): void {
    const make = deps.recognition;
    if (!make) return;
    source = make();
    source.start({
      result: (transcript) => void hear(transcript),
      error: (code) => {
        halt();
        if (code === 'denied') {
          setStatus('denied');
          announce('voice.denied');
        } else {
          setStatus('failed');
          announce('voice.failed', { cause: code });
        }
      },
      // Browsers end recognition after a silence: it goes on until the learner turns it off.
      end: () => {
        if (!on.peek()) return;
        source = undefined;
        listen();
      },
    });
  }

  function halt(): void {
    source?.stop();
    source = undefined;
  }

  async function hear(transcript: string): Promise<void> {
    const said = transcript.trim();
    heard.value = said;
    const command = deps.parse(said);
    if (command?.event === 'toggleSpeech') {
      const pausing = status.peek() === 'listening';
      setStatus(pausing ? 'paused' : 'listening');
      announce(pausing ? 'voice.paused' : 'voice.resumed', undefined, said);
      return;
    }
    if (status.peek() !== 'listening') return;
    if (!command) {
      announce('voice.notUnderstood', { phrase: said }, said);
      return;
    }
    const outcome = await deps.dispatch(command);
    announce(outcome.key, outcome.vars, said);
  }

  function start(): void {
    if (on.peek()) return;
    if (!deps.recognition) {
      announce('voice.unsupported');
      return;
    }
    setStatus('listening');
    announce('voice.listening');
    listen();
  }

  function stop(): void {
    if (!on.peek()) return;
    halt();
    setStatus('off');
    announce('voice.off');
  }

  return {
    signals: { status, on, heard, announcement },
    actions: {
      toggle: () => (on.peek() ? stop() : start()),
      start,
      stop,
    },
    dispose: halt,
  };
}
