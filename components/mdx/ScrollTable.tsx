import type { ReactNode } from 'react';

/**
 * A Markdown table in a visible frame that scrolls sideways when the columns need more room
 * than the screen has (a phone), instead of squeezing each cell to a word or two per line.
 * The frame can take focus, so a keyboard can scroll it too (`.table-frame` in globals.css).
 */
export function ScrollTable({ children }: { children?: ReactNode }) {
  return (
    <div className="table-frame" tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  );
}
