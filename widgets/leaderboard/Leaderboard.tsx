import { useEffect } from 'react';
import { useFormats } from '../../src/charts/formats.ts';
import type { Leaderboard as Board, Standing } from '../../src/contract/assessments.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { standing } from '../../src/kit/standing.ts';
import { useValue } from '../../src/react/use-value.ts';

export const leaderboardAttributes = {};

/**
 * Leaderboard (spec 1 §1 "a leaderboard shows points and rubies (top 3)"): the three learners with the most points,
 * with their rubies, as a table; the signed-in learner's row is marked and, when they are not among them, their own
 * place is said under it. The ruby rule (docs/points.md) is said under the title. A guest is asked to sign in.
 */
export function Leaderboard(_props: WidgetProps<typeof leaderboardAttributes>) {
  const t = useT();
  const state = useValue(standing.leaderboard.state);
  useEffect(() => standing.leaderboard.need(), []);
  return (
    // Not a region of its own: the widget's region has the same name.
    <section className="tj-chart">
      <div className="tj-chart-head">
        <h2 part="heading">{t('leaderboard.title')}</h2>
      </div>
      <p className="tj-chart-lead" part="rule">
        {t('leaderboard.rule')}
      </p>
      <LearnerDataView
        state={state}
        messages={{ signIn: 'leaderboard.signIn', loading: 'leaderboard.loading', failed: 'leaderboard.failed' }}
        onRetry={() => standing.leaderboard.reload()}
      >
        {(board) => <BoardTable board={board} />}
      </LearnerDataView>
    </section>
  );
}

function BoardTable({ board }: { board: Board }) {
  const t = useT();
  const formats = useFormats();
  if (board.leaders.length === 0) {
    return (
      <p className="tj-message" part="empty" role="status">
        {t('leaderboard.empty')}
      </p>
    );
  }
  const isYou = (leader: Standing) => leader.username === board.you?.username;
  return (
    <>
      <table className="board" part="board">
        <caption className="tj-visually-hidden">{t('leaderboard.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.learner')}</th>
            <th scope="col">{t('leaderboard.points')}</th>
            <th scope="col">{t('leaderboard.rubies')}</th>
          </tr>
        </thead>
        <tbody>
          {board.leaders.map((leader) => (
            <tr key={leader.username} part="leader" aria-current={isYou(leader) ? 'true' : undefined}>
              <td>{formats.number(leader.rank)}</td>
              <th scope="row">
                {isYou(leader) ? t('leaderboard.you', { username: leader.username }) : leader.username}
              </th>
              <td>{formats.number(leader.points)}</td>
              <td className="rubies">{formats.number(leader.rubies)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!board.leaders.some(isYou) && (
        <p className="your-place" part="your-place">
          {board.you
            ? t('leaderboard.yourPlace', {
                rank: formats.number(board.you.rank),
                points: formats.number(board.you.points),
                rubies: formats.number(board.you.rubies),
              })
            : t('leaderboard.notYet')}
        </p>
      )}
    </>
  );
}
