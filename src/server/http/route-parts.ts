import { z } from '@hono/zod-openapi';

// The pieces every feature's OpenAPI route definitions repeat.

/** A JSON response or request content for a schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** A required JSON request body. */
export const body = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });

// Any id string: one that does not exist (however long) is simply not found.
export const idParam = { params: z.object({ id: z.string().min(1) }) };
