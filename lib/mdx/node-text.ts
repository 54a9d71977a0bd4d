import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type WithChildren = ReactElement<{ children?: ReactNode }>;

const elementsOf = (node: ReactNode): WithChildren[] => Children.toArray(node).filter((child): child is WithChildren => isValidElement(child));

/** The text a rendered React tree shows (strings and numbers, depth first), with runs of space collapsed. */
export function nodeText(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (value: ReactNode): void => {
    for (const child of Children.toArray(value)) {
      if (typeof child === 'string' || typeof child === 'number') parts.push(String(child));
      else if (isValidElement<{ children?: ReactNode }>(child)) walk(child.props.children);
    }
  };
  walk(node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The column names in the first row of a table's head (the table element's children). */
export function tableColumns(tableChildren: ReactNode): string[] {
  const head = elementsOf(tableChildren).find((child) => child.type === 'thead');
  const firstRow = head ? elementsOf(head.props.children)[0] : undefined;
  return firstRow ? elementsOf(firstRow.props.children).map((cell) => nodeText(cell.props.children)).filter(Boolean) : [];
}
