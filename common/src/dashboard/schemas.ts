import type { ReadinessChannel, RuleStatus } from '../channels/readiness';
import type { ChecklistItem, ContentScoreInputs } from './content-score';
import type { DashboardFigure } from './figures';

/**
 * The dashboard's API (issue 15), all signed in; another user's hotel id answers 404:
 *   GET /api/hotels/:hotelId/dashboard/stats           -> DashboardStatsResponse (the three cards)
 *   GET /api/hotels/:hotelId/dashboard/content-score   -> ContentScoreResponse (score, checklist, inputs)
 *   GET /api/dashboard/hotels                          -> DashboardHotelsResponse (each of the user's hotels with
 *                                                         its score, oldest first: the chain's list)
 */

export interface DashboardStats {
  activeProperties: DashboardFigure;
  connectedOtas: DashboardFigure;
  contentUpdates: DashboardFigure;
}

export interface DashboardStatsResponse {
  stats: DashboardStats;
}

export interface ContentScore {
  /** 0 to 100 (spec part 1, section 9). */
  score: number;
  /** What to do next, each item with its progress (contentChecklist). */
  checklist: ChecklistItem[];
  /** What the score and the checklist were computed from. */
  inputs: ContentScoreInputs;
  /**
   * The hotel's channel readiness (issue 32), each channel in the /channels matrix's order with its worst status
   * and how many of its rules fail and warn: the same evaluation as GET /api/hotels/:hotelId/channel-readiness.
   */
  channels: ContentScoreChannel[];
}

export interface ContentScoreChannel {
  channel: ReadinessChannel;
  status: RuleStatus;
  fail: number;
  warn: number;
}

export interface ContentScoreResponse {
  contentScore: ContentScore;
}

export interface DashboardHotel {
  id: string;
  name: string;
  score: number;
  /** Whether anything has been added yet: a photo, a description, a template or a channel. */
  hasContent: boolean;
}

export interface DashboardHotelsResponse {
  hotels: DashboardHotel[];
}
