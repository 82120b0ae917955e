// What a widget's README.md (widgets/<name>/README.md) documents, read back: its summary and the rows of its
// Attributes, Events and Parts tables. Those READMEs are the widgets' one documentation; the kit's manifest and
// typings are made from them, and tests hold them to the code (kit-api/manifest.test.ts: attributes; parts.browser:
// parts).
import type { AttributeType } from '../../src/elements/attributes.ts';

export interface DocumentedAttribute {
  readonly name: string;
  readonly type: AttributeType;
  /** As the README writes it: `explore`, "absent", "empty". */
  readonly default: string;
  readonly description: string;
}

export interface DocumentedEvent {
  readonly name: string;
  /** The TypeScript type of the event's `detail`, as the README writes it. */
  readonly detail: string;
  readonly description: string;
}

export interface DocumentedPart {
  readonly name: string;
  readonly description: string;
}

export interface WidgetReadme {
  /** The README's first paragraph. */
  readonly description: string;
  readonly attributes: readonly DocumentedAttribute[];
  readonly events: readonly DocumentedEvent[];
  readonly parts: readonly DocumentedPart[];
}

export function readWidgetReadme(markdown: string): WidgetReadme {
  const intro = /^# .*\n+([\s\S]*?)(?:\n\n|\n## )/m.exec(markdown)?.[1] ?? '';
  return {
    description: intro.replace(/\s*\n\s*/g, ' ').trim(),
    attributes: rows(section(markdown, 'Attributes')).map(([name, type, fallback, description]) => ({
      name: code(name),
      type: attributeType(type),
      default: fallback,
      description,
    })),
    events: rows(section(markdown, 'Events')).map(([name, detail, description]) => ({
      name: code(name),
      detail: code(detail),
      description,
    })),
    parts: rows(section(markdown, 'Parts')).map(([name, description]) => ({ name: code(name), description })),
  };
}

/** What the README's Type (or Values) column says: "flag …", "text", "number …", or the values in backticks. */
export function attributeType(text: string): AttributeType {
  if (/^flag\b/.test(text)) return { kind: 'flag' };
  if (text === 'text') return { kind: 'text' };
  const range = /^number from (-?[\d.]+) to (-?[\d.]+)$/.exec(text);
  if (range) return { kind: 'number', min: Number(range[1]), max: Number(range[2]) };
  const options = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  if (options.length > 0) return { kind: 'oneOf', options };
  throw new Error(`An attribute's type must be "flag", "text", "number from A to B" or \`values\`; got "${text}"`);
}

function section(markdown: string, title: string): string {
  return new RegExp(`^## ${title}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(markdown)?.[1] ?? '';
}

/** The body rows of the section's table, cell by cell (a `\|` stays in its cell as `|`). */
function rows(section: string): string[][] {
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|')),
  );
}

/** A cell that is one `code span`: its text. */
const code = (cell = '') => /^`(.*)`$/.exec(cell)?.[1] ?? cell;
