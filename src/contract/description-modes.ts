// Explore description modes (spec 1 §3), in the order a selector lists them; "Marked Up" keeps its space. Plain
// values, no zod: the learner's saved choice is read on every page, and partner pages should not pay for zod.

export const exploreDescriptionModes = ['Default', 'Detailed', 'Marked Up', 'Entities', 'Sentences'] as const;
export type ExploreDescriptionMode = (typeof exploreDescriptionModes)[number];

export function isExploreDescriptionMode(value: unknown): value is ExploreDescriptionMode {
  return (exploreDescriptionModes as readonly unknown[]).includes(value);
}
