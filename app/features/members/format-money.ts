/** Money and dates as the members' area prints them. */
export const formatMoney = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
export const formatLongDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const PROVIDERS: Readonly<Record<string, string>> = { password: 'Email and password', 'google.com': 'Google', 'apple.com': 'Apple', emailLink: 'Email link', phone: 'Phone' };
export const providerName = (id: string) => PROVIDERS[id] ?? id;
export const networkName = (n: string | null) => (n ? n.charAt(0).toUpperCase() + n.slice(1) : 'Card');
