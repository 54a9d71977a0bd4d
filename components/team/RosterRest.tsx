/**
 * The roster cards after the first few, loaded on demand by the roster island. Generating
 * them here from content/roster.ts gives exactly the entries the server would have rendered.
 */
import { roster } from '@/lib/team/team-roster';
import { ROSTER_COLLAPSED_COUNT, entriesForTab, type RosterTab } from '@/lib/team/roster';
import { RosterCard } from './RosterCard';

export function RosterRest({ tab }: { tab: RosterTab }) {
  return entriesForTab(roster, tab)
    .slice(ROSTER_COLLAPSED_COUNT)
    .map((entry) => <RosterCard key={entry.id} entry={entry} />);
}
