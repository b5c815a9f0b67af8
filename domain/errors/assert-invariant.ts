/**
 * A broken invariant is a bug in the core, not bad input: it must stop the calculation loudly
 * rather than let a wrong amount out.
 */
export const assertInvariant = (condition: boolean, message: string): void => {
  if (!condition) throw new Error(`Invariant violated: ${message}`);
};
