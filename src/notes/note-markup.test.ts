import { describe, expect, it } from 'vitest';
import { nodeLinks, parseNoteMarkup } from './note-markup.ts';

describe('parseNoteMarkup', () => {
  it('renders Markdown, ++underlined++ text and [[node links]] as HTML', () => {
    expect(parseNoteMarkup('Light is **energy**, ++stored++ as [[glucose]].')).toEqual([
      {
        kind: 'html',
        html: '<p>Light is <strong>energy</strong>, <u>stored</u> as <button type="button" class="node-link" data-node="glucose">glucose</button>.</p>\n',
      },
    ]);
  });

  it('numbers the tasks’ checkboxes across blocks, in the order the server counts them, tickable when asked', () => {
    const text = '- [ ] sow\n- [x] water\n\n```\n- [ ] not a task\n```\n\n1. [ ] harvest';
    const shown = parseNoteMarkup(text);
    expect(shown[0]).toEqual({
      kind: 'html',
      html:
        '<ul>\n<li class="task-item"><label><input type="checkbox" class="task" data-task="0" disabled> sow</label></li>\n' +
        '<li class="task-item"><label><input type="checkbox" class="task" data-task="1" checked disabled> water</label></li>\n</ul>\n',
    });
    const ticking = parseNoteMarkup(text, { tickable: true });
    const last = ticking.at(-1);
    expect(last?.kind === 'html' && last.html).toContain('<input type="checkbox" class="task" data-task="2">');
  });

  it('keeps a fenced code block apart, with its language, for the Run button', () => {
    expect(parseNoteMarkup('Try this:\n\n```python\nprint(6 * 7)\n```\n\nDone.')).toEqual([
      { kind: 'html', html: '<p>Try this:</p>\n' },
      { kind: 'code', lang: 'python', code: 'print(6 * 7)' },
      { kind: 'html', html: '<p>Done.</p>\n' },
    ]);
  });

  it('formats JSON, in a json block or standing alone as a paragraph; a broken one stays code or text', () => {
    expect(parseNoteMarkup('```json\n{"a":[1,2]}\n```')).toEqual([
      { kind: 'json', json: '{\n  "a": [\n    1,\n    2\n  ]\n}' },
    ]);
    expect(parseNoteMarkup('[{"id":"n1"}]')).toEqual([{ kind: 'json', json: '[\n  {\n    "id": "n1"\n  }\n]' }]);
    expect(parseNoteMarkup('```json\n{"a":\n```')).toEqual([{ kind: 'code', lang: 'json', code: '{"a":' }]);
    expect(parseNoteMarkup('{not json}')).toEqual([{ kind: 'html', html: '<p>{not json}</p>\n' }]);
  });

  it('shows HTML typed in a note as its text: no script, no element with an event handler', () => {
    const [block] = parseNoteMarkup(
      '<script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x">hi</div>',
    );
    expect(block?.kind).toBe('html');
    const html = block?.kind === 'html' ? block.html : '';
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('escapes a node link’s label', () => {
    const [block] = parseNoteMarkup('[["><img src=x onerror=alert(1)>]]');
    expect(block?.kind === 'html' && block.html).toBe(
      '<p><button type="button" class="node-link" data-node="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;">&#34;&#62;&#60;img src=x onerror=alert(1)&#62;</button></p>\n',
    );
  });
});

describe('nodeLinks', () => {
  it('lists each linked label once, trimmed, and not those inside code', () => {
    expect(nodeLinks('[[Paris]] is on the [[ Seine ]]; [[Paris]] again, `[[not a link]]`')).toEqual(['Paris', 'Seine']);
  });
});
