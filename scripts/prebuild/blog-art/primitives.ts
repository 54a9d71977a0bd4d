// Shared drawing helpers and the brand palette (mirrors the @theme colours in app/globals.css).

export const palette = {
  night: '#070b1a',
  brand: { 100: '#e0e7ff', 200: '#c3cffe', 300: '#9cb0fc', 400: '#6f86f8', 500: '#4a63f0', 600: '#3447dc', 700: '#2a37b8', 900: '#1e2566', 950: '#111538' },
  accent: { 300: '#5eead4', 400: '#2dd4bf', 500: '#14b8a6', 700: '#0f766e' },
};
const { brand, accent } = palette;
/** A seeded random source: each call gives the next number in [0, 1). */
export type Rng = () => number;

export const f = (n: number) => Math.round(n * 10) / 10;
export const between = (rng: Rng, a: number, b: number) => a + rng() * (b - a);

/** A soft halo plus a crisp core: reads as a lit node without an expensive blur filter. */
export function glowDot(x: number, y: number, r: number, tone: 'accent' | 'blue' = 'accent') {
  const fill = tone === 'accent' ? accent[300] : brand[200];
  const halo = tone === 'accent' ? 'dotGlow' : 'dotGlowBlue';
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 4)}" fill="url(#${halo})" opacity="0.55"/>
  <circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`;
}

export function hexPath(cx: number, cy: number, r: number) {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
  });
  return `M${pts.join(' L')} Z`;
}

