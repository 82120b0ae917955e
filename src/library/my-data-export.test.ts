import { describe, expect, it } from 'vitest';
import { exportText } from './my-data-export.ts';

/** An API that answers each export call with its own name, and records the actor asked for. */
function recordingApi() {
  const calls: string[] = [];
  const api = {
    call: (name: string, input: { query: { actor: string } }) => {
      calls.push(`${name} ${input.query.actor}`);
      return Promise.resolve(name === 'query.userMarkdown' ? '# Notes\n' : { from: name });
    },
  };
  return { api: api as unknown as Parameters<typeof exportText>[0], calls };
}

describe('exportText (Export my data)', () => {
  it('asks the call of each format for the learner, Markdown as it is and JSON laid out to be read', async () => {
    const { api, calls } = recordingApi();
    const signal = new AbortController().signal;
    expect(await exportText(api, 'markdown', 'ada', signal)).toBe('# Notes\n');
    expect(await exportText(api, 'json', 'ada', signal)).toBe('{\n  "from": "query.json"\n}\n');
    expect(await exportText(api, 'mongo', 'ada', signal)).toBe('{\n  "from": "query.jsonMongo"\n}\n');
    expect(calls).toEqual(['query.userMarkdown ada', 'query.json ada', 'query.jsonMongo ada']);
  });
});
