/** Reading ISO 8601 durations (PT15M, PT8M45S) back into the words and clock times pages show. */

const pattern = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;

export function durationSeconds(iso: string): number {
  const match = pattern.exec(iso);
  if (!match || iso === 'PT') throw new Error(`Not a time-of-day ISO 8601 duration: ${iso}`);
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** 'PT15M' → '15 minutes', 'PT1H5M' → '1 hour 5 minutes'. */
export function durationWords(iso: string): string {
  const total = durationSeconds(iso);
  const hours = Math.floor(total / 3600);
  const minutes = Math.round((total % 3600) / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return [hours ? plural(hours, 'hour') : '', minutes || !hours ? plural(minutes, 'minute') : ''].filter(Boolean).join(' ');
}

/** 'PT8M45S' → '8:45', 'PT1H2M3S' → '1:02:03'. */
export function durationClock(iso: string): string {
  const total = durationSeconds(iso);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Whole seconds for each of `count` parts, adding up exactly to `total` (a walkthrough's slides). */
export function splitSeconds(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => base + (i < total - base * count ? 1 : 0));
}
