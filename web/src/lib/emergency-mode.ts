/**
 * Emergency mode (/dashboard?force=true) lets the web app skip its own route guard for 60 s through a
 * short-lived cookie. It grants nothing on the server, which still requires a session for every call.
 */
const cookieName = 'hcs_emergency';
export const emergencyModeSeconds = 60;

export function activateEmergencyMode() {
  document.cookie = `${cookieName}=1; Max-Age=${emergencyModeSeconds}; Path=/; SameSite=Strict`;
}

export function isEmergencyModeActive(): boolean {
  return document.cookie.split('; ').some((pair) => pair === `${cookieName}=1`);
}
