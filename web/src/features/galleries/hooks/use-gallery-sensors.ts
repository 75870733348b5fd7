import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * How a drag starts (spec part 2, section 4 "Drag behaviour"): a 5 px move with the mouse, a 120 ms press on
 * touch (5 px of wobble allowed, so a swipe still scrolls), and space on the keyboard (arrows move, space
 * drops, escape cancels). Mouse and touch are separate sensors rather than one PointerSensor, since a pointer
 * sensor would also claim touches and start them by distance instead of by the press.
 */
export function useGallerySensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
