import { describe, expect, it } from 'vitest';
import { chartsOf } from './smart-graph.ts';

describe('chartsOf', () => {
  it('charts each numeric column of a markdown table, labelled by the first column', () => {
    const answer = [
      'Planets:',
      '',
      '| Planet | Moons | Kind | Radius (km) |',
      '| :--- | ---: | --- | --- |',
      '| Earth | 1 | rock | 6,371 |',
      '| **Mars** | 2 | rock | 3,389.5 |',
      '',
      'That is all.',
    ].join('\n');
    expect(chartsOf([answer])).toEqual([
      { title: 'Moons', labels: ['Earth', 'Mars'], values: [1, 2] },
      { title: 'Radius (km)', labels: ['Earth', 'Mars'], values: [6371, 3389.5] },
    ]);
  });

  it('reads every table of every answer, and skips tables of one row and text that only looks like one', () => {
    const one = '| A | B |\n|---|---|\n| x | 1 |';
    const two = 'a | b\n---|---\np | -2\nq | 45%';
    const pipes = 'Choose a | b, then | c.';
    expect(chartsOf([one, pipes, two])).toEqual([{ title: 'b', labels: ['p', 'q'], values: [-2, 45] }]);
  });
});
