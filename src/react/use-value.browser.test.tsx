/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { until } from '../testing/until.ts';
import { useViewRoot } from '../testing/view-root.tsx';
import { useValue } from './use-value.ts';

/** A signal that counts the subscriptions made to it. */
function counted<T>(initial: T) {
  const source = signal(initial);
  let subscriptions = 0;
  const subscribe = source.subscribe.bind(source);
  source.subscribe = (listener) => {
    subscriptions += 1;
    return subscribe(listener);
  };
  return { source, subscriptions: () => subscriptions };
}

function Shown({ source, tick }: { source: ReadonlySignal<string>; tick: number }) {
  return (
    <p part="shown">
      {useValue(source)} {tick}
    </p>
  );
}

describe('useValue', () => {
  const view = useViewRoot();
  const shown = () => view.part('shown')?.textContent ?? '';

  it('subscribes once per signal however often the component renders, and follows its changes', async () => {
    const { source, subscriptions } = counted('leaf');
    for (let tick = 0; tick < 5; tick += 1) {
      view.render(<Shown source={source} tick={tick} />);
      await until(() => shown() === `leaf ${tick}`, `render ${tick}`);
    }
    source.value = 'water';
    await until(() => shown() === 'water 4', 'the new value');
    expect(subscriptions()).to.equal(1);
  });

  it('subscribes to a new signal when it is given one', async () => {
    const first = counted('leaf');
    const second = counted('stone');
    view.render(<Shown source={first.source} tick={0} />);
    await until(() => shown() === 'leaf 0', 'the first signal');
    view.render(<Shown source={second.source} tick={0} />);
    await until(() => shown() === 'stone 0', 'the second signal');
    second.source.value = 'sand';
    await until(() => shown() === 'sand 0', 'the second signal changed');
    expect([first.subscriptions(), second.subscriptions()]).to.deep.equal([1, 1]);
  });
});
