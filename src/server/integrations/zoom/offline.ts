import { randomBytes, randomInt } from 'node:crypto';
import type { ZoomAdapter } from './port';

// A local install's Zoom (ADR 044): no keys and no network. The consent step comes straight back
// to the installation's return page with a code, and meetings get addresses under zoom.invalid (a
// name that can never resolve), so every screen, email and invite shows where a Zoom link goes
// without pretending one works. zoom-config.ts refuses it in production.

const HOUR_MS = 60 * 60 * 1000;

export function createOfflineZoomAdapter(now: () => number = Date.now): ZoomAdapter {
  return {
    kind: 'offline',
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({ code: `offline-${randomBytes(8).toString('hex')}`, state });
      return `${redirectUri}?${query}`;
    },
    async exchangeCode() {
      return {
        tokens: { accessToken: 'offline', refreshToken: 'offline', expiresAt: now() + HOUR_MS },
        user: { id: 'offline', email: 'zoom@offline.invalid' },
      };
    },
    async refresh() {
      return { accessToken: 'offline', refreshToken: 'offline', expiresAt: now() + HOUR_MS };
    },
    async createMeeting() {
      const id = String(randomInt(10_000_000_000, 99_999_999_999));
      return { id, joinUrl: `https://zoom.invalid/j/${id}` };
    },
    async updateMeeting() {},
    async deleteMeeting() {},
  };
}
