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

const recorded = recordedAnswers('custom.models3d');
const word = 'staircase';
const uid = '8476c4170df24cf5bbe6967222d1a42d';

describe('<tj-3d-models>', () => {
  const server = useFakeSearchServer();

  it('invites a search and asks nothing before one', async () => {
    const widget = await fixture(html`<tj-3d-models></tj-3d-models>`);
    await until(() => text(widget).includes('Search a word to find 3D models of it.'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('lists the recorded model with its picture, author and licence, and opens it in Sketchfab’s player', async () => {
    const widget = await fixture(html`<tj-3d-models></tj-3d-models>`);
    server().hold();
    searchWord(word);
    await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server().release();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 1, 'the model');
    const link = query(widget, 'a[part="result-link"]');
    expect(link?.textContent).to.equal('Iain_Dawson_Kew_Road_Formby');
    expect(link?.getAttribute('href')).to.equal(`https://sketchfab.com/3d-models/${uid}`);
    expect(query(widget, '[part="thumbnail"]')?.getAttribute('src')).to.match(
      new RegExp(`^https://media.sketchfab.com/models/${uid}/thumbnails/`),
    );
    expect(query(widget, '[part="credit"]')?.textContent).to.equal('by Alan Grice Staircase Co Ltd · Licence: by');
    expect(query(widget, '[part="player"]')).to.equal(null);

    const open = buttonNamed(widget, 'View in 3D here');
    open?.click();
    await until(() => query(widget, '[part="player"] iframe') !== null, 'the player');
    const frame = query(widget, '[part="player"] iframe');
    expect(frame?.getAttribute('src')).to.equal(`https://sketchfab.com/models/${uid}/embed`);
    expect(frame?.getAttribute('title')).to.equal('3D view of Iain_Dawson_Kew_Road_Formby');
    // Sketchfab's player runs its scripts; it may not navigate this page or send its forms.
    expect(frame?.getAttribute('sandbox')?.split(' ')).to.not.include.members(['allow-top-navigation', 'allow-forms']);
    expect(open?.getAttribute('aria-pressed')).to.equal('true');
    buttonNamed(widget, 'Close the 3D view')?.click();
    await until(() => query(widget, '[part="player"]') === null, 'the player to close');
    expect(server().requests[0]).to.deep.include({ call: 'custom.models3d', word });
  });

  it('closes the player of the last search when the learner searches again', async () => {
    const widget = await fixture(html`<tj-3d-models></tj-3d-models>`);
    searchWord(word);
    await until(() => buttonNamed(widget, 'View in 3D here') !== undefined, 'the model');
    buttonNamed(widget, 'View in 3D here')?.click();
    await until(() => query(widget, '[part="player"]') !== null, 'the player');
    server().answer('custom.models3d', 'stairs', { ...recorded.found, query: 'stairs' });
    searchWord('stairs');
    await until(
      () => query(widget, '[part="results"]')?.getAttribute('aria-label') === '3D models of “stairs”',
      'the next',
    );
    expect(query(widget, '[part="player"]')).to.equal(null);
  });

  it('says Sketchfab is not connected on this server, and what that means in the learner’s language', async () => {
    await setLocale('es');
    server().answer('custom.models3d', word, recorded.notConnected);
    const widget = await fixture(html`<tj-3d-models></tj-3d-models>`);
    searchWord(word);
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    // The server words its own sentence in the learner's language; the recording is the English one.
    expect(text(widget)).to.contain('Sketchfab is not connected on this server.');
    expect(text(widget)).to.contain('Quienes administran este sitio pueden conectarlo.');
    expect(buttonNamed(widget, 'Reintentar')).to.equal(undefined);
    await setLocale('en');
    server().answer('custom.models3d', 'qwzx', { ...recorded.found, query: 'qwzx', models: [] });
    searchWord('qwzx');
    await until(() => text(widget).includes('Nothing found for “qwzx”.'), 'the empty state');
    server().fail('custom.models3d', 503, 'The server is busy.');
    searchWord('heart');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain('“heart” could not be looked up.');
    server().heal();
    server().answer('custom.models3d', 'heart', recorded.found);
    buttonNamed(widget, 'Try again')?.click();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 1, 'the model');
  });
});
