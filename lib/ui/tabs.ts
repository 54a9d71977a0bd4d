/**
 * Keyboard movement in a horizontal tab list (WAI-ARIA tabs pattern): the arrows move
 * to the neighbouring tab and wrap around, Home and End go to the ends. Any other key
 * returns null and is left to the browser.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0 || current < 0 || current >= count) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
