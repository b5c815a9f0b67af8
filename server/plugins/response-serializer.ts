import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A zod schema's JSON Schema as fast-json-stringify reads it, or null when it has a part JSON Schema cannot say. */
function writableSchema(schema: z.ZodType): object | null {
  let hasCodec = false;
  try {
    const json = z.toJSONSchema(schema, {
      // The input side: what an answer is written as. Its objects name no `additionalProperties:
      // false`, so the branch of a union is chosen by its fields without refusing one more.
      io: 'input',
      target: 'draft-7',
      // A codec (decoded on the way in, encoded on the way out) has two sides: zod writes it.
      override: ({ zodSchema }) => {
        if (zodSchema instanceof z.ZodCodec) hasCodec = true;
      },
    }) as Record<string, unknown>;
    delete json.$schema;
    return hasCodec ? null : json;
  } catch {
    // A transform, a date, a custom check: zod writes it.
    return null;
  }
}

/**
 * Answers are written by fast-json-stringify, compiled once per route and status from the zod
 * schema's JSON Schema: Fastify's own way of writing JSON. It writes the declared fields only (a
 * field a query reads beside them never leaves), as zod's encoding did, in half its time: zod's
 * encoding copied every answer before JSON.stringify wrote it (7 % of a list page's CPU,
 * docs/architecture.md §6). It does not check the values against the schema as zod did: the
 * contract's types do, at build time, and the API tests at run time. A schema with a part JSON
 * Schema cannot say is still written by zod, through fastify-type-provider-zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let writer = compiledWriters.get(route.schema);
  if (writer === undefined) {
    const json = writableSchema(route.schema);
    writer = json ? fastJsonStringify(json) : null;
    compiledWriters.set(route.schema, writer);
  }
  return writer ?? zodSerializerCompiler(route);
};

type Writer = (answer: unknown) => string;

/**
 * Each schema's compiled writer (null: zod writes it), kept for the process: a writer depends on its
 * schema alone, and the contract's schemas live as long as the process. An app built again in the
 * same process (every test file builds its own) compiles none of them again: a third of building an
 * app, 60 of 220 ms, was compiling the same writers.
 */
const compiledWriters = new WeakMap<z.ZodType, Writer | null>();
