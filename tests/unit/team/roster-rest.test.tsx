import { render, screen, within } from '@testing-library/react';
import { roster } from '@/lib/team/team-roster';
import { RosterCard } from '@/components/team/RosterCard';
import { RosterRest } from '@/components/team/RosterRest';
import { ROSTER_COLLAPSED_COUNT } from '@/lib/team/roster';

/** The server draws the first cards, the on-demand chunk the rest: together they must be the roster. */
describe('RosterRest', () => {
  it.each([
    ['employees', roster.humans],
    ['ai', roster.agents],
  ] as const)('continues the %s list after the collapsed cards, in order, with nothing repeated or missing', (tab, entries) => {
    render(
      <ul aria-label="roster">
        {entries.slice(0, ROSTER_COLLAPSED_COUNT).map((entry) => <RosterCard key={entry.id} entry={entry} />)}
        <RosterRest tab={tab} />
      </ul>,
    );
    const names = within(screen.getByRole('list', { name: 'roster' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(entries.map((entry) => entry.name));
  });
});
