/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { prompts } from '../../src/kit/prompts.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { fakePromptsServer, type FakePromptsServer } from '../../src/testing/fake-prompts-server.ts';
import { until } from '../../src/testing/until.ts';
import { fakeEddieServer } from '../../src/testing/fake-eddie-server.ts';
import { press } from '../../src/testing/press.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

/** Clicks the button whose accessible name (aria-label) is this, once it is there and enabled. */
async function pressNamed(widget: Element, name: string): Promise<void> {
  const find = () => query(widget, `button[aria-label="${name}"]:not([disabled])`) as HTMLButtonElement | null;
  await until(() => find() !== null, `the "${name}" button`);
  find()?.click();
}

const formField = async (widget: Element, selector: string) => {
  await until(() => query(widget, selector) !== null, selector);
  return query(widget, selector);
};

const radios = (widget: Element) =>
  shadowQueryAll(widget, 'input[type="radio"]').map((radio) => (radio as HTMLInputElement).checked);

describe('<tj-kaaro>', () => {
  let library: FakeLibraryServer;
  let server: FakePromptsServer;
  beforeEach(() => {
    library = fakeLibraryServer();
    server = fakePromptsServer();
  });
  afterEach(async () => {
    // Back to the default while the fake servers still answer: its CHANGED_INTENT must not reach the network.
    prompts.actions.choose({ id: 'main', label: 'default', prompt: '' });
    server.restore();
    library.restore();
    tokens.clear();
    await setLocale('en');
  });

  it('tells a guest to sign in', async () => {
    const widget = await fixture(html`<tj-kaaro></tj-kaaro>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(server.sent).to.deep.equal([]);
  });

  it('lists the default first, chooses the active intent with the keyboard (CHANGED_INTENT), writes, edits and deletes one', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-kaaro></tj-kaaro>`);
    await until(() => query(widget, '[part="list"]') !== null, 'the intents');
    expect(shadowQueryAll(widget, '[part="intent"] label').map((label) => label.textContent)).to.deep.equal([
      'default',
      'Socratic',
    ]);
    expect(radios(widget)).to.deep.equal([true, false]);
    expect(query(widget, '[part="empty"]')).to.not.equal(null);
    // Someone else's intent can be chosen, not changed.
    expect(text(widget)).to.contain('by grace');
    expect(query(widget, '[part="intent-actions"]')).to.equal(null);

    (shadowQueryAll(widget, 'input[type="radio"]')[0] as HTMLInputElement).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => radios(widget)[1] === true, 'Socratic chosen');
    expect(query(widget, '[part="active"]')?.textContent).to.equal('Active intent: Socratic');
    await until(() => library.recordedVerbs().includes('CHANGED_INTENT'), 'the event');

    await press(widget, 'New intent');
    typeInto(await formField(widget, '[part="prompt-form"] input'), 'Pirate');
    typeInto(query(widget, '[part="prompt-form"] textarea'), 'Answer like a pirate.');
    await press(widget, 'Add intent');
    await until(() => text(widget).includes('Pirate'), 'the new intent');
    expect(server.sent.at(-1)).to.deep.include({
      method: 'POST',
      path: '/prompts/',
      body: {
        label: 'Pirate',
        prompt: 'Answer like a pirate.',
        visibility: 'private',
        description: '',
        type: '',
        subtype: '',
      },
    });

    await pressNamed(widget, 'Edit “Pirate”');
    const label = (await formField(widget, '[part="intent"] [part="prompt-form"] input')) as HTMLInputElement;
    expect(widget.shadowRoot?.activeElement).to.equal(label);
    typeInto(label, 'Captain');
    await press(widget, 'Save');
    await until(() => text(widget).includes('Captain'), 'the edited intent');

    await pressNamed(widget, 'Delete “Captain”');
    await until(() => query(widget, '[part="confirm"]') !== null, 'the question');
    expect(text(widget)).to.contain('Delete the intent “Captain”? This cannot be undone.');
    await press(widget, 'Delete', '[part="confirm"]');
    await until(() => !text(widget).includes('Captain'), 'the deleted intent');
  });

  it('says why a save failed and keeps what was typed', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-kaaro></tj-kaaro>`);
    await until(() => query(widget, '[part="list"]') !== null, 'the intents');
    await press(widget, 'New intent');
    typeInto(await formField(widget, '[part="prompt-form"] input'), 'Pirate');
    typeInto(query(widget, '[part="prompt-form"] textarea'), 'Answer like a pirate.');
    server.fail(400, 'Label: too long.');
    await press(widget, 'Add intent');
    await until(() => query(widget, '[part="failure"]') !== null, 'the failure');
    expect(text(widget)).to.contain('Label: too long.');
    expect((query(widget, '[part="prompt-form"] input') as HTMLInputElement).value).to.equal('Pirate');
  });

  it('tries the prompt as written with Eddie before it is saved', async () => {
    await signInFakeLearner();
    const eddie = fakeEddieServer();
    try {
      const widget = await fixture(html`<tj-kaaro></tj-kaaro>`);
      await until(() => query(widget, '[part="list"]') !== null, 'the intents');
      await press(widget, 'New intent');
      const tryPrompt = (await formField(widget, '[part="try-prompt"]')) as HTMLButtonElement;
      expect(tryPrompt.disabled, 'a blank prompt cannot be tried').to.equal(true);
      typeInto(query(widget, '[part="prompt-form"] textarea'), 'Answer like a pirate.');
      await press(widget, 'Try with Eddie');
      await until(() => query(widget, '[part="eddie-answer"]') !== null, "Eddie's answer");
      expect(query(widget, '[part="eddie-answer"] [part="answer"]')?.textContent?.trim()).to.equal(
        "Eddie's whole answer to “Answer like a pirate.”.",
      );
      expect(
        server.sent.filter((request) => request.method !== 'GET'),
        'nothing saved',
      ).to.deep.equal([]);
    } finally {
      eddie.restore();
    }
  });
});
