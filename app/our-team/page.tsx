import type { Metadata } from 'next';
import { PageClosing } from '@/components/ui/PageClosing';
import { PageHero } from '@/components/ui/PageHero';
import { Section, SectionHeading } from '@/components/ui/Section';
import { CoreValues } from '@/components/team/CoreValues';
import { GrowthTimeline } from '@/components/team/GrowthTimeline';
import { MemberCard } from '@/components/team/MemberCard';
import { Roster } from '@/components/team/Roster';
import { TeamCta } from '@/components/team/TeamCta';
import { TeamStats } from '@/components/team/TeamStats';
import { roster } from '@/lib/team/team-roster';
import { leadership, technicalTeam } from '@/content/team';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

export const metadata: Metadata = pageMetadata({
  title: 'Our Team',
  description: `Meet the leadership, technical team and the ${roster.total}-strong Human + AI Collective behind Maninfini Automation: specialists and supervised AI agents delivering from Bengaluru.`,
  path: '/our-team/',
  image: ogImageFor('team'),
});

export default function OurTeamPage() {
  return (
    <>
      <PageHero
        eyebrow="Our team"
        title={<>The team behind <span className="text-gradient">your automation</span></>}
        subtitle="Engineers, designers, security specialists and supervised AI agents working as one collective, with a named person accountable for every client outcome."
        crumbs={[{ name: 'Home', path: '/' }, { name: 'Our Team', path: '/our-team/' }]}
      >
        <TeamStats />
      </PageHero>

      <Section labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow="What we stand for" title="Five core values behind every project" />
        <CoreValues />
      </Section>

      <Section labelledBy="leadership-title" className="bg-slate-50">
        <SectionHeading id="leadership-title" eyebrow="Leadership" title="The people accountable to you" />
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {leadership.map((member) => <MemberCard key={member.name} member={member} featured />)}
        </div>
      </Section>

      <Section labelledBy="collective-title">
        <SectionHeading
          id="collective-title"
          eyebrow="Human + AI Collective"
          title={`${roster.total} members, one team`}
          intro={`${roster.humans.length} human specialists and ${roster.agents.length} AI agents. Agents handle monitoring, triage and first drafts; specialists review, decide and own the result.`}
        />
        <Roster />
        <p className="mx-auto mt-8 max-w-2xl text-center text-xs leading-5 text-slate-500">
          Beyond our founder, the profiles shown are representative of the roles, locations and work models across the collective.
        </p>
      </Section>

      <Section labelledBy="technical-title" className="bg-slate-50">
        <SectionHeading id="technical-title" eyebrow="Technical team" title="The leads who set our engineering standards" />
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {technicalTeam.map((member) => <MemberCard key={member.name} member={member} />)}
        </div>
      </Section>

      <PageClosing headingId="growth-title" eyebrow="Growth timeline" title="From guild to intelligent workforce" story={<GrowthTimeline />} cta={<TeamCta />} />
    </>
  );
}
