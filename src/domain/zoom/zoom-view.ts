import { z } from 'zod';

/** spec §3 Connected account (type conferencing, provider zoom): what the screens show. */
export const zoomAccountView = z.object({
  id: z.string(),
  email: z.string().nullable(),
  hasAuthError: z.boolean(),
  connectedAt: z.string(),
});
export type ZoomAccountView = z.infer<typeof zoomAccountView>;

/** GET /api/zoom: whether this installation offers Zoom, and the expert's account if any. */
export const zoomStatusView = z.object({
  available: z.boolean(),
  account: zoomAccountView.nullable(),
});
export type ZoomStatusView = z.infer<typeof zoomStatusView>;

export const zoomConnectInput = z.object({
  code: z.string().min(1).max(4000),
  state: z.string().min(1).max(1000),
});
export type ZoomConnectInput = z.infer<typeof zoomConnectInput>;
