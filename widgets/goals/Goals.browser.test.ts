/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  note,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { press } from '../../src/testing/press.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

describe('<tj-goals>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    await setLocale('en');
  });

  it('tells a guest to sign in, and asks the server nothing', async () => {
    server = fakeLibraryServer();
    const widget = await fixture(html`<tj-goals></tj-goals>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to see and set your goals.');
    expect(server.requests).to.deep.equal([]);
  });

  it('reads the goals 3 s after it starts, then writes, closes, reopens, attaches, detaches and discards', async () => {
    server = fakeLibraryServer({ notes: [note('n1', 'Chlorophyll'), note('n2', 'Light reactions')] });
    await signInFakeLearner();
    const started = Date.now();
    const widget = await fixture(html`<tj-goals></tj-goals>`);
    await until(() => query(widget, '[part="loading"]') !== null, 'the busy state');
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty list', 6_000);
    expect(Date.now() - started).to.be.at.least(2_900);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal(['GET /goals']);

    typeInto(query(widget, '[part="new-goal"] input'), 'Learn photosynthesis');
    await press(widget, 'Add goal');
    await until(() => query(widget, '[part="goal-text"]')?.textContent === 'Learn photosynthesis', 'the new goal');
    expect(query(widget, '[part="count"]')?.textContent).to.equal('1 open, 0 closed');

    await press(widget, 'Attach a note');
    typeInto(query(widget, '[part="note-picker"] input'), 'chloro');
    await until(() => query(widget, '[part="found-notes"]')?.textContent?.includes('Chlorophyll') === true, 'the note');
    expect(query(widget, '[part="found-notes"]')?.textContent).to.not.contain('Light reactions');
    const attach = query(widget, '[aria-label="Attach “Chlorophyll”"]') as HTMLButtonElement;
    attach.click();
    await until(
      () => query(widget, '[part="note"]')?.textContent?.includes('Chlorophyll') === true,
      'the attached note',
    );
    expect(query(widget, '[part="note-picker"]'), 'the search closes once attached').to.equal(null);

    await press(widget, 'Close');
    await until(() => query(widget, '[part="goal-status"]')?.textContent === 'Closed', 'the closed goal');
    await press(widget, 'Reopen');
    await until(() => query(widget, '[part="goal-status"]')?.textContent === 'Open', 'the reopened goal');

    // Enabled once the reopening is saved: a click on it while busy does nothing.
    const detach = await until(
      () => query(widget, '[aria-label="Detach “Chlorophyll”"]:not([disabled])') as HTMLButtonElement | null,
      'the Detach button',
    );
    detach.click();
    await until(() => query(widget, '[part="no-notes"]') !== null, 'the detached note');

    await press(widget, 'Discard');
    await until(() => query(widget, '[part="confirm"]') !== null, 'the question');
    expect(text(widget)).to.contain('Discard “Learn photosynthesis”? Its notes stay in your library.');
    (query(widget, '[part="confirm"] .lookup-button') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="empty"]') !== null, 'no goal left');

    expect(server.library.goals).to.deep.equal([]);
    await until(() => server!.recordedVerbs().length === 6, 'six events');
    expect(server.recordedVerbs()).to.deep.equal([
      'CREATED_GOAL',
      'ATTACHED_TO_GOAL',
      'CLOSED_GOAL',
      'REOPENED_GOAL',
      'DETACHED_FROM_GOAL',
      'DISCARDED_GOAL',
    ]);
  });

  it('says why an action failed, and keeps the goal as it was', async () => {
    server = fakeLibraryServer({ goals: [{ id: 'g1', goal: 'Read a book', status: false, attachments: [] }] });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-goals></tj-goals>`);
    await until(() => query(widget, '[part="goal"]') !== null, 'the goal', 6_000);
    server.fail('/goals/g1', 400, 'This goal is locked.');
    await press(widget, 'Close');
    await until(() => query(widget, '[part="failure"]') !== null, 'the failure');
    expect(query(widget, '[part="failure"]')?.getAttribute('role')).to.equal('alert');
    expect(text(widget)).to.contain('That did not work: This goal is locked. Please try again.');
    expect(query(widget, '[part="goal-status"]')?.textContent).to.equal('Open');
    expect(server.recordedVerbs()).to.deep.equal([]);
  });

  it('shows a failed read with a retry', async () => {
    server = fakeLibraryServer({ goals: [{ id: 'g1', goal: 'Read a book', status: false, attachments: [] }] });
    server.fail('/goals', 503, 'The server is busy.');
    await signInFakeLearner();
    const widget = await fixture(html`<tj-goals></tj-goals>`);
    await until(() => query(widget, '[part="error"]') !== null, 'the error', 6_000);
    expect(text(widget)).to.contain('Your goals could not be loaded.');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => query(widget, '[part="goal"]') !== null, 'the goal after the retry');
  });

  describe('changing a goal’s text', () => {
    const field = (widget: Element) => query(widget, '[part="edit-goal"] input') as HTMLInputElement | null;
    const focused = (widget: Element) => widget.shadowRoot?.activeElement ?? null;

    async function goalsOf(seed: string): Promise<Element> {
      server = fakeLibraryServer({ goals: [{ id: 'g1', goal: seed, status: false, attachments: [] }] });
      await signInFakeLearner();
      const widget = await fixture(html`<tj-goals></tj-goals>`);
      await until(() => query(widget, '[part="goal"]') !== null, 'the goal', 6_000);
      return widget;
    }

    async function openField(widget: Element, edit: string): Promise<HTMLInputElement> {
      await press(widget, edit);
      await until(() => field(widget) !== null, 'the field');
      return field(widget)!;
    }

    it('opens a labelled field; Escape and Cancel leave the text as it was, and the keyboard returns to Edit', async () => {
      const widget = await goalsOf('Read a book');
      const input = await openField(widget, 'Edit');
      expect(query(widget, `[part="edit-goal"] label[for="${input.id}"]`)?.textContent).to.equal('Goal text');
      expect(input.value).to.equal('Read a book');
      expect(focused(widget)).to.equal(input);
      expect(query(widget, '[part="goal-text"]'), 'the text became the field').to.equal(null);

      // The field opens with its text selected: typing replaces it.
      await sendKeys({ type: 'Read two books' });
      expect(input.value).to.equal('Read two books');
      await sendKeys({ press: 'Escape' });
      await until(() => field(widget) === null, 'the field closed by Escape');
      expect(query(widget, '[part="goal-text"]')?.textContent).to.equal('Read a book');
      expect(focused(widget)).to.equal(buttonNamed(widget, 'Edit'));

      const again = await openField(widget, 'Edit');
      expect(again.value, 'what was typed and abandoned is gone').to.equal('Read a book');
      typeInto(again, '');
      expect(buttonNamed(widget, 'Save')?.disabled, 'an empty goal cannot be saved').to.equal(true);
      await press(widget, 'Cancel', '[part="edit-goal"]');
      await until(() => field(widget) === null, 'the field closed by Cancel');
      expect(query(widget, '[part="goal-text"]')?.textContent).to.equal('Read a book');
      expect(focused(widget)).to.equal(buttonNamed(widget, 'Edit'));

      expect(server!.requests.filter((request) => request.method === 'PUT')).to.deep.equal([]);
      expect(server!.recordedVerbs()).to.deep.equal([]);
    });

    it('saves on Enter: the goal is busy meanwhile, then shows its new text and records EDITED_GOAL', async () => {
      const widget = await goalsOf('Read a book');
      await openField(widget, 'Edit');
      await sendKeys({ type: '  Read two books ' });
      server!.hold();
      await sendKeys({ press: 'Enter' });
      await until(() => query(widget, '[part="goal"]')?.getAttribute('aria-busy') === 'true', 'the busy goal');
      expect(field(widget)?.readOnly, 'the text being saved stays as sent').to.equal(true);
      expect(buttonNamed(widget, 'Save')?.disabled).to.equal(true);
      server!.release();

      await until(() => query(widget, '[part="goal-text"]')?.textContent === 'Read two books', 'the new text');
      expect(query(widget, '[part="goal"]')?.getAttribute('aria-busy')).to.equal('false');
      expect(field(widget)).to.equal(null);
      expect(focused(widget)).to.equal(buttonNamed(widget, 'Edit'));
      const put = server!.requests.find((request) => request.method === 'PUT');
      expect(put?.path).to.equal('/goals/g1');
      expect(put?.body).to.deep.equal({ goal: 'Read two books' });
      expect(server!.library.goals[0]?.goal).to.equal('Read two books');
      await until(() => server!.recordedVerbs().length === 1, 'the event');
      expect(server!.recordedVerbs()).to.deep.equal(['EDITED_GOAL']);
    });

    it('keeps what was typed when the server refuses it, and says why in the learner’s language', async () => {
      await setLocale('es');
      const widget = await goalsOf('Leer un libro');
      const input = await openField(widget, 'Editar');
      expect(query(widget, `[part="edit-goal"] label[for="${input.id}"]`)?.textContent).to.equal('Texto de la meta');
      await sendKeys({ type: 'Leer dos libros' });
      server!.fail('/goals/g1', 400, 'goal: Una meta puede tener como máximo 500 caracteres.');
      await press(widget, 'Guardar', '[part="edit-goal"]');

      await until(() => query(widget, '[part="failure"]') !== null, 'the failure');
      expect(query(widget, '[part="failure"]')?.getAttribute('role')).to.equal('alert');
      expect(query(widget, '[part="failure"]')?.textContent).to.contain(
        'No funcionó: goal: Una meta puede tener como máximo 500 caracteres. Inténtalo de nuevo.',
      );
      expect(field(widget)?.value, 'the field stays, with what was typed').to.equal('Leer dos libros');
      await until(() => focused(widget) === field(widget), 'the keyboard back in the field');
      expect(query(widget, '[part="goal"]')?.getAttribute('aria-busy')).to.equal('false');
      expect(server!.library.goals[0]?.goal).to.equal('Leer un libro');
      expect(server!.recordedVerbs()).to.deep.equal([]);

      server!.heal();
      await sendKeys({ press: 'Enter' });
      await until(() => query(widget, '[part="goal-text"]')?.textContent === 'Leer dos libros', 'the new text');
      await until(() => server!.recordedVerbs().length === 1, 'the event');
      expect(server!.recordedVerbs()).to.deep.equal(['EDITED_GOAL']);
    });
  });

  it('shows "goal Does not exists" for a goal that cannot be read, in the learner’s language too', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture(html`<tj-goals goal-id="gone"></tj-goals>`);
    await until(() => query(widget, '[part="goal-text"]') !== null, 'the placeholder');
    expect(query(widget, '[part="goal-text"]')?.textContent).to.equal('goal Does not exists');
    expect(query(widget, '[part="goal-status"]')?.textContent).to.equal('Open');
    await setLocale('de');
    await until(() => query(widget, '[part="goal-text"]')?.textContent === 'Ziel existiert nicht', 'German');
  });

  it('signing out empties it at once', async () => {
    server = fakeLibraryServer({ goals: [{ id: 'g1', goal: 'Read a book', status: true, attachments: [] }] });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-goals></tj-goals>`);
    await until(() => query(widget, '[part="goal"]') !== null, 'the goal', 6_000);
    tokens.clear();
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.not.contain('Read a book');
  });
});
