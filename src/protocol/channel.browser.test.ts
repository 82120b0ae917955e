/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createChannel, type ProtocolLog } from './channel.ts';
import { createOriginPolicy } from './origins.ts';
import { until } from '../testing/until.ts';

// The test page and the frame are served by the same test server under two names, so they have two origins.
const here = window.location.origin;
const other = here.includes('://localhost')
  ? here.replace('://localhost', '://127.0.0.1')
  : here.replace('://127.0.0.1', '://localhost');
const elsewhere = 'https://school.example';
const tokens = { status: 200, userToken: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef', fontSize: 75 };

interface Report {
  readonly ready?: true;
  readonly received?: string;
  readonly answered?: string;
  readonly failed?: string;
  readonly error?: string;
  readonly data?: unknown;
  readonly origin?: string;
}

const reports: Report[] = [];
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin === other && typeof event.data === 'object' && event.data !== null) reports.push(event.data);
});

/**
 * Waits until a message posted now through an allowed channel reaches the frame, and forgets its report. Messages
 * between two windows arrive in the order they were posted, so one sent before it would have arrived by then: nothing
 * else is waited for.
 */
async function afterLaterMessage(): Promise<void> {
  const later = { ...tokens, userToken: 'later' };
  await createChannel(createOriginPolicy([other]), recordingLog()).post(frameWindow(), other, 'auth', later);
  const isLater = (report: Report) => (report.data as { userToken?: string } | undefined)?.userToken === 'later';
  await until(() => reports.some(isLater), 'a message posted later');
  reports.splice(reports.findIndex(isLater), 1);
}

function recordingLog(): ProtocolLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (...args: unknown[]) => lines.push(args.join(' ')) };
}

let frame: HTMLIFrameElement;
const frameWindow = () => {
  if (!frame.contentWindow) throw new Error('the frame has no window');
  return frame.contentWindow;
};

describe('protocol channel across origins', () => {
  before(async () => {
    frame = document.createElement('iframe');
    frame.src = `${other}/src/protocol/fixtures/frame.html`;
    document.body.append(frame);
    await until(() => reports.find((report) => report.ready), 'the frame to start', 8000);
  });
  after(() => frame.remove());
  beforeEach(() => {
    reports.length = 0;
  });

  it('posts the login result to a window whose origin is on the list', async () => {
    const log = recordingLog();
    const channel = createChannel(createOriginPolicy([other]), log);

    expect(await channel.post(frameWindow(), other, 'auth', tokens)).to.equal(true);

    const report = await until(() => reports.find((r) => r.received === 'auth'), 'the frame to get the message');
    expect(report.data).to.deep.equal(tokens);
    expect(report.origin).to.equal(here);
    expect(log.lines).to.deep.equal([]);
  });

  it('posts nothing to an origin that is not on the list, and logs why', async () => {
    const log = recordingLog();
    const channel = createChannel(createOriginPolicy([elsewhere]), log);

    expect(await channel.post(frameWindow(), other, 'auth', tokens)).to.equal(false);

    await afterLaterMessage();
    expect(reports.filter((r) => r.received)).to.deep.equal([]);
    expect(log.lines.join('\n')).to.contain(`${other} is not allowed`);
    expect(log.lines.join('\n')).not.to.contain(tokens.refreshToken);
  });

  it('hands a message from an allowed origin to the listener, parsed, and answers the sender with its reply', async () => {
    const log = recordingLog();
    const channel = createChannel(createOriginPolicy([other]), log);
    const got: Array<{ fontSize: number; origin: string }> = [];
    const stop = channel.listen('font-size', (payload, origin) => {
      got.push({ ...payload, origin });
      return { fontSize: payload.fontSize };
    });
    try {
      frameWindow().postMessage({ send: 'font-size', data: { fontSize: 90 } }, other);
      const answer = await until(() => reports.find((r) => r.answered === 'font-size'), 'the answer');
      expect(answer.data).to.deep.equal({ fontSize: 90 });
      expect(got).to.deep.equal([{ fontSize: 90, origin: other }]);
      expect(log.lines).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('drops and logs a message from an unlisted origin, and answers the sender with an error', async () => {
    const log = recordingLog();
    const got: unknown[] = [];
    const stop = createChannel(createOriginPolicy([elsewhere]), log).listen('game-connected', (payload) => {
      got.push(payload);
      return { connected: true };
    });
    try {
      frameWindow().postMessage({ send: 'game-connected', data: { connected: true } }, other);
      const failure = await until(() => reports.find((r) => r.failed === 'game-connected'), 'the error reply');
      expect(failure.error).to.contain(`${other} is not allowed`);
      expect(log.lines[0]).to.contain(`dropped "game-connected" from ${other}: ${other} is not allowed`);
      expect(got).to.deep.equal([]);
      expect(reports.some((r) => r.answered)).to.equal(false);
    } finally {
      stop();
    }
  });

  it('drops and logs a payload that does not parse, and answers the sender with an error', async () => {
    const log = recordingLog();
    const got: unknown[] = [];
    const stop = createChannel(createOriginPolicy([other]), log).listen('font-size', (payload) => {
      got.push(payload);
      return { fontSize: 0 };
    });
    try {
      frameWindow().postMessage({ send: 'font-size', data: { fontSize: 'huge' } }, other);
      const failure = await until(() => reports.find((r) => r.failed === 'font-size'), 'the error reply');
      expect(failure.error).to.contain('does not parse (fontSize)');
      expect(log.lines[0]).to.contain('does not parse');
      expect(got).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('answers the sender with the error a handler throws (a refused graph command)', async () => {
    const channel = createChannel(createOriginPolicy([other]), recordingLog());
    const stop = channel.listen('graph-command', () => {
      throw new Error('Unable to select node from Graph');
    });
    try {
      frameWindow().postMessage({ send: 'graph-command', data: { command: 'select' } }, other);
      const failure = await until(() => reports.find((r) => r.failed === 'graph-command'), 'the error reply');
      expect(failure.error).to.equal('Unable to select node from Graph');
    } finally {
      stop();
    }
  });

  it('answers a name no one serves with an error, not an acknowledgement', async () => {
    frameWindow().postMessage({ send: 'open-sesame', data: {} }, other);
    const failure = await until(() => reports.find((r) => r.failed === 'open-sesame'), 'the error reply');
    expect(failure.error).to.contain('No handler found for post message: open-sesame');
  });

  it('requests an answer from an allowed origin, and sends nothing to an unlisted one', async () => {
    const allowed = createChannel(createOriginPolicy([other]), recordingLog());
    expect(await allowed.request(frameWindow(), other, 'game-connected', {})).to.deep.equal({ connected: true });
    expect(reports.filter((r) => r.received === 'game-connected')).to.have.length(1);

    const log = recordingLog();
    const refusing = createChannel(createOriginPolicy([elsewhere]), log);
    let error: unknown;
    await refusing.request(frameWindow(), other, 'game-connected', {}).catch((caught: unknown) => (error = caught));
    expect(String(error)).to.contain(`${other} is not allowed`);
    await afterLaterMessage();
    expect(reports.filter((r) => r.received === 'game-connected')).to.have.length(1);
  });
});
