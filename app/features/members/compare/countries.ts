/** Country names for people, from the browser's own data (Intl), falling back to the code. */
const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
export const countryName = (code: string) => names?.of(code) ?? code;
