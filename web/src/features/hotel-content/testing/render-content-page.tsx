import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { UnsavedChangesPrompt } from '@web/lib/unsaved-changes/unsaved-changes-prompt';
import { HotelContentPage } from '../components/hotel-content-page';
import { renderWithRouter } from './content-fixtures';

/**
 * The content page with stand-ins for the slots the route fills from other features: the gallery shows what it
 * was given, the rooms slot offers to select room r1 ('Seesuite'); the hotel gallery holds images a1 and a2.
 */
export function renderContentPage(path = '/active-content', role: MemberRole = 'owner') {
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
    role,
  );
}

/**
 * The content page inside a data router with the signed-in app's one 'Discard changes?' prompt, as
 * routes/signed-in.tsx mounts it (the router's blocker only works there); the rooms slot offers room r1
 * ('Seesuite'). Answers the router and the address the page is at, with its query. Stub the API first (stubContentApi).
 */
export function renderContentPageWithPrompt(path = '/active-content') {
  const page = (
    <>
      <HotelContentPage
        hotel={{ id: 'h1', name: 'Hotel Seeblick' }}
        renderGallery={() => null}
        renderRooms={({ onSelect }) => (
          <button type="button" onClick={() => onSelect('r1')}>
            Seesuite wählen
          </button>
        )}
        renderRoomName={(roomId) => (roomId === 'r1' ? 'Seesuite' : roomId)}
        readHotelImageIds={() => Promise.resolve([])}
      />
      <UnsavedChangesPrompt />
    </>
  );
  const router = createMemoryRouter([{ path: '/active-content', element: withHotelRole('owner', page) }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, where: () => router.state.location.pathname + router.state.location.search };
}
