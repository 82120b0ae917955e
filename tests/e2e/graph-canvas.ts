// Graph Explore's canvas as a learner's keyboard and pointer reach it: the canvas, the label of the node the keyboard
// focus is on, and where its focus ring is drawn (the canvas exposes no node positions to a page).
import { expect, type Locator } from '@playwright/test';
import { message } from './messages.ts';

const en = (key: string) => message('en', key);

export const canvasOf = (widget: Locator) => widget.getByRole('application', { name: en('graph-explore.canvasLabel') });

/** Graph Explore's list of its nodes for screen readers (its canvas draws the same graph). */
export const nodeList = (widget: Locator) => widget.getByRole('list', { name: en('graph-explore.listLabel') });

/** The labels in Graph Explore's screen-reader list: each item is "label: its relations". */
export async function listedLabels(widget: Locator): Promise<string[]> {
  const items = await nodeList(widget).getByRole('listitem').allTextContents();
  return items.map((item) => item.slice(0, item.indexOf(': ')));
}

/** A message of en.json, in its plural or its singular form, as a pattern: each {{placeholder}} matches any text. */
function messagePattern(key: string): RegExp {
  const forms = [en(key), en(`${key}_one`)].map((template) =>
    template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '(.+?)'),
  );
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/** The label of the node the keyboard focus is on, from the widget's "focused" line ("puppy: 1 relation from it."). */
export async function focusedLabel(widget: Locator): Promise<string> {
  const line = widget.locator('.graph-focused');
  const pattern = messagePattern('graph-explore.focused');
  await expect(line).toHaveText(pattern);
  const [, ...captured] = pattern.exec((await line.textContent()) ?? '') ?? [];
  return captured.find((label) => label !== undefined) ?? '';
}

/**
 * Where the focus ring is drawn, in page coordinates: the middle of the pixels of its colour (G6's halo, #ffbf00 at
 * 0.9 opacity over the dark canvas), or null while none is drawn. The canvas exposes no node positions to a page, but
 * the ring shows a learner, and this test, where the focused node is.
 */
export function ringCentre(area: Locator): Promise<{ x: number; y: number } | null> {
  return area.evaluate((element) => {
    for (const layer of element.querySelectorAll('canvas')) {
      const context = layer.getContext('2d');
      if (!context || layer.width === 0 || layer.height === 0) continue;
      const { data } = context.getImageData(0, 0, layer.width, layer.height);
      let count = 0;
      let sumX = 0;
      let sumY = 0;
      for (let index = 0; index < data.length; index += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = data.subarray(index, index + 4);
        if (a > 200 && r > 160 && g > 100 && g < r - 20 && b < 110 && r - b > 90) {
          count += 1;
          sumX += (index / 4) % layer.width;
          sumY += Math.floor(index / 4 / layer.width);
        }
      }
      if (count < 20) continue;
      const box = layer.getBoundingClientRect();
      return {
        x: box.left + ((sumX / count + 0.5) * box.width) / layer.width,
        y: box.top + ((sumY / count + 0.5) * box.height) / layer.height,
      };
    }
    return null;
  });
}
