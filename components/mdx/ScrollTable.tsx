import type { ReactNode } from 'react';
import { tableColumns } from '@/lib/mdx/node-text';

/**
 * A Markdown table in a visible frame that scrolls sideways when the columns need more room
 * than the screen has (a phone), instead of squeezing each cell to a word or two per line.
 * The frame can take focus, so a keyboard can scroll it too (`.table-frame` in globals.css);
 * as a focusable region it needs a name of its own, and the table's columns give each one.
 */
export function ScrollTable({ children }: { children?: ReactNode }) {
  const columns = tableColumns(children);
  return (
    <section className="table-frame" tabIndex={0} aria-label={columns.length ? `Table: ${columns.join(', ')}` : 'Table'}>
      <table>{children}</table>
    </section>
  );
}
