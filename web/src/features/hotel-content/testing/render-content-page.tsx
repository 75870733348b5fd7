import { HotelContentPage } from '../components/hotel-content-page';
import { renderWithRouter } from './content-fixtures';

/**
 * The content page with stand-ins for the slots the route fills from other features: the gallery shows what it
 * was given, the rooms slot offers to select room r1 ('Seesuite'); the hotel gallery holds images a1 and a2.
 */
export function renderContentPage(path = '/active-content') {
  return renderWithRouter(
    <HotelContentPage
      hotel={{ id: 'h1', name: 'Hotel Seeblick' }}
      renderGallery={({ roomId, sortOpen, onSortOpenChange }) => (
        <div data-testid="gallery">
          {`Galerie ${roomId ?? 'hotel'}${sortOpen ? ' sortiert' : ''}`}
          {sortOpen ? (
            <button type="button" onClick={() => onSortOpenChange(false)}>
              Sortierung schließen
            </button>
          ) : null}
        </div>
      )}
      renderRooms={({ onSelect }) => (
        <button type="button" onClick={() => onSelect('r1')}>
          Seesuite wählen
        </button>
      )}
      renderRoomName={(roomId) => (roomId === 'r1' ? 'Seesuite' : roomId)}
      readHotelImageIds={() => Promise.resolve(['a1', 'a2'])}
    />,
    path,
  );
}
