import type { Metadata } from 'next';
import { ArrowDown } from '@/components/ui/icons';
import { PageClosing } from '@/components/ui/PageClosing';
import { PageHero } from '@/components/ui/PageHero';
import { Section, SectionHeading } from '@/components/ui/Section';
import { buttonClasses } from '@/components/ui/Button';
import { JsonLd } from '@/components/seo/JsonLd';
import { HowWeWork } from '@/components/careers/HowWeWork';
import { MoreRolesNote } from '@/components/careers/MoreRolesNote';
import { PitchBlock } from '@/components/careers/PitchBlock';
import { RoleCard } from '@/components/careers/RoleCard';
import { careersIntro, roles } from '@/content/careers';
import { jobPostingJsonLd } from '@/lib/seo/job-posting';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description: `${roles.length} open roles at Maninfini Automation in Bengaluru, hybrid or remote: React, cloud and DevOps, AI and automation, architecture and QA. Apply by e-mail in a minute.`,
  path: '/careers/',
  image: ogImageFor('careers'),
});

/** The export runs once per build, so 'now' is the build date the postings count from. */
const builtAt = new Date();

export default function CareersPage() {
  return (
    <>
      {roles.map((role) => <JsonLd key={role.slug} data={jobPostingJsonLd(role, builtAt)} />)}
      <PageHero
        eyebrow="Careers · We're hiring"
        title={careersIntro.title}
        subtitle={careersIntro.subtitle}
        crumbs={[{ name: 'Home', path: '/' }, { name: 'Careers', path: '/careers/' }]}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <a href="#open-roles" className={buttonClasses({ size: 'lg' })}>
            See {roles.length} open roles
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          <p className="text-sm text-slate-300">Full-time · Bengaluru, hybrid or remote</p>
        </div>
      </PageHero>

      <Section id="open-roles" labelledBy="roles-title">
        <SectionHeading
          id="roles-title"
          eyebrow="Open roles"
          title="Find your next role"
          intro="Apply by e-mail with your LinkedIn, portfolio and a short note. No forms, no accounts: a real person reads every application."
        />
        <div className="grid gap-6 lg:grid-cols-2">
          {roles.map((role) => <RoleCard key={role.slug} role={role} />)}
          {/* An odd number of roles leaves the last cell empty on two columns. */}
          {roles.length % 2 === 1 && <MoreRolesNote />}
        </div>
      </Section>

      <PageClosing headingId="how-title" eyebrow="How we work" title="What working here is like" story={<HowWeWork />} cta={<PitchBlock />} />
    </>
  );
}
