import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Vector } from './vector-adapter';

export type VectorFile = { file: string; vector: Vector };

/** Every `*.json` of a directory, sorted by name; throws when the directory is missing. */
export const readVectorDirectory = (directory: string): VectorFile[] => {
  if (!existsSync(directory) || !statSync(directory).isDirectory()) {
    throw new Error(`vector directory not found: ${directory}`);
  }
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, vector: JSON.parse(readFileSync(join(directory, file), 'utf8')) as Vector }));
};
