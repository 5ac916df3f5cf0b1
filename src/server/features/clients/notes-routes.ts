import { createRoute, z } from '@hono/zod-openapi';
import { clientNoteView, pagedView, pageQuery } from '../../../domain/clients/client-view';
import { noteInput } from '../../../domain/clients/note-content';
import type { Db } from '../../db/client';
import type { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import { getClientNotes } from './detail-service';
import * as notes from './notes-service';

const tags = ['clients'];
const view = clientNoteView.openapi('ClientNote');
const input = noteInput.openapi('ClientNoteInput');
const noteParams = { params: z.object({ id: z.string().min(1), noteId: z.string().min(1) }) };

const listRoute = createRoute({
  method: 'get',
  path: '/{id}/notes',
  operationId: 'listClientNotes',
  ...signedIn,
  tags,
  summary: "The client's notes, newest first, 5 a page",
  request: { ...idParam, query: pageQuery },
  responses: {
    200: { description: 'Notes', ...json(pagedView(clientNoteView).openapi('ClientNotes')) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const createNoteRoute = createRoute({
  method: 'post',
  path: '/{id}/notes',
  operationId: 'createClientNote',
  ...signedIn,
  tags,
  summary: 'Add a note (rich text, sanitised: ADR 018; at most 50,000 characters, lists 3 deep)',
  request: { ...idParam, ...body(input) },
  responses: { 201: { description: 'Created', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const updateNoteRoute = createRoute({
  method: 'put',
  path: '/{id}/notes/{noteId}',
  operationId: 'updateClientNote',
  ...signedIn,
  tags,
  summary: 'Change a note (same rules as adding one)',
  request: { ...noteParams, ...body(input) },
  responses: { 200: { description: 'Saved', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const deleteNoteRoute = createRoute({
  method: 'delete',
  path: '/{id}/notes/{noteId}',
  operationId: 'deleteClientNote',
  ...signedIn,
  tags,
  summary: 'Delete a note',
  request: noteParams,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
});

export function addNoteRoutes(router: ReturnType<typeof createRouter>, db: Db) {
  router.openapi(listRoute, async (c) =>
    c.json(
      await getClientNotes(db, c.get('user').id, c.req.valid('param').id, c.req.valid('query').page),
      200,
    ),
  );
  router.openapi(createNoteRoute, async (c) =>
    c.json(await notes.createNote(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 201),
  );
  router.openapi(updateNoteRoute, async (c) => {
    const { id, noteId } = c.req.valid('param');
    return c.json(await notes.updateNote(db, c.get('user').id, id, noteId, c.req.valid('json')), 200);
  });
  router.openapi(deleteNoteRoute, async (c) => {
    const { id, noteId } = c.req.valid('param');
    await notes.deleteNote(db, c.get('user').id, id, noteId);
    return c.body(null, 204);
  });
}
