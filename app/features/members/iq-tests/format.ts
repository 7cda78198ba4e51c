export const formatDuration = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
export const ordinal = (n: number) => {
  const rounded = Math.round(n);
  const suffix = rounded % 100 >= 11 && rounded % 100 <= 13 ? 'th' : (rounded % 10 >= 1 && rounded % 10 <= 3 ? ['st', 'nd', 'rd'][rounded % 10 - 1] : 'th');
  return `${rounded}${suffix}`;
};
