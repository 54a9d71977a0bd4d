import { site } from '@/content/site';
import { cn } from '@/lib/cn';

/** The mark: two overlapping loops (infinity) inside a rounded square, plus the word mark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6f86f8" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#logo-g)" />
      <path
        d="M20 20c-2.6-3.4-4.6-5-7-5a5 5 0 0 0 0 10c2.4 0 4.4-1.6 7-5Zm0 0c2.6 3.4 4.6 5 7 5a5 5 0 0 0 0-10c-2.4 0-4.4 1.6-7 5Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    // The word mark's styles are `.logo` in app/globals.css: it is on every page three times.
    <span className={tone === 'dark' ? 'logo' : 'logo logo-light'}>
      <LogoMark />
      <span>
        <b>{site.shortName}</b> <small>Automation</small>
      </span>
    </span>
  );
}
