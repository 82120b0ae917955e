import { describe, expect, it } from 'vitest';
import { serverFailed } from '../api/errors.ts';
import { createQuestGrouping, stepOf } from './quest-grouping.ts';
import type { ThoughtMapData } from './thought-map.ts';

const map: ThoughtMapData = {
  nodes: [
    { id: 'atom', label: 'Atom' },
    { id: 'bond', label: 'Bond' },
    { id: 'carbon', label: 'Carbon' },
  ],
  edges: [],
};

function rig(reply: () => Promise<unknown>) {
  const asked: { name: string; body: unknown }[] = [];
  const grouping = createQuestGrouping({
    api: {
      call: ((name: string, options: { body: unknown }) => {
        asked.push({ name, body: options.body });
        return reply();
      }) as never,
    },
  });
  return { grouping, asked };
}

describe("Eddie's quest grouping", () => {
  it('sends the thoughts and the anchor, and keeps the steps of thoughts the map has', async () => {
    const { grouping, asked } = rig(async () => ({
      groups: [
        { step: 1, nodeIds: ['bond'] },
        { step: 2, nodeIds: ['atom', 'carbon', 'elsewhere'] },
        { step: 3, nodeIds: ['gone'] },
      ],
    }));
    await grouping.group(map, 'bond');
    expect(asked).toEqual([
      {
        name: 'eddie.questsGroup',
        body: { nodeIds: ['atom', 'bond', 'carbon'], anchor: { id: 'bond', label: 'Bond' } },
      },
    ]);
    expect(grouping.state.value).toMatchObject({
      status: 'ready',
      answer: [
        { step: 1, nodeIds: ['bond'] },
        { step: 2, nodeIds: ['atom', 'carbon'] },
      ],
    });
    expect([...stepOf(grouping.state.value)]).toEqual([
      ['bond', 1],
      ['atom', 2],
      ['carbon', 2],
    ]);
    grouping.ungroup();
    expect(stepOf(grouping.state.value).size).toBe(0);
  });

  it('starts from the first thought when the anchor is not on the map, and asks nothing for an empty map', async () => {
    const { grouping, asked } = rig(async () => ({ groups: [] }));
    await grouping.group({ nodes: [], edges: [] }, null);
    expect(grouping.state.value.status).toBe('idle');
    expect(asked).toEqual([]);
    await grouping.group(map, 'elsewhere');
    expect(asked[0]?.body).toMatchObject({ anchor: { id: 'atom', label: 'Atom' } });
  });

  it('keeps the failure to say, and no steps', async () => {
    const { grouping } = rig(async () => Promise.reject(serverFailed(503, 'Eddie is resting')));
    await grouping.group(map, null);
    expect(grouping.state.value.status).toBe('error');
    expect(stepOf(grouping.state.value).size).toBe(0);
  });
});
