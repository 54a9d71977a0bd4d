'use client';

import type { ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { tooltipTimings } from '@/lib/ui-timings';

/** Tooltips open after 700 ms with a 300 ms skip delay. */
export function Tooltip({ label, children, side = 'top' }: { label: ReactNode; children: ReactNode; side?: 'top' | 'bottom' | 'left' | 'right' }) {
  return (
    <RadixTooltip.Provider delayDuration={tooltipTimings.delayDurationMs} skipDelayDuration={tooltipTimings.skipDelayDurationMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={4}
            className="z-[80] max-w-[280px] rounded-lg bg-ink px-3 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {label}
            <RadixTooltip.Arrow className="fill-ink" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
