// Browser-test support (not a test): answers the kit's /host-config.json inside the page, so a widget that reads the
// server's run-time settings (the Iframe's allowed sites) is tested with no server. Every other request goes on.
import { HOST_CONFIG_PATH, type HostConfig } from '../contract/host-config.ts';
import { createHoldGate } from './hold-gate.ts';

export interface FakeHostConfig {
  /** How many times the page asked. */
  readonly asked: () => number;
  /** Answers with these settings from now on. */
  answer(config: Partial<HostConfig>): void;
  /** Answers with this status from now on. */
  fail(status: number): void;
  /** Answers wait until released. */
  hold(): void;
  release(): void;
  restore(): void;
}

export function fakeHostConfig(config: Partial<HostConfig> = {}): FakeHostConfig {
  const pageFetch = globalThis.fetch;
  let asked = 0;
  let answer: { status: number; body: Partial<HostConfig> } = { status: 200, body: config };
  const gate = createHoldGate();
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
    if (url.pathname !== HOST_CONFIG_PATH) return pageFetch(input, init);
    asked += 1;
    await gate.pass(init?.signal ?? undefined);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    asked: () => asked,
    answer: (body) => {
      answer = { status: 200, body };
    },
    fail: (status) => {
      answer = { status, body: {} };
    },
    hold: gate.hold,
    release: gate.release,
    restore: () => {
      gate.release();
      globalThis.fetch = pageFetch;
    },
  };
}
