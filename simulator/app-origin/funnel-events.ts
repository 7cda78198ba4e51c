/** The funnel events POST /event accepts: the app's own list (a leaf module), so both sides agree. */
export { FUNNEL_EVENTS, type FunnelEventName } from '../../catalog/funnel-events';
