/** Router state the members' area puts on its links to the offers: the visitor already subscribes, they are not just buying (issue 41). */
export const FROM_MEMBERS = { from: 'members' } as const;

/** Whether the offers were opened from the members' area (the router's state of this history entry, kept across a reload). */
export function isFromMembers(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { from?: unknown }).from === FROM_MEMBERS.from;
}
