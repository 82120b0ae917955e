/// <reference types="mocha" />
import type { ModelViewerElement } from '@google/model-viewer';
import { expect, fixture, html } from '@open-wc/testing';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { arStage } from '../../src/kit/ar.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { brokenModelFile, cubeModelFile } from '../../src/testing/model-file.ts';
import '../ar-controls/index.ts';
import './index.ts';

/** Chooses a file in the controls' file chooser, as a learner does. */
async function pick(controls: HTMLElement, file: File) {
  await until(() => query(controls, 'input[type="file"]') !== null, 'the file chooser');
  const input = query(controls, 'input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file chooser');
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types an address into the controls and submits it. */
async function submitAddress(controls: HTMLElement, address: string) {
  await until(() => query(controls, 'input[type="url"]') !== null, 'the address box');
  const input = query(controls, 'input[type="url"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no address box');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, address);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  (query(controls, 'form') as HTMLFormElement | null)?.requestSubmit();
}

const caption = (widget: HTMLElement) => query(widget, '.ar-caption');
const viewerOf = (widget: HTMLElement) => query(widget, 'model-viewer') as ModelViewerElement | null;

describe('<tj-ar-viewer> with <tj-ar-controls>', function () {
  // Drawing a model in software WebGL (the test browser has no graphics card) takes seconds.
  this.timeout(60_000);

  afterEach(async () => {
    await setLocale('en');
  });

  it('waits for a model without loading model-viewer, and the controls know a viewer is there', async () => {
    const controls = await fixture<HTMLElement>(html`<tj-ar-controls></tj-ar-controls>`);
    await until(() => text(controls).includes('Add the AR Viewer to see the model these controls move.'), 'the note');
    expect(query(controls, 'fieldset')?.hasAttribute('disabled')).to.equal(true);
    const viewer = await fixture<HTMLElement>(html`<tj-ar-viewer></tj-ar-viewer>`);
    await until(() => text(viewer).includes('No model to show yet.'), 'the invitation');
    await until(() => query(controls, '[part="no-viewer"]') === null, 'the controls to see the viewer');
    expect(customElements.get('model-viewer')).to.equal(undefined);
  });

  it('shows a model picked on this device, which the controls turn, zoom, light and reset', async () => {
    const page = await fixture<HTMLElement>(
      html`<div><tj-ar-viewer></tj-ar-viewer><tj-ar-controls></tj-ar-controls></div>`,
    );
    const [widget, controls] = [...page.children] as HTMLElement[];
    if (!widget || !controls) throw new Error('no widgets');
    await pick(controls, await cubeModelFile('heart model.glb'));
    await until(
      () => text(widget).includes('Loading the model “heart model”…') || viewerOf(widget)?.loaded === true,
      'the loading state',
    );
    // The page's first model: software WebGL builds model-viewer's lighting first, which takes a while.
    await until(() => caption(widget) !== null, 'the model', 50_000);
    const viewer = viewerOf(widget);
    expect(caption(widget)?.textContent).to.equal(
      'Showing “heart model”. Drag, pinch or use the arrow keys to turn and zoom it.',
    );
    expect(viewer?.getAttribute('alt')).to.equal('3D model: heart model');
    expect(viewer?.hasAttribute('camera-controls')).to.equal(true);
    expect(text(controls)).to.contain('Model: heart model');

    buttonNamed(controls, 'Turn right')?.click();
    buttonNamed(controls, 'Tilt up')?.click();
    buttonNamed(controls, 'Zoom in')?.click();
    expect(viewer?.cameraOrbit).to.equal('15deg 90deg 84%');
    buttonNamed(controls, 'Reset the view')?.click();
    expect(viewer?.cameraOrbit).to.equal('0deg 75deg 105%');

    const turning = query(controls, '[part="auto-rotate"] input') as HTMLInputElement | null;
    turning?.click();
    expect(viewer?.autoRotate).to.equal(true);
    const brightness = query(controls, '[part="exposure"] input') as HTMLInputElement | null;
    if (!brightness) throw new Error('no slider');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(brightness, '1.5');
    brightness.dispatchEvent(new Event('input', { bubbles: true }));
    expect(viewer?.exposure).to.equal(1.5);

    // A desktop browser cannot place a model in a room: the button says why it is off.
    expect((buttonNamed(controls, 'Place it in your room (AR)') as HTMLButtonElement | undefined)?.disabled).to.equal(
      true,
    );
    expect(text(controls)).to.contain('This device cannot place models in your room');
  });

  it('says so when a model cannot be loaded, and shows the next one', async () => {
    const page = await fixture<HTMLElement>(
      html`<div><tj-ar-viewer></tj-ar-viewer><tj-ar-controls></tj-ar-controls></div>`,
    );
    const [widget, controls] = [...page.children] as HTMLElement[];
    if (!widget || !controls) throw new Error('no widgets');
    await pick(controls, brokenModelFile('broken.glb'));
    await until(() => query(widget, '[role="alert"]') !== null, 'the error', 20_000);
    expect(query(widget, '[role="alert"]')?.textContent).to.match(/^The model “broken” could not be loaded\./);
    await pick(controls, await cubeModelFile('cube.glb'));
    await until(() => caption(widget)?.textContent?.includes('“cube”') === true, 'the cube', 20_000);
    expect(query(widget, '[role="alert"]')).to.equal(null);
  });

  it('refuses an address that is not a glTF or GLB model, in the learner’s language', async () => {
    await setLocale('de');
    const controls = await fixture<HTMLElement>(html`<tj-ar-controls></tj-ar-controls>`);
    const before = arStage.signals.model.value;
    await submitAddress(controls, 'javascript:alert(1)//x.glb');
    await until(() => query(controls, '[part="problem"]') !== null, 'the problem');
    expect(query(controls, '[part="problem"]')?.textContent).to.equal(
      'Gib eine Webadresse an oder wähle eine Datei, die auf .glb oder .gltf endet.',
    );
    expect(query(controls, 'input[type="url"]')?.getAttribute('aria-invalid')).to.equal('true');
    expect(arStage.signals.model.value).to.equal(before);
    const viewer = await fixture<HTMLElement>(
      html`<tj-ar-viewer src="https://models.example/notes.txt"></tj-ar-viewer>`,
    );
    await until(() => query(viewer, '[role="alert"]') !== null, 'the bad attribute');
    expect(query(viewer, '[role="alert"]')?.textContent).to.contain('„https://models.example/notes.txt“');
  });

  it('takes its model from the src attribute', async () => {
    const glb = await (await cubeModelFile()).arrayBuffer();
    const pageFetch = globalThis.fetch;
    // The model's server: only this address answers, with the cube.
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url === 'https://models.example/astronaut.glb'
        ? new Response(glb, { headers: { 'content-type': 'model/gltf-binary' } })
        : pageFetch(input, init);
    };
    try {
      const widget = await fixture<HTMLElement>(
        html`<tj-ar-viewer src="https://models.example/astronaut.glb"></tj-ar-viewer>`,
      );
      await until(() => caption(widget)?.textContent?.includes('“astronaut”') === true, 'the model', 20_000);
      expect(arStage.signals.model.value).to.deep.equal({
        src: 'https://models.example/astronaut.glb',
        name: 'astronaut',
      });
    } finally {
      globalThis.fetch = pageFetch;
    }
  });
});
