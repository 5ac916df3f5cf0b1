import { z } from 'zod';

// Issue 18: what the support, What's new, partner and affiliate operations answer.

export const whatsNewEntryView = z.object({
  /** The file name without .md: `2026-11-20-call-room`. */
  id: z.string(),
  date: z.string(),
  title: z.string(),
  /** The Markdown rendered to HTML on the server (release notes are ours, kept in the repository). */
  html: z.string(),
  read: z.boolean(),
});
export const whatsNewView = z.object({
  unreadCount: z.number().int(),
  entries: z.array(whatsNewEntryView),
});
export const markWhatsNewReadInput = z.object({
  ids: z.array(z.string().min(1).max(200)).min(1).max(200),
});
export const feedbackTokenView = z.object({ token: z.string() });

export const partnerLinkView = z.object({ id: z.string(), name: z.string() });
export const partnerExpertView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  planId: z.string(),
  planName: z.string(),
  signedUpAt: z.string(),
});
export const partnerDashboardView = z.object({
  id: z.string(),
  name: z.string(),
  experts: z.array(partnerExpertView),
});

export const affiliateView = z.object({ affiliateId: z.string().nullable() });
export const affiliateSsoLinkView = z.object({ url: z.string() });

export type WhatsNewView = z.infer<typeof whatsNewView>;
export type WhatsNewEntry = z.infer<typeof whatsNewEntryView>;
export type PartnerLink = z.infer<typeof partnerLinkView>;
export type PartnerDashboard = z.infer<typeof partnerDashboardView>;
