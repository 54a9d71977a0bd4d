'use client';
/**
 * The testimonial deck's animation, fetched by the deck as it nears the screen (never in a
 * page's first load): framer-motion through LazyMotion with only its DOM animation features.
 * The card that leaves one end of the deck fades out and the one that joins the other fades
 * in; the others slide by CSS. `reducedMotion="user"` keeps only the fades for visitors who
 * ask for less motion.
 */
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import * as m from 'framer-motion/m';
import type { ComponentProps, ReactNode } from 'react';

export function DeckMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence initial={false}>{children}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

/** A card's face: fades and grows in as it joins the deck, and out as it leaves. */
export function CardFace(props: Omit<ComponentProps<typeof m.div>, 'initial' | 'animate' | 'exit' | 'transition'>) {
  return <m.div initial={{ opacity: 0, scale: 0.92 }} animate={{ opacity: 1, scale: 1 }} exit={{ opacity: 0, scale: 0.92 }} transition={{ duration: 0.3 }} {...props} />;
}
