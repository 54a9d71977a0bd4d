/** @jest-environment node */
import { roles } from '@/content/careers';
import { contact } from '@/content/site';
import { describeAction } from '@/lib/actions/describe';
import { applicationSubject, careersAction, careersBody, careersEvent, questionSubject } from '@/lib/careers/mail';

const query = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe('careers drafts', () => {
  it('has the seven open roles, all full-time in Bengaluru, hybrid or remote', () => {
    expect(roles.map((r) => r.title)).toEqual([
      'Senior React/TypeScript Engineer',
      'Cloud & DevOps Engineer',
      'AI/Automation Engineer',
      'Software Architect',
      'QA Engineer',
      'Software Test Engineer',
      'Software Tester / QA Tester',
    ]);
    for (const r of roles) {
      expect(r.type).toBe('Full-time');
      expect(r.location).toBe('Bengaluru, hybrid or remote');
      expect(r.highlights.length).toBeGreaterThan(0);
    }
    expect(new Set(roles.map((r) => r.slug)).size).toBe(roles.length);
  });

  it('uses the subjects the careers page promises', () => {
    expect(applicationSubject('QA Engineer')).toBe('Application: QA Engineer @ Maninfini Automation');
    expect(questionSubject('QA Engineer')).toBe('Question about QA Engineer');
  });

  it('asks for LinkedIn, portfolio and a short note in the body', () => {
    const body = careersBody('Software Architect');
    expect(body).toContain('Software Architect');
    expect(body).toMatch(/LinkedIn/);
    expect(body).toMatch(/Portfolio/);
    expect(body).toMatch(/short note/i);
  });

  it('sends apply, question and pitch drafts to the careers mailbox', () => {
    const apply = describeAction(careersAction('apply', 'Cloud & DevOps Engineer'));
    expect(apply.href.startsWith(`mailto:${contact.careersEmail}?`)).toBe(true);
    expect(query(apply.href).get('subject')).toBe('Application: Cloud & DevOps Engineer @ Maninfini Automation');
    expect(query(apply.href).get('body')).toContain('LinkedIn');

    const question = describeAction(careersAction('question', 'Cloud & DevOps Engineer'));
    expect(query(question.href).get('subject')).toBe('Question about Cloud & DevOps Engineer');

    const pitch = describeAction(careersAction('pitch'));
    expect(query(pitch.href).get('subject')).toBe('Application: General Application @ Maninfini Automation');
  });

  it('writes spaces as %20, not +, so mail clients show them', () => {
    expect(describeAction(careersAction('apply', 'QA Engineer')).href).not.toContain('+');
  });

  it('opens WhatsApp for the quick chat', () => {
    expect(describeAction(careersAction('whatsapp')).href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('reports careers events with the role and category careers', () => {
    expect(careersEvent('apply', 'QA Engineer')).toEqual({ event: 'careers_apply_click', params: { role: 'QA Engineer', category: 'careers' } });
    expect(careersEvent('question', 'QA Engineer').event).toBe('careers_question_click');
    expect(careersEvent('pitch')).toEqual({ event: 'careers_pitch_click', params: { role: 'General Application', category: 'careers' } });
    expect(careersEvent('whatsapp').event).toBe('careers_whatsapp_click');
  });
});
