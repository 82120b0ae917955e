import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createChat, type ChatTurn } from '../../src/chat/chat.ts';
import { turnOf } from '../../src/chat/room.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { QuestionForm } from '../../src/elements/QuestionForm.tsx';
import { ShowAsGraph } from '../../src/elements/ShowAsGraph.tsx';
import { Turn } from '../../src/elements/Turn.tsx';
import { useT, type Translate } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { chatRoom } from '../../src/kit/chat-room.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { answerHtml } from '../../src/elements/answer-html.ts';
import { EddieHistory } from './EddieHistory.tsx';
import { RoomHeading } from './RoomHeading.tsx';

export const eddieAttributes = {};

function announcementOf(turn: ChatTurn, t: Translate): string {
  switch (turn.status) {
    case 'streaming':
      return t('eddie.answering');
    case 'done':
      return t('eddie.answered', { answer: plainText(answerHtml(turn.answer)) });
    case 'stopped':
      return t('eddie.stopped');
    case 'failed':
      return t('eddie.failed', { message: turn.error?.message ?? '' });
  }
}

const plainText = (html: string) => (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();

/** How close to its end (pixels) the conversation counts as read to the end, so it follows what comes in. */
const FOLLOW_MARGIN = 32;

/**
 * Eddie: ask the AI assistant and watch the answer stream in (spec 2 §7.3). Answers are sanitised markdown and cite
 * their sources: a note opens its page, a dictionary word searches it here. Stop cuts an answer short (the server
 * stops the model too); Clear context makes the next question start afresh. Screen readers hear each answer once it
 * is complete, not word by word. A guest is asked to sign in.
 *
 * In a panel the question box stays in view at the bottom, whatever the panel's size: the conversation (and the
 * history) scroll above it, following an answer as it streams in while the learner has read to the end.
 *
 * A past conversation opened from the history (or its page, /thread/{roomId}) comes first, and the learner's next
 * questions continue it.
 *
 * Under a complete answer, "Show as graph" has Eddie draw the question into the explore graph (Graph Explore).
 */
export function Eddie({ emit }: WidgetProps<typeof eddieAttributes>) {
  const t = useT();
  const signedIn = useValue(session.signals.isLoggedIn);
  const [chat] = useState(() =>
    createChat({ api: kitApi, thought: () => thought.peek()?.word, room: () => chatRoom.room.peek()?._id }),
  );
  const turns = useValue(chat.turns);
  const room = useValue(chatRoom.room);
  const [roomError, setRoomError] = useState<Error | null>(null);
  const error = useValue(chat.error);
  const [cleared, setCleared] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => () => chat.stop(), [chat]);

  // A new question, or more of an answer: the conversation shows its end unless the learner scrolled back to read.
  const asked = turns.length;
  useLayoutEffect(() => {
    following.current = true;
  }, [asked]);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [turns]);
  useLayoutEffect(() => {
    if (showingHistory) scroller.current?.querySelector('.history')?.scrollIntoView({ block: 'nearest' });
  }, [showingHistory]);

  // What screen readers hear: a live region that followed every piece would read the answer in fragments, so it
  // says that Eddie is answering, then the whole answer once it has ended.
  const last = turns.at(-1);
  const announcement = last ? announcementOf(last, t) : cleared ? t('eddie.cleared') : '';

  if (!signedIn) {
    return (
      <p className="tj-message" part="sign-in">
        {t('eddie.signIn')}
      </p>
    );
  }

  const clear = async () => {
    await chat.clear();
    if (chat.error.value === null) chatRoom.leave();
    setCleared(chat.error.value === null);
    input.current?.focus();
  };
  const onCitation = (word: string) => {
    if (searchWord(word)) emit('tj-search', { word });
  };
  const continueRoom = async (id: string) => {
    setRoomError(null);
    try {
      await chatRoom.open(id);
      setShowingHistory(false);
      input.current?.focus();
    } catch (failure) {
      setRoomError(failure instanceof Error ? failure : new Error(String(failure)));
    }
  };

  return (
    <section className="eddie eddie-fill">
      <div
        ref={scroller}
        className="eddie-scroll"
        onScroll={(event) => {
          const box = event.currentTarget;
          following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_MARGIN;
        }}
      >
        {room && <RoomHeading room={room} />}
        {turns.length === 0 && !room ? (
          <p className="tj-message" part="empty">
            {t('eddie.empty')}
          </p>
        ) : (
          <ol className="conversation" part="conversation" aria-label={t('eddie.conversation')}>
            {room && (
              <Turn turn={turnOf(room)} onCitation={onCitation}>
                <ShowAsGraph query={room.prompt} />
              </Turn>
            )}
            {turns.map((turn) => (
              <Turn key={turn.id} turn={turn} onCitation={onCitation}>
                {turn.status === 'done' && <ShowAsGraph query={turn.prompt} />}
              </Turn>
            ))}
          </ol>
        )}
        {error && turns.at(-1)?.status !== 'failed' && (
          <p className="tj-message" part="error" role="alert">
            {t('eddie.clearFailed', { message: error.message })}
          </p>
        )}
        {roomError && (
          <p className="tj-message" part="error" role="alert">
            {t('eddie.roomFailed', { message: roomError.message })}
          </p>
        )}
        {showingHistory && <EddieHistory onContinue={(id) => void continueRoom(id)} />}
      </div>
      <QuestionForm
        chat={chat}
        onAsk={(text) => {
          setCleared(false);
          void chat.ask(text);
        }}
        label="eddie.label"
        placeholder="eddie.placeholder"
        inputRef={input}
        actions={
          <>
            <button type="button" className="secondary" part="clear" onClick={() => void clear()}>
              {t('eddie.clear')}
            </button>
            <button
              type="button"
              className="secondary"
              part="history-toggle"
              aria-expanded={showingHistory}
              onClick={() => setShowingHistory((shown) => !shown)}
            >
              {t('eddie.historyToggle')}
            </button>
          </>
        }
      />
      <p className="tj-visually-hidden" part="status" role="status">
        {announcement}
      </p>
    </section>
  );
}
