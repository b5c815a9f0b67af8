import { runVector } from './vector-adapter';
import type { Vector } from './vector-adapter';
import { diffJson } from './vector-json';

/** The differences between a vector's expected output and the core's, empty when it passes. */
export const checkVector = (vector: Vector): string[] => {
  try {
    return diffJson({ expected: vector.expected, actual: runVector(vector) });
  } catch (error) {
    return [`crashed: ${error instanceof Error ? error.message : String(error)}`];
  }
};
