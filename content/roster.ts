/**
 * The 'Human + AI Collective' roster: the fixed lists it is generated from.
 * Its own module because the team page's roster island loads it on demand to draw the
 * cards behind 'Show all', so it must not pull in the rest of the team page's content.
 * lib/team/team-roster.ts generates the roster from these lists.
 */
import { claims, teamContactName } from './site';
import type { RosterLists } from '../lib/team/roster';

/** Fixed lists the roster generator draws from; the entries after human-1 are illustrative. */
export const rosterLists: RosterLists = {
  humans: {
    lead: {
      name: teamContactName('CEO'),
      role: 'Founder & Chief Executive Officer',
      department: 'Leadership',
      focus: 'Client outcomes and company direction',
      location: 'Bengaluru',
      workModel: 'Hybrid',
      description: `Founded the company in ${claims.foundedYear} and still leads its largest automation programmes.`,
    },
    firstNames: ['Aarav', 'Priya', 'Karthik', 'Divya', 'Rahul', 'Lakshmi', 'Nikhil', 'Shreya', 'Aditya', 'Pooja', 'Sanjay', 'Nandini', 'Varun', 'Ishita', 'Suresh', 'Revathi', 'Manish', 'Tanvi', 'Harish', 'Gayathri', 'Deepak', 'Anjali', 'Kiran', 'Swathi'],
    lastNames: ['Sharma', 'Nair', 'Rao', 'Menon', 'Gowda', 'Iyer', 'Patil', 'Shetty', 'Reddy', 'Joshi', 'Krishnan', 'Mehta', 'Das', 'Kamath', 'Verma', 'Prasad', 'Naidu', 'Bhatt', 'Chandra'],
    disciplines: [
      { department: 'Engineering', roles: ['Full-stack Developer', 'Frontend Engineer', 'Backend Engineer', 'Mobile Developer'], focus: ['Customer portals', 'Payment integrations', 'Internal dashboards', 'API platforms', 'Progressive web apps'] },
      { department: 'Automation', roles: ['Automation Engineer', 'RPA Developer', 'Integration Specialist'], focus: ['Invoice processing', 'CRM workflows', 'Document extraction', 'Order-to-cash flows'] },
      { department: 'Cloud & Security', roles: ['DevOps Engineer', 'Cloud Engineer', 'Security Analyst', 'Site Reliability Engineer'], focus: ['Cloud migrations', 'Threat monitoring', 'Cost optimisation', 'Backup and recovery'] },
      { department: 'Quality', roles: ['QA Engineer', 'Test Automation Engineer', 'Performance Tester'], focus: ['Regression suites', 'Accessibility audits', 'Load testing', 'Release readiness'] },
      { department: 'Design', roles: ['UI/UX Designer', 'Brand Designer', 'Packaging Designer'], focus: ['Design systems', 'Brand identities', 'Retail packaging', 'Onboarding journeys'] },
      { department: 'Delivery', roles: ['Project Manager', 'Business Analyst', 'Scrum Master'], focus: ['Offshore team delivery', 'Requirements discovery', 'Client reporting', 'Rollout planning'] },
      { department: 'Client Success', roles: ['Customer Success Manager', 'Virtual Office Coordinator', 'Support Specialist'], focus: ['WhatsApp support desks', 'Call handling', 'Account onboarding', 'Service reviews'] },
    ],
    locations: ['Bengaluru', 'Mysuru', 'Chennai', 'Hyderabad', 'Pune', 'Kochi', 'Mumbai', 'Singapore', 'Dubai', 'London'],
  },
  agents: {
    names: ['Atlas', 'Nova', 'Sentinel', 'Relay', 'Ledger', 'Pixel', 'Echo', 'Orbit', 'Quill', 'Vector', 'Beacon', 'Cadence', 'Harbor', 'Tempo', 'Prism', 'Compass', 'Forge', 'Lumen', 'Pulse', 'Scout', 'Tally', 'Weaver', 'Zenith', 'Anchor', 'Spark'],
    disciplines: [
      { department: 'Customer Communications', roles: ['WhatsApp Concierge Agent', 'Lead Qualification Agent', 'Appointment Scheduling Agent'], focus: ['First replies within seconds', 'Routing enquiries to the right specialist', 'Follow-up reminders'] },
      { department: 'Security Operations', roles: ['Threat Triage Agent', 'Log Analysis Agent', 'Vulnerability Watch Agent'], focus: ['Alert correlation', 'Suspicious login review', 'Patch advisories'] },
      { department: 'Cloud Operations', roles: ['Cost Watch Agent', 'Uptime Monitor Agent', 'Backup Verification Agent'], focus: ['Idle resource reports', 'Health checks', 'Restore drills'] },
      { department: 'Finance Automation', roles: ['Invoice Extraction Agent', 'Reconciliation Agent'], focus: ['Purchase invoices', 'Bank statement matching', 'GST data checks'] },
      { department: 'Engineering', roles: ['Code Review Assistant', 'Test Generation Agent', 'Documentation Agent'], focus: ['Pull request checks', 'Regression test drafts', 'Release notes'] },
      { department: 'Commerce', roles: ['Inventory Forecast Agent', 'Catalogue Sync Agent'], focus: ['Reorder alerts', 'Multi-channel stock sync', 'Price change checks'] },
    ],
    locations: ['Cloud · Mumbai region', 'Cloud · Singapore region', 'Cloud · Frankfurt region', 'Client infrastructure'],
  },
  gradients: [
    ['#4a63f0', '#14b8a6'],
    ['#2a37b8', '#6f86f8'],
    ['#0d9488', '#5eead4'],
    ['#3447dc', '#2dd4bf'],
    ['#1e2566', '#4a63f0'],
    ['#0f766e', '#3447dc'],
    ['#6f86f8', '#0d9488'],
  ],
};
