import { StarRating } from '@/components/ui/StarRating';
import type { Testimonial } from '@/content/testimonials';
import { cn } from '@/lib/cn';
import type { CardGeometry } from '@/lib/home/carousel';

const CUT = 40;
const clipPath = `polygon(${CUT}px 0%, calc(100% - ${CUT}px) 0%, 100% ${CUT}px, 100% 100%, calc(100% - ${CUT}px) 100%, ${CUT}px 100%, 0 100%, 0 0)`;

/**
 * One card of the deck. Side cards are a pointer shortcut (click to centre); keyboard and
 * screen-reader users move with the buttons and arrow keys, so only the centre card is
 * exposed to assistive technology.
 */
export function TestimonialCard({ item, geometry, near, onSelect }: { item: Testimonial; geometry: CardGeometry; near: boolean; onSelect: () => void }) {
  const { isCentre } = geometry;
  const name = item.by.split(',')[0];
  return (
    <div
      onClick={isCentre ? undefined : onSelect}
      aria-hidden={!isCentre}
      data-testid="testimonial-card"
      data-centre={isCentre || undefined}
      className={cn(
        'absolute top-1/2 left-1/2 flex flex-col justify-between border-2 p-6 transition-all duration-500 ease-in-out sm:p-8',
        isCentre
          ? 'border-brand-600 bg-brand-700 text-white'
          : 'cursor-pointer border-slate-200 bg-white text-ink hover:border-brand-300',
      )}
      style={{
        width: geometry.width,
        height: geometry.height,
        zIndex: geometry.zIndex,
        clipPath,
        transform: `translate(-50%, -50%) translateX(${geometry.x}px) translateY(${geometry.y}px) rotate(${geometry.rotate}deg)`,
        boxShadow: isCentre ? '0 8px 0 4px rgb(42 55 184 / 0.25)' : 'none',
      }}
    >
      <span
        aria-hidden="true"
        className={cn('absolute top-0 right-0 block h-0.5 origin-top-right rotate-45', isCentre ? 'bg-brand-400' : 'bg-slate-200')}
        style={{ width: Math.SQRT2 * CUT, right: -2, top: CUT - 2 }}
      />
      <figure className="flex h-full flex-col overflow-hidden">
        <div className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG portrait */}
          <img src={item.imgSrc} alt="" width={48} height={48} loading={near ? 'eager' : 'lazy'} className="size-10 rounded-full bg-slate-100 object-cover sm:size-12" />
          <StarRating stars={item.stars} tone={isCentre ? 'dark' : 'light'} />
        </div>
        <blockquote className={cn('mt-4 text-sm leading-6 font-medium sm:mt-5 sm:text-base sm:leading-7', isCentre ? 'text-white' : 'text-ink')}>
          “{item.testimonial}”
        </blockquote>
        <figcaption className={cn('mt-auto pt-4 text-sm', isCentre ? 'text-brand-100' : 'text-slate-600')}>
          — <span className="font-semibold">{name}</span>
          {item.by.slice(name?.length ?? 0)}
        </figcaption>
      </figure>
    </div>
  );
}
