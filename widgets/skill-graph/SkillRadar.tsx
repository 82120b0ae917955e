import { scaleLinear } from 'd3-scale';
import { curveLinearClosed, lineRadial } from 'd3-shape';
import type { Skill } from '../../src/contract/assessments.ts';
import { fitted, PlotSvg, textWidth, type PlotSize } from '../../src/charts/plot.tsx';

/** The room kept for the skills' labels at each side, at most, as a share of the plot's width (the rest is the web). */
const LABEL_SHARE = 0.26;
/** Rings of the web: at these shares of the strongest skill. */
const RINGS = [1 / 3, 2 / 3, 1];

/**
 * The learner's top skills as a web: one spoke per skill, clockwise from the top in order of strength, each as long
 * as the skill is strong; the strengths joined into one shape (from three skills up: two make a line, one a point).
 */
export function SkillRadar({ skills, size }: { skills: readonly Skill[]; size: PlotSize }) {
  const { width, em } = size;
  const labelRoom = Math.min(
    width * LABEL_SHARE,
    Math.max(...skills.map((skill) => textWidth(skill.term, em))) + em * 0.6,
  );
  const radius = Math.max(em * 3, Math.min(width / 2 - labelRoom, em * 9));
  const height = Math.round(2 * (radius + em * 2));
  const strongest = Math.max(1, ...skills.map((skill) => skill.strength));
  const r = scaleLinear().domain([0, strongest]).range([0, radius]);
  const angle = (index: number) => (index / skills.length) * 2 * Math.PI;
  const at = (index: number, length: number) => ({
    x: Math.sin(angle(index)) * length,
    y: -Math.cos(angle(index)) * length,
  });
  const ring = lineRadial<number>()
    .angle((_, index) => angle(index))
    .radius((share) => share * radius)
    .curve(curveLinearClosed);
  const shape = lineRadial<Skill>()
    .angle((_, index) => angle(index))
    .radius((skill) => r(skill.strength))
    .curve(curveLinearClosed);
  return (
    <PlotSvg width={width} height={height}>
      <g transform={`translate(${width / 2} ${height / 2})`}>
        <g className="tj-plot-axis">
          {skills.length >= 3 &&
            RINGS.map((share) => <path key={share} d={ring(skills.map(() => share)) ?? ''} fill="none" />)}
          {skills.map((skill, index) => {
            const end = at(index, radius);
            return <line key={skill.synsetId} x1={0} y1={0} x2={end.x} y2={end.y} />;
          })}
        </g>
        {skills.length >= 3 && <path className="tj-skill-shape" d={shape(skills) ?? ''} />}
        {skills.map((skill, index) => {
          const point = at(index, r(skill.strength));
          return <circle key={skill.synsetId} className="tj-plot-dot" cx={point.x} cy={point.y} r={em * 0.3} />;
        })}
        {skills.map((skill, index) => {
          const label = at(index, radius + em * 0.8);
          const side = Math.abs(label.x) < em ? 'middle' : label.x > 0 ? 'start' : 'end';
          return (
            <text
              key={skill.synsetId}
              className="tj-plot-label"
              x={label.x}
              y={label.y}
              dy="0.32em"
              textAnchor={side}
              fontSize={em}
            >
              {fitted(skill.term, side === 'middle' ? width : width / 2 - Math.abs(label.x), em)}
            </text>
          );
        })}
      </g>
    </PlotSvg>
  );
}
