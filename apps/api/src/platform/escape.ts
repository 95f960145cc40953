/** Text placed into HTML we write by hand (mail bodies, the dev mailbox, the 3-D Secure page). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** What a user typed, searched literally inside LIKE/ILIKE patterns (their % and _ are not wildcards). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
