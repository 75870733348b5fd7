/** Limits of API keys (issue 34, point 4), shared by the Settings tab's form and the server's checks. */
export const apiKeyLimits = {
  nameMaxLength: 100,
  /** Hotels one key may read (a chain's hotels fit well within it). */
  hotelsPerKey: 1000,
  /** Keys one user may hold that are not revoked. */
  keysPerUser: 25,
  /** Days a revoked key stays in the list (then it is removed when the owner lists or creates keys). */
  revokedKeptDays: 30,
} as const;
