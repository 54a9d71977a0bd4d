import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { NotFoundPath } from '@/components/layout/NotFoundPath';
import { buttonClasses } from '@/components/ui/Button';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  robots: { index: false, follow: true },
};

/**
 * The not-found page. Exported as out/404.html, which static hosts serve for unknown paths. The
 * framework writes this tree into every page's copy of the layout, so it is styled by one short
 * class (`.not-found`, app/globals.css) rather than a class list on each element.
 */
export default function NotFound() {
  return (
    <section className="bg-hero not-found">
      <div className="container-page">
        <h1 className="text-gradient">404</h1>
        <h2>Page Not Found</h2>
        <NotFoundPath />
        <p>
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <nav aria-label="Where to go next">
          <Link href="/" className={buttonClasses()}>Go to home page</Link>
          <Link href="/blog/" className={buttonClasses({ variant: 'outline-light' })}>Read the blog</Link>
          <Link href="/#contact" className={buttonClasses({ variant: 'outline-light' })}>Contact us</Link>
        </nav>
      </div>
    </section>
  );
}
