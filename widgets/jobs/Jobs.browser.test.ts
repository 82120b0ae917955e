/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { recordedAnswers } from '../../src/testing/provider-answers.ts';
import './index.ts';

const recorded = recordedAnswers('custom.jobs');
const word = 'development engineer';

describe('<tj-jobs>', () => {
  const server = useFakeSearchServer();

  it('invites a search and asks nothing before one', async () => {
    const widget = await fixture(html`<tj-jobs></tj-jobs>`);
    await until(() => text(widget).includes('Search a word to see jobs for it.'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('lists the jobs for the thought with company, place, salary, contract and date', async () => {
    const widget = await fixture(html`<tj-jobs></tj-jobs>`);
    server().hold();
    searchWord(word);
    await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server().release();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 3, 'the jobs');
    expect(query(widget, '[part="count"]')?.textContent).to.equal('Jobs for “development engineer”: 3 shown of 2416');
    const first = query(widget, '[part="result"]');
    expect(first?.querySelector('h3')?.textContent).to.equal('Development Engineer');
    expect(first?.textContent).to.contain('Clear Engineering Recruitment LTD · Glasgow, Scotland');
    expect(first?.textContent).to.contain('Salary 45,000 to 55,000 · Full time · posted Apr 24, 2023');
    expect(first?.querySelector('[part="result-text"]')?.textContent).to.match(/^Development Engineer Scotland/);
    expect(server().requests[0]).to.deep.include({ call: 'custom.jobs', word });
  });

  it('speaks the learner’s language around the offers', async () => {
    await setLocale('es');
    const widget = await fixture(html`<tj-jobs></tj-jobs>`);
    searchWord(word);
    await until(() => query(widget, '[part="count"]') !== null, 'the jobs');
    expect(query(widget, '[part="count"]')?.textContent).to.equal(
      'Empleos para «development engineer»: se muestran 3 de 2416',
    );
    expect(query(widget, '[part="result"]')?.textContent).to.contain('Salario de 45.000 a 55.000 · Jornada completa');
  });

  it('says Adzuna is not connected on this server, that nothing was found, and retries a failure', async () => {
    server().answer('custom.jobs', word, recorded.notConnected);
    const widget = await fixture(html`<tj-jobs></tj-jobs>`);
    searchWord(word);
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    expect(text(widget)).to.contain('Adzuna is not connected on this server.');
    server().answer('custom.jobs', 'zebra', { ...recorded.found, keyword: 'zebra', total: 0, jobs: [] });
    searchWord('zebra');
    await until(() => text(widget).includes('Nothing found for “zebra”.'), 'the empty state');
    server().fail('custom.jobs', 400, 'Type something to search for.');
    searchWord('nurse');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain('Type something to search for.');
    server().heal();
    server().answer('custom.jobs', 'nurse', recorded.found);
    buttonNamed(widget, 'Try again')?.click();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 3, 'the jobs');
  });
});
