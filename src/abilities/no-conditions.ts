/**
 * Stands in for @ucast/mongo2js in the browser build and its tests (vite.config.ts aliases it here).
 *
 * Why: our abilities are action/subject rules with no conditions (spec 1 §6 "Ability construction"), and CASL's
 * `Ability` never matches conditions unless given a `conditionsMatcher` (a rule with conditions throws at once).
 * But @casl/ability builds its MongoDB query matcher when it is imported, which kept 3.5 KiB gzip of query
 * interpreters in every partner page. These names are the ones @casl/ability imports; if a CASL upgrade imports
 * another, the build fails on the missing export. A rule set that needs conditions must drop the alias.
 */
function noConditions(): never {
  throw new Error('Ability conditions are not built into the kit: rules are action/subject pairs (vite.config.ts).');
}

/** CASL calls this once at import; the matcher it returns throws if a condition is ever matched. */
export const createFactory = () => noConditions;

export const $all = noConditions;
export const $elemMatch = noConditions;
export const $eq = noConditions;
export const $exists = noConditions;
export const $gt = noConditions;
export const $gte = noConditions;
export const $in = noConditions;
export const $lt = noConditions;
export const $lte = noConditions;
export const $ne = noConditions;
export const $nin = noConditions;
export const $options = noConditions;
export const $regex = noConditions;
export const $size = noConditions;
export const all = noConditions;
export const and = noConditions;
export const elemMatch = noConditions;
export const eq = noConditions;
export const exists = noConditions;
export const gt = noConditions;
export const gte = noConditions;
export const lt = noConditions;
export const lte = noConditions;
export const ne = noConditions;
export const nin = noConditions;
export const regex = noConditions;
export const size = noConditions;
export const within = noConditions;
// Imported by @casl/ability/extra (rulesToQuery), which the kit does not use.
export const CompoundCondition = noConditions;
export const buildAnd = noConditions;
export const buildOr = noConditions;
