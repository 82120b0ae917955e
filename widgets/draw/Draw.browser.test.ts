/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { notes } from '../../src/kit/notes.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

const part = (widget: Element, name: string) => query(widget, `[part~="${name}"]`) as HTMLElement | null;

/** Draws one stroke across the board with the mouse, from and to these fractions of its box. */
async function stroke(widget: Element, from: [number, number], to: [number, number]): Promise<void> {
  const box = part(widget, 'canvas')?.getBoundingClientRect() ?? new DOMRect();
  const at = ([x, y]: [number, number]): [number, number] => [
    Math.round(box.x + box.width * x),
    Math.round(box.y + box.height * y),
  ];
  await sendMouse({ type: 'move', position: at(from) });
  await sendMouse({ type: 'down' });
  for (let step = 1; step <= 5; step += 1) {
    const x = from[0] + ((to[0] - from[0]) * step) / 5;
    const y = from[1] + ((to[1] - from[1]) * step) / 5;
    await sendMouse({ type: 'move', position: at([x, y]) });
  }
  await sendMouse({ type: 'up' });
}

describe('<tj-draw>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    notes.actions.open(null);
    await setLocale('en');
  });

  it('lets a guest draw, undo and clear, and asks them to sign in to save', async () => {
    server = fakeLibraryServer();
    const widget = await fixture<HTMLElement>(html`<tj-draw style="display:block;width:390px"></tj-draw>`);
    await until(() => part(widget, 'canvas') !== null, 'the board');
    expect(part(widget, 'empty')).to.not.equal(null);
    expect(text(widget)).to.contain('Sign in to save drawings as notes.');
    expect((part(widget, 'undo') as HTMLButtonElement).disabled).to.equal(true);
    await stroke(widget, [0.2, 0.3], [0.8, 0.6]);
    await until(() => part(widget, 'empty') === null, 'the drawing');
    await stroke(widget, [0.2, 0.7], [0.8, 0.2]);
    part(widget, 'undo')?.click();
    await pauseFrame();
    expect(part(widget, 'empty')).to.equal(null);
    part(widget, 'undo')?.click();
    await until(() => part(widget, 'empty') !== null, 'the board empty after two undos');
    await stroke(widget, [0.2, 0.3], [0.8, 0.6]);
    await until(() => part(widget, 'empty') === null, 'the drawing again');
    part(widget, 'clear')?.click();
    await until(() => part(widget, 'empty') !== null, 'the board cleared');
  });

  it('saves a drawing as an image note, and keeps it on the board when saving fails', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-draw></tj-draw>`);
    await until(() => part(widget, 'save') !== null, 'the save form');
    expect((part(widget, 'save') as HTMLButtonElement).disabled).to.equal(true);
    part(widget, 'pen')?.nextElementSibling?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await stroke(widget, [0.1, 0.5], [0.9, 0.5]);
    await until(() => !(part(widget, 'save') as HTMLButtonElement).disabled, 'a drawing to save');
    typeInto(part(widget, 'title'), 'Leaf veins');

    server.fail('/file', 503, 'The server is not responding.');
    part(widget, 'save')?.click();
    await until(() => part(widget, 'error') !== null, 'the failure');
    expect(text(widget)).to.contain('The drawing could not be saved');
    // The server's own message for its 5xx (src/api/errors.ts).
    expect(text(widget)).to.contain('The server is not responding.');
    expect(part(widget, 'empty')).to.equal(null);
    expect(server.library.notes).to.have.length(0);

    server.heal();
    server.hold();
    part(widget, 'save')?.click();
    await until(() => part(widget, 'save')?.getAttribute('aria-busy') === 'true', 'saving');
    expect(text(widget)).to.contain('Saving the drawing…');
    server.release();
    await until(() => part(widget, 'status') !== null, 'saved');
    expect(text(widget)).to.contain('The drawing is saved as the image note “Leaf veins”.');
    const [saved] = server.library.notes;
    expect(saved?.type).to.equal('image');
    expect(saved?.value.noteTitle).to.equal('Leaf veins');
    const upload = server.requests.find((request) => request.path === '/file' && request.form);
    const png = upload?.form?.get('file') as File;
    expect(png.type).to.equal('image/png');
    expect(png.name).to.match(/^drawing-.*\.png$/);
    // The PNG holds the stroke: a blue pixel in the middle of the board.
    const bitmap = await createImageBitmap(png);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context?.drawImage(bitmap, 0, 0);
    const [red, green, blue] =
      context?.getImageData(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2), 1, 1).data ?? [];
    expect(blue).to.be.greaterThan(red ?? 0);
    expect(blue).to.be.greaterThan(green ?? 0);
  });

  it('speaks German', async () => {
    await setLocale('de');
    server = fakeLibraryServer();
    const widget = await fixture<HTMLElement>(html`<tj-draw></tj-draw>`);
    await until(() => part(widget, 'undo')?.textContent === 'Rückgängig', 'the German tools');
    expect(part(widget, 'clear')?.textContent).to.equal('Löschen');
  });
});

function pauseFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
