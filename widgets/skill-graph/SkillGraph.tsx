import { useEffect, useId } from 'react';
import { ChartFigure } from '../../src/charts/ChartFigure.tsx';
import { useFormats } from '../../src/charts/formats.ts';
import type { Skill } from '../../src/contract/assessments.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { standing } from '../../src/kit/standing.ts';
import { useValue } from '../../src/react/use-value.ts';
import { SkillRadar } from './SkillRadar.tsx';

export const skillGraphAttributes = {};

/**
 * Skill Graph (spec 1 §1 "a skill graph shows the top 5"): the learner's five strongest topics as a web drawn with d3,
 * with its table ("Show as table"); the rule that makes a topic strong (docs/points.md) is said under the title. A
 * guest is asked to sign in.
 */
export function SkillGraph(_props: WidgetProps<typeof skillGraphAttributes>) {
  const t = useT();
  const titleId = useId();
  const state = useValue(standing.skills.state);
  useEffect(() => standing.skills.need(), []);
  const heading = t('skill-graph.heading');
  const rule = t('skill-graph.rule');
  if (state.status === 'ready' && state.data.length > 0)
    return <SkillFigure skills={state.data} title={heading} rule={rule} />;
  return (
    <section className="tj-chart" aria-labelledby={titleId}>
      <div className="tj-chart-head">
        <h2 id={titleId} part="heading">
          {heading}
        </h2>
      </div>
      <p className="tj-chart-lead" part="rule">
        {rule}
      </p>
      <LearnerDataView
        state={state}
        messages={{ signIn: 'skill-graph.signIn', loading: 'skill-graph.loading', failed: 'skill-graph.failed' }}
        onRetry={() => standing.skills.reload()}
      >
        {() => (
          <p className="tj-message" part="empty" role="status">
            {t('skill-graph.empty')}
          </p>
        )}
      </LearnerDataView>
    </section>
  );
}

function SkillFigure({ skills, title, rule }: { skills: readonly Skill[]; title: string; rule: string }) {
  const t = useT();
  const formats = useFormats();
  return (
    <ChartFigure
      title={title}
      lead={rule}
      plot={(size) => <SkillRadar skills={skills} size={size} />}
      table={{
        columns: [t('skill-graph.skill'), t('skill-graph.strength'), t('skill-graph.passed'), t('skill-graph.notes')],
        rows: skills.map((skill) => [
          skill.term,
          formats.number(skill.strength),
          formats.number(skill.passed),
          formats.number(skill.notes),
        ]),
      }}
    />
  );
}
