/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { brains } from '../../src/kit/brains.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { useFakeBrainsServer } from '../../src/testing/fake-brains-suite.ts';
import { signInFakeLearner } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const answer = (widget: Element) => query(widget, '[part="answer"]');

async function ask(widget: HTMLElement, question: string) {
  (query(widget, 'textarea') as HTMLTextAreaElement).focus();
  await sendKeys({ type: question });
  await sendKeys({ press: 'Enter' });
}

const brain = (id: string, namespace: string, connected: boolean) => ({
  vectorStoreId: id,
  namespace,
  connected,
  files: [],
});

describe('<tj-document-chat>', () => {
  const fakeBrainsServer = useFakeBrainsServer();

  it('asks a guest to sign in', async () => {
    fakeBrainsServer();
    const widget = await fixture<HTMLElement>(html`<tj-document-chat></tj-document-chat>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to ask your brains about your documents.');
  });

  it('says how to connect a brain when none is connected', async () => {
    fakeBrainsServer([brain('s1', 'main', false)]);
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-document-chat></tj-document-chat>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty state');
    expect(text(widget)).to.contain('No brain is connected.');
  });

  it('shows why the brains could not be read, retries, and offers a brain once it is connected', async () => {
    const server = fakeBrainsServer([brain('s1', 'main', false)]);
    const widget = await fixture<HTMLElement>(html`<tj-document-chat></tj-document-chat>`);
    server.hold();
    server.failNext('/brains', 400, 'Down for maintenance.');
    await signInFakeLearner();
    await until(() => query(widget, '[part="loading"]') !== null, 'the busy state');
    server.release();
    await until(() => query(widget, '[part="error"]') !== null, 'the error');
    expect(text(widget)).to.contain('Down for maintenance.');
    (query(widget, '[part="retry"]') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty state');
    await brains.actions.setConnected('s1', true);
    await until(() => query(widget, '[part="brain"]') !== null, 'the brain picker');
  });

  it('asks the chosen connected brain and shows the cited answer, sanitised', async () => {
    const server = fakeBrainsServer([
      brain('s1', 'main', true),
      brain('s2', 'hidden', false),
      brain('s3', 'geology', true),
    ]);
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-document-chat namespace="geology"></tj-document-chat>`);
    await until(() => query(widget, '[part="brain"]') !== null, 'the brain picker');
    const picker = query(widget, '[part="brain"]') as HTMLSelectElement;
    expect([...picker.options].map(({ value }) => value)).to.deep.equal(['main', 'geology']);
    expect(picker.value).to.equal('geology');
    expect(text(widget)).to.contain('Ask a question about the documents of “geology”.');
    await ask(widget, 'How is basalt made?');
    // Until the answer is read (as text, spec 2 §7.3), the turn says Eddie is answering and Stop is offered.
    await until(() => buttonNamed(widget, 'Stop') !== undefined, 'the Stop button');
    expect(text(widget)).to.contain('Eddie is answering…');
    await server.send('**From your brains**\n\n- Lava cools into basalt ');
    await server.send('(rocks.md, passage 2) <img src=x onerror="window.hacked=1">');
    server.end();
    await until(() => answer(widget)?.getAttribute('aria-busy') === 'false', 'the answer');
    expect(answer(widget)?.querySelector('strong')?.textContent).to.equal('From your brains');
    expect(answer(widget)?.textContent).to.contain('(rocks.md, passage 2)');
    expect(answer(widget)?.querySelector('img')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
    expect(server.asked).to.deep.equal([{ prompt: 'How is basalt made?', namespace: 'geology' }]);
    expect(query(widget, '[part="status"]')?.textContent).to.equal('The answer is complete.');
  });

  it('stops waiting for an answer with Escape', async () => {
    fakeBrainsServer([brain('s1', 'main', true)]);
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-document-chat></tj-document-chat>`);
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    await ask(widget, 'Tides?');
    await until(() => buttonNamed(widget, 'Stop') !== undefined, 'the Stop button');
    await sendKeys({ press: 'Escape' });
    await until(() => text(widget).includes('Stopped: the answer ends here.'), 'the stop');
  });

  it('speaks Spanish', async () => {
    fakeBrainsServer([]);
    await setLocale('es');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-document-chat></tj-document-chat>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty state');
    expect(text(widget)).to.contain('No hay ningún cerebro conectado.');
  });
});
