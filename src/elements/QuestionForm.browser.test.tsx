/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import askMeQuestionMessages from 'virtual:tj-messages/ask-me-question';
import { createChat, type Chat } from '../chat/chat.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { kitApi } from '../kit/api.ts';
import { until } from '../testing/until.ts';
import { useViewRoot } from '../testing/view-root.tsx';
import { QuestionForm, type QuestionFormProps } from './QuestionForm.tsx';

// The words of the third test's keys, as a widget showing the form registers its own.
void registerMessages(askMeQuestionMessages);

/** A chat whose answers stream one piece, then wait until they are stopped; `asked` is every question sent. */
function waitingChat(): { chat: Chat; asked: string[] } {
  const asked: string[] = [];
  const chat = createChat({
    api: kitApi,
    send: async (prompt, signal) => {
      asked.push(prompt);
      return (async function* () {
        yield 'Thinking';
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      })();
    },
  });
  return { chat, asked };
}

describe('QuestionForm', () => {
  const view = useViewRoot();
  const { part } = view;
  const box = () => part('input') as HTMLTextAreaElement;
  const show = async (props: QuestionFormProps) => {
    view.render(<QuestionForm {...props} />);
    await until(() => part('form') !== null, 'the form');
  };

  it('asks with Enter, starts a new line with Shift + Enter, asks nothing blank, and empties the box once sent', async () => {
    const { chat, asked } = waitingChat();
    await show({ chat, label: 'eddie.label', placeholder: 'eddie.placeholder' });
    expect(part('label')?.textContent).to.equal('Your question');
    expect(box().placeholder).to.equal('What would you like to know?');
    expect(box().getAttribute('aria-describedby')).to.equal(part('hint')?.id);
    box().focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'What is a leaf' });
    await sendKeys({ press: 'Shift+Enter' });
    await sendKeys({ type: 'made of?' });
    expect(box().value).to.equal('What is a leaf\nmade of?');
    await sendKeys({ press: 'Enter' });
    await until(() => asked.length === 1, 'the question');
    expect(asked).to.deep.equal(['What is a leaf\nmade of?']);
    expect(box().value).to.equal('');
    chat.stop();
  });

  it('offers Stop instead of Ask while an answer streams in, and stops it with Stop or Escape', async () => {
    const { chat } = waitingChat();
    await show({ chat, label: 'eddie.label' });
    expect(box().hasAttribute('placeholder')).to.equal(false);
    box().focus();
    await sendKeys({ type: 'Tides?' });
    (part('submit') as HTMLButtonElement).click();
    await until(() => part('stop') !== null, 'the Stop button');
    expect(part('submit')).to.equal(null);
    await sendKeys({ press: 'Escape' });
    await until(() => part('submit') !== null, 'the Ask button');
    expect(chat.turns.value.map(({ status }) => status)).to.deep.equal(['stopped']);
    await sendKeys({ type: 'Moon?' });
    await sendKeys({ press: 'Enter' });
    await until(() => part('stop') !== null, 'the Stop button');
    (part('stop') as HTMLButtonElement).click();
    await until(() => part('submit') !== null, 'the Ask button');
    expect(chat.turns.value.map(({ status }) => status)).to.deep.equal(['stopped', 'stopped']);
  });

  it('sends through its own ask when given one, with its words, fields and buttons', async () => {
    const { chat } = waitingChat();
    const sent: string[] = [];
    await show({
      chat,
      onAsk: (text) => sent.push(text),
      label: 'ask-me-question.yourAnswer',
      submit: 'ask-me-question.answer',
      rows: 3,
      before: <input part="before" />,
      children: <input part="after" />,
      actions: <button type="button" part="extra" />,
    });
    expect(part('label')?.textContent).to.equal('Your answer');
    expect(part('submit')?.textContent).to.equal('Answer');
    expect(box().rows).to.equal(3);
    const order = [...view.container.querySelectorAll('[part]')].map((element) => element.getAttribute('part'));
    expect(order).to.deep.equal(['form', 'before', 'label', 'input', 'hint', 'after', 'submit', 'extra']);
    box().focus();
    await sendKeys({ type: 'Basalt' });
    await sendKeys({ press: 'Enter' });
    await until(() => sent.length === 1, 'the answer sent');
    expect(sent).to.deep.equal(['Basalt']);
    expect(chat.turns.value).to.deep.equal([]);
  });
});
