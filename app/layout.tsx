import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import './globals.css';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { MobileBottomBar } from '@/components/layout/MobileBottomBar';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { SiteEffects } from '@/components/layout/SiteEffects';
import { ChatWidget } from '@/components/chat/ChatWidget';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { HeadScript } from '@/components/first-paint/HeadScript';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { serviceLinks } from '@/lib/services/menu';

// Self-hosted variable font (latin subset): one preloaded file, no network at build time.
const jakarta = localFont({
  src: './fonts/PlusJakartaSans-latin-var.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'swap',
  // The metric-matched stand-ins are in app/globals.css: Next's names Arial only.
  adjustFontFallback: false,
});

export const metadata: Metadata = {
  ...pageMetadata({ title: `${site.name} | Automation, AI & Custom Software in Bengaluru`, description: site.description, path: '/' }),
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | Automation, AI & Custom Software in Bengaluru`, template: `%s | ${site.name}` },
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#070b1a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // One list for the header and the footer: the page's payload carries it once.
  const services = serviceLinks();
  return (
    // The head script may set data-consent on <html> before React hydrates it.
    <html lang="en" className={jakarta.variable} suppressHydrationWarning>
      <head>
        {/* The controls' own script, which works before (and without) the page's client code. */}
        <HeadScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header services={services} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer year={new Date().getFullYear()} services={services} />
        <MobileBottomBar />
        <MobileMenu />
        <ChatWidget />
        <ConsentBanner />
        <SiteEffects />
      </body>
    </html>
  );
}
