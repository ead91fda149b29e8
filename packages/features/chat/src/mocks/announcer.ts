/**
 * Story helper: React Aria announces a pending button through a hidden live region that points at
 * the button; when the button goes (the notice closes) the announcement lingers for a few seconds
 * with a dangling reference, which axe reports. Stories remove such stale announcements before the
 * accessibility check.
 */
export function clearStaleAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.every((id) => document.getElementById(id)?.textContent)) node.remove();
  }
}
