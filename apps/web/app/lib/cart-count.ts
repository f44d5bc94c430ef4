/** What the badge says: nothing at 0 (no badge), "99+" past 99 so it stays a small round mark. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
