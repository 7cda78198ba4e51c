/**
 * Router state the members' area puts on its links to the offers: the visitor already subscribes, they are not just buying (issue 41).
 * A type, not a shared constant: the report page writes the literal against it, so no chunk of a few bytes is shared between two routes.
 */
export interface FromMembersState {
  readonly from: 'members';
}

/** Whether the offers were opened from the members' area (the router's state of this history entry, kept across a reload). */
export function isFromMembers(state: unknown): state is FromMembersState {
  return typeof state === 'object' && state !== null && (state as { from?: unknown }).from === ('members' satisfies FromMembersState['from']);
}
