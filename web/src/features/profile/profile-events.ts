/** Fired whenever the profile (name, photo) changes, so the top bar can show the new values at once. */
export const profileUpdatedEvent = 'profile-updated';

export function announceProfileUpdated() {
  window.dispatchEvent(new Event(profileUpdatedEvent));
}
