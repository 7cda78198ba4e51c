/** Reads a `document.cookie` string; malformed pairs are skipped, never thrown on. */
export function parseCookies(cookieHeader: string): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    // The first cookie of a name wins, as in browsers where the most specific path comes first.
    if (name === '' || cookies.has(name)) continue;
    cookies.set(name, safeDecode(pair.slice(eq + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  const unquoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
