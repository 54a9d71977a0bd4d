import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { NotFoundPath } from '@/components/layout/NotFoundPath';
import { buttonClasses } from '@/components/ui/Button';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  robots: { index: false, follow: true },
};

/** The not-found page. Exported as out/404.html, which static hosts serve for unknown paths. */
export default function NotFound() {
  return (
    <section className="bg-hero flex min-h-[80vh] items-center pt-32 pb-20 text-white">
      <div className="container-page text-center">
        <h1 className="text-gradient text-8xl font-black tracking-tight sm:text-9xl">404</h1>
        <h2 className="mt-2 text-3xl font-extrabold text-white sm:text-4xl">Page Not Found</h2>
        <NotFoundPath />
        <p className="mx-auto mt-4 max-w-lg text-lg text-slate-300">
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <nav aria-label="Where to go next" className="mt-10 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClasses()}>Go to home page</Link>
          <Link href="/blog/" className={buttonClasses({ variant: 'outline-light' })}>Read the blog</Link>
          <Link href="/#contact" className={buttonClasses({ variant: 'outline-light' })}>Contact us</Link>
        </nav>
      </div>
    </section>
  );
}
