/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { ChatTurn } from '../chat/chat.ts';
import { until } from '../testing/until.ts';
import { useViewRoot } from '../testing/view-root.tsx';
import { Turn } from './Turn.tsx';

describe('Turn', () => {
  const view = useViewRoot();
  const { part } = view;
  const show = async (turn: ChatTurn, onCitation: (word: string) => void = () => {}) => {
    view.render(
      <ol>
        <Turn turn={turn} onCitation={onCitation} />
      </ol>,
    );
    await until(() => part('turn')?.textContent?.includes(turn.prompt) === true, 'the turn');
  };

  it('shows the question and the answer as sanitised markdown, busy while it streams', async () => {
    await show({
      id: 1,
      prompt: 'What is basalt?',
      answer: '**Lava** <img src=x onerror="window.hacked=1">',
      status: 'streaming',
    });
    expect(part('question')?.textContent).to.equal('You What is basalt?');
    expect(part('answer')?.querySelector('strong')?.textContent).to.equal('Lava');
    expect(part('answer')?.querySelector('img')).to.equal(null);
    expect(part('answer')?.getAttribute('aria-busy')).to.equal('true');
    expect(part('turn-status')?.textContent).to.equal('Eddie is answering…');
  });

  it('hands a search citation to the widget and leaves other links to the browser', async () => {
    const searched: string[] = [];
    await show(
      {
        id: 1,
        prompt: 'Leaves?',
        answer: 'See [chlorophyll](#search/chlorophyll) and [Leaves](/note/n1).',
        status: 'done',
      },
      (word) => searched.push(word),
    );
    expect(part('answer')?.getAttribute('aria-busy')).to.equal('false');
    expect(part('turn-status')).to.equal(null);
    view.container.querySelector<HTMLAnchorElement>('a[href="#search/chlorophyll"]')?.click();
    expect(searched).to.deep.equal(['chlorophyll']);
    expect(view.container.querySelector('a[target="_blank"]')?.getAttribute('href')).to.match(/\/note\/n1$/);
  });

  it('says that an answer was stopped, or why it failed', async () => {
    await show({ id: 1, prompt: 'Tides?', answer: 'The Moon', status: 'stopped' });
    expect(part('turn-status')?.textContent).to.equal('Stopped: the answer ends here. Ask again for a full one.');
    await show({ id: 2, prompt: 'Stars?', answer: '', status: 'failed', error: new Error('The server is down.') });
    expect(part('error')?.getAttribute('role')).to.equal('alert');
    expect(part('error')?.textContent).to.equal('Eddie could not answer. The server is down.');
  });
});
