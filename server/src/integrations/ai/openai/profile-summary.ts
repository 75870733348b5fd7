import type { HotelProfile } from '@common/ai/hotel-profile';

// Enough of each current description to give the model the hotel's voice, without sending pages of text.
const descriptionExcerptChars = 1500;
const maxRooms = 30;

const typeLabels = { individual: 'Einzelhotel', chain: 'Hotelkette' } as const;

/** The hotel profile as plain lines for a prompt (German labels, the hotel's own values). */
export function summarizeProfile(profile: HotelProfile): string {
  const lines = [
    `Name: ${profile.name}`,
    `Typ: ${typeLabels[profile.type]}`,
    `Kategorie: ${profile.category}`,
  ];
  for (const location of profile.locations) {
    const parts = [location.name, location.address, location.city, location.country].filter(Boolean);
    if (parts.length > 0) lines.push(`Standort: ${parts.join(', ')}`);
  }
  const byCategory = new Map<string, string[]>();
  for (const group of profile.featureGroups) {
    if (group.features.length === 0) continue;
    const entries = byCategory.get(group.category) ?? [];
    entries.push(`  ${group.subcategory}: ${group.features.join(', ')}`);
    byCategory.set(group.category, entries);
  }
  for (const [category, entries] of byCategory) lines.push(`Merkmale (${category}):`, ...entries);
  if (profile.rooms.length > 0) {
    lines.push('Zimmer:');
    for (const room of profile.rooms.slice(0, maxRooms)) {
      const features = room.features.length > 0 ? ` – ${room.features.join(', ')}` : '';
      lines.push(`  ${room.name}${room.type ? ` (${room.type})` : ''}${features}`);
    }
  }
  const descriptions = profile.descriptions.filter((description) => description.content.trim());
  for (const description of descriptions) {
    const excerpt = description.content.trim().slice(0, descriptionExcerptChars);
    lines.push(`Aktuelle Beschreibung${description.language ? ` (${description.language})` : ''}:`, excerpt);
  }
  return lines.join('\n');
}
