import { createRoute, z } from '@hono/zod-openapi';
import {
  listRecordingsQuery,
  recordingListView,
  recordingPlaybackView,
  recordingView,
  shareLinkQuery,
  shareRecordingInput,
  startRecordingInput,
} from '../../../domain/recordings/recording-view';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { anonymous, body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

// Issue 17, ADR 042: the expert's recordings (/api/recordings, plan-gated) and a participant's
// view of a shared one (/api/public/recordings/{id}?share=).

const tags = ['calls'];
const view = recordingView.openapi('Recording');
const playback = recordingPlaybackView.openapi('RecordingPlayback');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listRecordings',
  ...signedIn,
  tags,
  summary:
    "The expert's recordings, newest first, or one session's (?sessionId=); needs the recording plan feature",
  request: { query: listRecordingsQuery },
  responses: {
    200: { description: 'Recordings', ...json(recordingListView.openapi('RecordingList')) },
    ...errorResponses(400, 401, 403),
  },
});
const startRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'startRecording',
  ...signedIn,
  tags,
  summary:
    "Start recording a session's call room the expert is in (built-in video; needs the recording plan feature); everyone in the room is told",
  request: body(startRecordingInput.openapi('StartRecordingInput')),
  responses: { 201: { description: 'Recording', ...json(view) }, ...errorResponses(400, 401, 403, 404, 409) },
});
const stopRoute = createRoute({
  method: 'post',
  path: '/{id}/stop',
  operationId: 'stopRecording',
  ...signedIn,
  tags,
  summary: 'Stop a recording: it becomes finished (finalizing) and is processed into a playable file',
  request: idParam,
  responses: { 200: { description: 'Stopped', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getRecording',
  ...signedIn,
  tags,
  summary: 'One recording with, once ready, its video and download URLs and, while shared, its share link',
  request: idParam,
  responses: {
    200: { description: 'The recording', ...json(playback) },
    ...errorResponses(400, 401, 403, 404),
  },
});
const shareRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  operationId: 'shareRecording',
  ...signedIn,
  tags,
  summary: "Share a recording with the session's participants through its share link, or stop sharing it",
  request: { ...idParam, ...body(shareRecordingInput.openapi('ShareRecordingInput')) },
  responses: { 200: { description: 'Saved', ...json(playback) }, ...errorResponses(400, 401, 403, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteRecording',
  ...signedIn,
  tags,
  summary: 'Delete a ready recording and its file (any other state is a 409)',
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404, 409) },
});
const downloadRoute = createRoute({
  method: 'get',
  path: '/{id}/download',
  operationId: 'downloadRecording',
  ...signedIn,
  tags,
  summary: "A ready recording's file: a redirect to a short-lived storage URL that saves it",
  request: idParam,
  responses: {
    302: { description: 'To the file' },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const sharedRoute = createRoute({
  method: 'get',
  path: '/recordings/{id}',
  operationId: 'getSharedRecording',
  ...anonymous,
  tags,
  summary:
    "A shared recording for the session's participants, by its share link (?share=); 404 once unshared",
  request: { params: z.object({ id: z.string().min(1) }), query: shareLinkQuery },
  responses: { 200: { description: 'The recording', ...json(playback) }, ...errorResponses(400, 404, 409) },
});

export function recordingRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await service.listRecordings(deps, c.get('user'), c.req.valid('query').sessionId), 200),
  );
  router.openapi(startRoute, async (c) =>
    c.json(await service.startRecording(deps, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(stopRoute, async (c) =>
    c.json(await service.stopRecording(deps, c.get('user'), c.req.valid('param').id), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getRecording(deps, c.get('user'), c.req.valid('param').id), 200),
  );
  router.openapi(shareRoute, async (c) =>
    c.json(
      await service.shareRecording(deps, c.get('user'), c.req.valid('param').id, c.req.valid('json').shared),
      200,
    ),
  );
  router.openapi(deleteRoute, async (c) => {
    await service.deleteRecording(deps, c.get('user'), c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(downloadRoute, async (c) =>
    c.redirect(await service.downloadRecording(deps, c.get('user'), c.req.valid('param').id), 302),
  );
  return router;
}

export function sharedRecordingRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(sharedRoute, async (c) =>
    c.json(await service.getSharedRecording(deps, c.req.valid('param').id, c.req.valid('query').share), 200),
  );
  return router;
}
