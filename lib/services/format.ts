/** Reading ISO 8601 durations (PT15M, PT1H5M) back into the words pages show. */

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
