/**
 * The better-auth endpoints the product uses without a check of its own, reached through the catch-all
 * /api/auth/* route. Every other better-auth endpoint answers 404: the ones with our checks and limits in
 * front (sign-up, sign-in, reset mail, confirmation mail, change-password, change-email) have their own routes,
 * and the ones the web app never calls (update-user, delete-user, set-password, ...) would bypass the product's
 * rules.
 */
const forwarded: Record<string, RegExp[]> = {
  GET: [
    /^\/api\/auth\/verify-email$/,
    /^\/api\/auth\/reset-password\/[^/]+$/,
    /^\/api\/auth\/get-session$/,
    /^\/api\/auth\/callback\/[^/]+$/,
    /^\/api\/auth\/oauth2\/callback\/[^/]+$/,
    /^\/api\/auth\/error$/,
  ],
  POST: [
    /^\/api\/auth\/sign-out$/,
    /^\/api\/auth\/reset-password$/,
    /^\/api\/auth\/sign-in\/social$/,
    /^\/api\/auth\/sign-in\/oauth2$/,
    /^\/api\/auth\/callback\/[^/]+$/,
  ],
};

/** Whether the catch-all route may hand this request to better-auth; `pathname` is the one better-auth sees. */
export const isForwardedAuthPath = (method: string, pathname: string) =>
  (forwarded[method] ?? []).some((pattern) => pattern.test(pathname));
