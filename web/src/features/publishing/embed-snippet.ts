/**
 * The iframe a hotel pastes into its website to show its photos (the embedded gallery pages, served by
 * server/src/features/publishing/embed/). The page scrolls inside the frame, so a fixed height suits any gallery.
 */
export const embedFrameHeight = 600;

/** Text made safe inside a double-quoted HTML attribute, so a hotel's or room's name cannot end it. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's address on the app's own origin; the public id is written as it is, any character escaped. */
export function embedPageUrl(origin: string, publicId: string, roomId?: string): string {
  const hotel = `${origin}/embed/hotels/${encodeURIComponent(publicId)}`;
  return roomId === undefined ? `${hotel}/gallery` : `${hotel}/rooms/${encodeURIComponent(roomId)}`;
}

/**
 * The iframe's HTML: its title names the photos for screen readers on the hotel's page, and it loads only once
 * a visitor scrolls near it.
 */
export function embedSnippet(src: string, title: string): string {
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${embedFrameHeight}" style="border:0" loading="lazy"></iframe>`;
}
