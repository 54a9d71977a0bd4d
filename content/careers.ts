/**
 * Open roles and the careers page copy. Applications go by e-mail
 * to contact.careersEmail in content/site.ts; the drafts are composed in lib/careers/.
 */

export type JobRole = {
  /** Stable id for anchors, JSON-LD identifiers and tests. */
  slug: string;
  title: string;
  location: string;
  type: 'Full-time';
  summary: string;
  highlights: readonly string[];
};

/** Every role has the same location. */
const location = 'Bengaluru, hybrid or remote';

const role = (slug: string, title: string, summary: string, highlights: readonly string[]): JobRole => ({
  slug,
  title,
  location,
  type: 'Full-time',
  summary,
  highlights,
});

export const roles: readonly JobRole[] = [
  role('senior-react-typescript-engineer', 'Senior React/TypeScript Engineer',
    'Lead the front end of client portals, dashboards and marketing sites built with React, Next.js and TypeScript, from architecture to accessible, fast interfaces.',
    ['5+ years with React and 3+ with TypeScript in production', 'Next.js App Router, server components and static export', 'Accessibility (WCAG 2.2 AA) and Core Web Vitals as part of done', 'Mentor two to four engineers through code review']),
  role('cloud-devops-engineer', 'Cloud & DevOps Engineer',
    'Design, migrate and run client workloads on AWS and Azure, with infrastructure as code, automated pipelines and monitoring that catches problems before customers do.',
    ['Terraform or CloudFormation, and CI/CD pipelines you have built yourself', 'Containers and Kubernetes in production', 'Cost optimisation and backup and recovery drills', 'Share an on-call rota for critical client systems']),
  role('ai-automation-engineer', 'AI/Automation Engineer',
    'Build the workflow automations and AI agents our clients rely on: document extraction, WhatsApp assistants and approval flows with a human in the loop.',
    ['Python or TypeScript, with LLM APIs and retrieval', 'Workflow and RPA tools, webhooks and REST integrations', 'Evaluation sets and guardrails before anything goes live', 'Explain trade-offs to non-technical clients']),
  role('software-architect', 'Software Architect',
    'Shape the architecture of custom software and integration programmes, write the decisions down and keep delivery teams unblocked.',
    ['10+ years building and operating business systems', 'Domain modelling, API design and event-driven integration', 'Security and data-protection by design', 'Lead technical discovery with client stakeholders']),
  role('qa-engineer', 'QA Engineer',
    'Own the quality of client releases: test strategy, automated suites and the release checks that stop regressions reaching production.',
    ['3+ years in QA for web or mobile products', 'Playwright, Cypress or Selenium automation', 'API testing and test data management', 'Accessibility and performance checks in the pipeline']),
  role('software-test-engineer', 'Software Test Engineer',
    'Write and maintain automated tests across web, API and integration layers, and help developers make their code easier to test.',
    ['Programming in TypeScript, Java or Python', 'Unit, integration and end-to-end test design', 'CI pipelines that run tests on every change', 'Clear, reproducible defect reports']),
  role('software-tester-qa-tester', 'Software Tester / QA Tester',
    'Test client websites and applications by hand and with growing automation, so that every release does what the client asked for.',
    ['1+ years of manual testing, or a strong portfolio of testing work', 'Test cases from requirements and user stories', 'Cross-browser and mobile device testing', 'Curiosity to learn test automation with our QA leads']),
];

/** The role named in a 'Pitch your role' application. */
export const generalApplicationRole = 'General Application';

export const careersIntro = {
  title: 'Build automation that businesses rely on',
  subtitle:
    'Join our Bengaluru team, hybrid or remote, and ship real software for real clients: web platforms, cloud systems and AI agents that work alongside people.',
} as const;

export const howWeWork = [
  { title: 'Small teams, clear owners', text: 'Every project has a named lead and a weekly demo. You know who decides, and clients know who to call.' },
  { title: 'Hybrid or remote', text: 'Work from our Bengaluru office, from home, or a mix. We meet in person when it helps, not by default.' },
  { title: 'AI as a colleague', text: 'Our AI agents take the repetitive work; people review, decide and own the outcome.' },
  { title: 'Quality is part of done', text: 'Tests, accessibility and security reviews are in the estimate, never left for later.' },
  { title: 'Time to learn', text: 'A yearly learning budget, certification support and a Friday slot for guild sessions and experiments.' },
  { title: 'Fair and transparent', text: 'Clear salary bands for each level and honest feedback after every interview stage, whatever the outcome.' },
] as const;

/** Fills the grid's last cell next to the seventh role and points to the pitch block. */
export const moreRolesNote = {
  title: 'Not quite your role?',
  text: 'We also hire designers, analysts, project managers and support specialists as client work grows. Tell us what you do best.',
  link: 'How to pitch us',
} as const;

export const pitchBlock = {
  title: "Don't see your role?",
  text: 'We hire for talent as much as for openings. Tell us what you do best and where you could help our clients, and we will get back to you.',
} as const;
