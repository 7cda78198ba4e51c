import { HeartbeatResponse } from '../../../../contracts/members';
import type { MemberSession } from '../session';
import { memberFetch } from './member-fetch';

/** The last day this browser sent a heartbeat for a user, so a day's later visits skip the call (the service also keeps one a day). */
const storageKey = (uid: string) => `__heartbeat_${uid}`;

/** POST /members/heartbeat at most once a day per user (app §9 in docs/spec-coverage.md). */
export async function sendHeartbeat(session: MemberSession, route: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  if (localStorage.getItem(storageKey(session.uid)) === day) return;
  const payload = JSON.stringify({ route, viewport: `${window.innerWidth}x${window.innerHeight}`, lang: navigator.language }).slice(0, 1024);
  await memberFetch(session, '/members/heartbeat', HeartbeatResponse, { method: 'POST', body: JSON.stringify({ payload }) });
  localStorage.setItem(storageKey(session.uid), day);
}
