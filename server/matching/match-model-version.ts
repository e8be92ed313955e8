// The version of the engine's results. Bump it with any change that can change a result for the same
// inputs (a rule, a weight, a rounding, the domain data the engine reads): persisted matches computed
// by another version are recomputed.
export const MATCH_MODEL_VERSION = 1;
