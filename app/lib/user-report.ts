/** The user report record saved after a purchase is finalized or activated (app §4 in docs/spec-coverage.md), read by the members' area. */
export const USER_REPORT_KEY = 'mm.userReport';

export interface UserReportRecord {
  readonly subscriptionId: string;
  readonly email: string;
  readonly planId: string;
  readonly signedIn: boolean;
}

export function saveUserReport(record: UserReportRecord, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(USER_REPORT_KEY, JSON.stringify(record));
}
