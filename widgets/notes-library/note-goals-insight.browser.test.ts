/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import type { Goal } from '../../src/contract/goals.ts';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { notes } from '../../src/kit/notes.ts';
import {
  FAKE_LEARNER,
  fakeLibraryServer,
  note,
  signInFakeLearner,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import '../editor/index.ts';
import './index.ts';

const called = (server: FakeLibraryServer, path: string) =>
  server.requests.filter((request) => request.path.startsWith(path));

describe('a note’s diary insight and goals, in <tj-notes-library> and <tj-editor>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(() => {
    server?.restore();
    tokens.clear();
    notes.actions.open(null);
  });

  it('asks for the insight: loading at 0 (read out), then completed with the insight shown', async () => {
    server = fakeLibraryServer({ notes: [note('i1', 'Monday')] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => query(widget, '[part="ask-insight"]') !== null, 'the insight button');
    const ask = query(widget, '[part="ask-insight"]') as HTMLButtonElement;
    expect(ask.getAttribute('aria-label')).to.equal('Get a diary insight on “Monday”');
    expect(ask.textContent).to.equal('Get insight');
    server.hold();
    ask.click();
    await until(() => query(widget, 'progress') !== null, 'the progress');
    expect((query(widget, 'progress') as HTMLProgressElement).value).to.equal(0);
    expect(query(widget, '[part="insight-status"]')?.getAttribute('role')).to.equal('status');
    expect(query(widget, '[part="insight-status"]')?.textContent).to.contain(
      'Eddie is writing an insight on “Monday”…',
    );
    expect(ask.disabled).to.equal(true);
    server.release();
    await until(() => query(widget, '[part="insight-text"]') !== null, 'the insight');
    expect(query(widget, '[part="insight-status"]')?.textContent).to.equal('The insight on “Monday” is ready.');
    expect(query(widget, '[part="insight-text"]')?.textContent).to.contain('An insight on “Monday”.');
    expect(called(server, '/skills/diary/insights').map((request) => request.body)).to.deep.equal([
      { noteId: 'i1', type: 'short', prompt: '' },
    ]);
  });

  it('says what failed and what to do when the insight cannot be written', async () => {
    server = fakeLibraryServer({ notes: [note('i2', 'Tuesday')] });
    server.fail('/skills', 503, 'Eddie is not answering.');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => query(widget, '[part="ask-insight"]') !== null, 'the insight button');
    (query(widget, '[part="ask-insight"]') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="insight-failure"]') !== null, 'the failure');
    expect(query(widget, '[part="insight-failure"]')?.getAttribute('role')).to.equal('alert');
    expect(query(widget, '[part="insight-failure"]')?.textContent).to.equal(
      'The insight on “Tuesday” could not be written: Eddie is not answering. Check your connection and ask again.',
    );
    expect(buttonNamed(widget, 'Ask again')?.disabled).to.equal(false);
  });

  it('shows the note’s goal (POST /goals/many) and detaches it after asking (DELETE /attachments/{id})', async () => {
    const monday = note('g-n1', 'Rocks', { goal: 'g1' });
    const goal: Goal = { id: 'g1', goal: 'Learn geology', status: false, attachments: [{ id: 'a1', note: monday }] };
    server = fakeLibraryServer({ notes: [monday], goals: [goal] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => query(widget, '[part="goal"]') !== null, 'the goal');
    expect(query(widget, '[part="goals"] ul')?.getAttribute('aria-label')).to.equal('In 1 goal');
    expect(called(server, '/goals/many').map((request) => request.body)).to.deep.equal([{ goal_ids: ['g1'] }]);
    const detach = query(widget, '[part="detach-goal"]') as HTMLButtonElement;
    expect(detach.getAttribute('aria-label')).to.equal('Detach “Rocks” from the goal “Learn geology”');
    detach.click();
    await until(() => query(widget, '[part="confirm"]') !== null, 'the question');
    expect(widget.shadowRoot?.activeElement?.textContent).to.equal('Keep it');
    buttonNamed(widget, 'Keep it')?.click();
    await until(() => query(widget, '[part="detach-goal"]') !== null, 'Detach again');
    expect(called(server, '/attachments')).to.have.length(0);
    (query(widget, '[part="detach-goal"]') as HTMLButtonElement).click();
    await until(() => buttonNamed(widget, 'Yes, detach it') !== undefined, 'the question again');
    buttonNamed(widget, 'Yes, detach it')?.click();
    await until(() => query(widget, '[part="goal"]') === null, 'the goal gone');
    expect(called(server, '/attachments').map((request) => [request.method, request.path])).to.deep.equal([
      ['DELETE', '/attachments/a1'],
    ]);
    await until(
      () => query(widget, '[part="status"]')?.textContent === '“Rocks” is no longer in the goal “Learn geology”.',
      'the detach said',
    );
    expect(server.recordedVerbs()).to.include('DETACHED_FROM_GOAL');
  });

  it('offers no insight to a role that may not ask Eddie (Bootcampfall23), and still shows the note’s goal', async () => {
    const rocks = note('b-n1', 'Granite', { goal: 'g3' });
    const goal: Goal = { id: 'g3', goal: 'Name rocks', status: false, attachments: [{ id: 'a3', note: rocks }] };
    server = fakeLibraryServer({
      notes: [rocks],
      goals: [goal],
      profile: { ...FAKE_LEARNER, discriminator: 'ada#1', roles: ['Bootcampfall23'] },
    });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => query(widget, '[part="goal"]') !== null, 'the goal');
    expect(query(widget, '[part="insight"]')).to.equal(null);
    expect(called(server, '/skills')).to.have.length(0);
  });

  it('the Editor shows the open note’s goal and its insight button', async () => {
    const rocks = note('e-n1', 'Basalt', { goal: 'g2' });
    const goal: Goal = { id: 'g2', goal: 'Know rocks', status: false, attachments: [{ id: 'a2', note: rocks }] };
    server = fakeLibraryServer({ notes: [rocks], goals: [goal] });
    await signInFakeLearner();
    const editor = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    notes.actions.open(rocks);
    await until(() => query(editor, '[part="goal"]') !== null, 'the goal in the Editor');
    expect(text(editor)).to.contain('Know rocks');
    (query(editor, '[part="ask-insight"]') as HTMLButtonElement).click();
    await until(() => query(editor, '[part="insight-text"]') !== null, 'the insight in the Editor');
    expect(query(editor, '[part="insight-text"]')?.textContent).to.contain('An insight on “Basalt”.');
  });
});
