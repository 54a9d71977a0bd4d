import { render, screen, within } from '@testing-library/react';
import { Pager } from '@/components/blog/Pager';

/**
 * A link's address with the site's trailing slash: next/link writes it from next.config.mjs
 * (trailingSlash) in the build, which a test render does not read.
 */
const target = (link: HTMLElement) => (link.getAttribute('href') ?? '').replace(/\/?$/, '/');

describe('Pager', () => {
  it('links the pages both ways, with rel prev and next, and marks the current one', () => {
    render(<Pager base="/blog/" page={2} count={9} label="Blog pages" />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages, page 2 of 9' });
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    expect(target(previous)).toBe('/blog/');
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(nav).getByRole('link', { name: 'Next page' });
    expect(target(next)).toBe('/blog/page/3/');
    expect(next).toHaveAttribute('rel', 'next');
    expect(target(within(nav).getByRole('link', { name: 'Page 1' }))).toBe('/blog/');
    expect(target(within(nav).getByRole('link', { name: 'Page 9' }))).toBe('/blog/page/9/');
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).toBeNull();
    expect(within(nav).getByText('2').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pager base="/blog/category/x/" page={1} count={3} label="X pages" />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(target(screen.getByRole('link', { name: 'Next page' }))).toBe('/blog/category/x/page/2/');
    rerender(<Pager base="/blog/category/x/" page={3} count={3} label="X pages" />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(target(screen.getByRole('link', { name: 'Previous page' }))).toBe('/blog/category/x/page/2/');
  });

  it('shows nothing for a list of one page', () => {
    const { container } = render(<Pager base="/blog/" page={1} count={1} label="Blog pages" />);
    expect(container).toBeEmptyDOMElement();
  });
});
