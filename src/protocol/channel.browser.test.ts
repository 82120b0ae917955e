/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createChannel, type ProtocolLog } from './channel.ts';
import { createOriginPolicy } from './origins.ts';

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
  readonly data?: unknown;
  readonly origin?: string;
}

const reports: Report[] = [];
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin === other && typeof event.data === 'object' && event.data !== null) reports.push(event.data);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(find: () => T | undefined, what: string, ms = 4000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
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

    await pause(500);
    expect(reports.filter((r) => r.received)).to.deep.equal([]);
    expect(log.lines.join('\n')).to.contain(`${other} is not allowed`);
    expect(log.lines.join('\n')).not.to.contain(tokens.refreshToken);
  });

  it('hands a message from an allowed origin to the listener, parsed', async () => {
    const log = recordingLog();
    const channel = createChannel(createOriginPolicy([other]), log);
    const got: Array<{ fontSize: number; origin: string }> = [];
    const stop = channel.listen('font-size', (payload, origin) => got.push({ ...payload, origin }));
    try {
      frameWindow().postMessage({ send: 'font-size', data: { fontSize: 90 } }, other);
      await until(() => got[0], 'the message');
      expect(got).to.deep.equal([{ fontSize: 90, origin: other }]);
      expect(log.lines).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('drops and logs a message from an unlisted origin, and one whose payload does not parse', async () => {
    const unlistedLog = recordingLog();
    const strictLog = recordingLog();
    const got: unknown[] = [];
    const stops = [
      createChannel(createOriginPolicy([elsewhere]), unlistedLog).listen('font-size', (payload) => got.push(payload)),
      createChannel(createOriginPolicy([other]), strictLog).listen('font-size', (payload) => got.push(payload)),
    ];
    try {
      frameWindow().postMessage({ send: 'font-size', data: { fontSize: 'huge' } }, other);
      await until(() => strictLog.lines[0], 'the bad payload to be logged');
      expect(strictLog.lines[0]).to.contain('does not parse');
      expect(unlistedLog.lines[0]).to.contain(`${other} is not allowed`);
      expect(got).to.deep.equal([]);
    } finally {
      stops.forEach((stop) => stop());
    }
  });
});
