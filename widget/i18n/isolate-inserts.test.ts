import { describe, expect, it } from 'vitest';
import { FSI, isolateInserts, PDI } from './isolate-inserts';

describe('isolateInserts (issue 33)', () => {
  it('wraps the listed placeholders, in plural and select cases too, and leaves amounts, counts and quoted text alone', () => {
    expect(isolateInserts('أرسلنا الإيصال إلى {email}.', 'ar')).toBe(`أرسلنا الإيصال إلى ${FSI}{email}${PDI}.`);
    expect(isolateInserts('{n, plural, one {{name} و{plan}} other {# {link}}} {price}', 'ar')).toBe(`{n, plural, one {${FSI}{name}${PDI} و${FSI}{plan}${PDI}} other {# ${FSI}{link}${PDI}}} {price}`);
    expect(isolateInserts("'{email}' {days} {amount}", 'ar')).toBe("'{email}' {days} {amount}");
  });
});
