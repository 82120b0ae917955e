/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { fakePromptsServer, type FakePromptsServer } from '../../src/testing/fake-prompts-server.ts';
import { until } from '../../src/testing/until.ts';
import { press } from '../../src/testing/press.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

const labels = (widget: Element) =>
  shadowQueryAll(widget, '[part="row"] .card-title').map((label) => label.textContent ?? '');

/** Clicks the button whose accessible name (aria-label) is this, once it is there and enabled. */
async function pressNamed(widget: Element, name: string): Promise<void> {
  const find = () => query(widget, `button[aria-label="${name}"]:not([disabled])`) as HTMLButtonElement | null;
  await until(() => find() !== null, `the "${name}" button`);
  find()?.click();
}

const NEW_ROW_FORM = 'section > [part="prompt-form"]';

async function addRow(widget: Element, label: string): Promise<void> {
  if (query(widget, NEW_ROW_FORM) === null) await press(widget, 'New row');
  await until(() => query(widget, NEW_ROW_FORM) !== null, 'the new row form');
  const form = query(widget, NEW_ROW_FORM);
  typeInto(form?.querySelector('input') ?? null, label);
  typeInto(form?.querySelector('textarea') ?? null, `Answer as ${label}.`);
  await press(widget, 'Add row');
  await until(() => labels(widget).includes(label), `row ${label}`);
}

describe('<tj-kaaro-alpha>', () => {
  let library: FakeLibraryServer;
  let server: FakePromptsServer;
  beforeEach(() => {
    library = fakeLibraryServer();
    server = fakePromptsServer();
  });
  afterEach(async () => {
    server.restore();
    library.restore();
    tokens.clear();
    await setLocale('en');
  });

  it('adds rows at the end, moves them, and deletes one and then a range after asking', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-kaaro-alpha></tj-kaaro-alpha>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty sheet');
    for (const label of ['one', 'two', 'three', 'four']) await addRow(widget, label);
    expect(query(widget, '[part="count"]')?.textContent).to.equal('4 rows');

    await pressNamed(widget, 'Move row 4, “four”, up');
    await until(() => labels(widget).join() === 'one,two,four,three', 'four moved up');
    expect(server.sent.at(-1)).to.deep.include({ path: '/prompts//experiment/update-kaaro' });
    expect(server.sent.at(-1)?.body).to.include({ label: 'four', rowIndex: 2 });

    await pressNamed(widget, 'Edit row 1, “one”');
    await until(() => query(widget, '[part="row"] input[type="number"]') !== null, 'the row number');
    const rowNumber = query(widget, '[part="row"] input[type="number"]') as HTMLInputElement;
    typeInto(rowNumber, '4');
    await press(widget, 'Save');
    await until(() => labels(widget).join() === 'two,four,three,one', 'one moved to the end');

    await pressNamed(widget, 'Delete row 2, “four”');
    await until(() => query(widget, '[part="row"] [part="confirm"]') !== null, 'the question');
    expect(text(widget)).to.contain('Delete row 2, “four”? This cannot be undone.');
    await press(widget, 'Delete', '[part="confirm"]');
    await until(() => labels(widget).join() === 'two,three,one', 'four deleted');
    expect(server.sent.at(-1)?.body).to.deep.equal({ startIndex: 1, endIndex: 2 });

    typeInto(query(widget, '[part="delete-rows"] input') as HTMLInputElement, '2');
    await press(widget, 'Delete rows 2–3');
    await until(() => query(widget, '[part="delete-rows"] [part="confirm"]') !== null, 'the range question');
    expect(text(widget)).to.contain('Delete rows 2 to 3 (2 rows)? This cannot be undone.');
    await press(widget, 'Delete', '[part="confirm"]');
    await until(() => labels(widget).join() === 'two', 'the range deleted');
    expect(server.sent.at(-1)?.body).to.deep.equal({ startIndex: 1, endIndex: 3 });
  });

  it('tries a row on a question and streams the playground’s answer in', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-kaaro-alpha></tj-kaaro-alpha>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty sheet');
    await addRow(widget, 'Pirate');
    server.playgroundPieces = ['Arr, a **volcano** ', 'is a mountain ', 'that breathes fire.'];
    await pressNamed(widget, 'Try row 1, “Pirate”');
    await until(() => query(widget, '[part="try"] input') !== null, 'the question field');
    typeInto(query(widget, '[part="try"] input') as HTMLInputElement, 'What is a volcano?');
    await press(widget, 'Ask');
    await until(() => query(widget, '[part="answer"]')?.getAttribute('aria-busy') === 'true', 'streaming');
    await until(() => text(widget).includes('Answer complete.'), 'the whole answer');
    expect(query(widget, '[part="answer"] strong')?.textContent).to.equal('volcano');
    expect(query(widget, '[part="answer"]')?.textContent?.trim()).to.equal(
      'Arr, a volcano is a mountain that breathes fire.',
    );
    const sent = server.sent.at(-1);
    expect(sent?.path).to.equal('/prompts/playground');
    expect(sent?.body).to.deep.include({ prompt: 'What is a volcano?', intentId: server.kaaros[0]?.id });
  });
});
