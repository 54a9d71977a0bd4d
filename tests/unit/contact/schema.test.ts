/** @jest-environment node */
import {
  contactServices,
  emptyContactForm,
  firstStepWithError,
  messages,
  offeredServices,
  parseContactForm,
} from '@/lib/contact/schema';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '',
  service: 'Web & Custom Development',
  message: 'We need an inventory system for three warehouses.',
  consent: true,
};

/** The single message for one field when the rest of the form is valid. */
function errorFor(field: keyof typeof valid, value: unknown): string | undefined {
  const result = parseContactForm({ ...valid, [field]: value });
  if (result.success) return undefined;
  expect(Object.keys(result.errors)).toEqual([field]);
  return result.errors[field];
}

describe('contact schema', () => {
  it('accepts a complete valid form', () => {
    expect(parseContactForm(valid).success).toBe(true);
  });

  it('reports every empty required field with its own message', () => {
    const result = parseContactForm(emptyContactForm);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      email: messages.emailRequired,
      service: messages.serviceRequired,
      message: messages.messageRequired,
      consent: messages.consentRequired,
    });
  });

  it.each([
    ['firstName', 'First name is required', 'First name must be 2-50 characters, letters and spaces only'],
    ['lastName', 'Last name is required', 'Last name must be 2-50 characters, letters and spaces only'],
  ] as const)('%s: required, 2 to 50 letters and spaces', (field, required, invalid) => {
    expect(errorFor(field, '')).toBe(required);
    expect(errorFor(field, '   ')).toBe(required);
    expect(errorFor(field, undefined)).toBe(required);
    expect(errorFor(field, 'A')).toBe(invalid);
    expect(errorFor(field, 'Al')).toBeUndefined();
    expect(errorFor(field, 'a'.repeat(50))).toBeUndefined();
    expect(errorFor(field, 'a'.repeat(51))).toBe(invalid);
    expect(errorFor(field, 'Mary Ann')).toBeUndefined();
    expect(errorFor(field, 'R2D2')).toBe(invalid);
    expect(errorFor(field, "O'Brien")).toBe(invalid);
    expect(errorFor(field, 'Anne-Marie')).toBe(invalid);
    expect(errorFor(field, '<b>Jo</b>')).toBe(invalid);
    // Letters of any script count, as whole characters.
    expect(errorFor(field, 'José')).toBeUndefined();
    expect(errorFor(field, 'राहुल')).toBeUndefined();
    expect(errorFor(field, 'é'.repeat(50))).toBeUndefined();
    expect(errorFor(field, 'é'.repeat(51))).toBe(invalid);
    expect(errorFor(field, 'Jo😀')).toBe(invalid);
  });

  it('email: required, standard pattern, at most 254 characters', () => {
    expect(errorFor('email', '')).toBe('Email is required');
    expect(errorFor('email', '  ')).toBe('Email is required');
    expect(errorFor('email', 'plainaddress')).toBe('Invalid email format');
    expect(errorFor('email', 'a@b')).toBe('Invalid email format');
    expect(errorFor('email', 'a@b.c')).toBe('Invalid email format');
    expect(errorFor('email', 'a b@c.com')).toBe('Invalid email format');
    expect(errorFor('email', 'first.last+tag@sub.example.co.in')).toBeUndefined();
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(254);
    expect(errorFor('email', at254)).toBeUndefined();
    const at255 = `${'a'.repeat(65)}@${'b'.repeat(185)}.com`;
    expect(at255).toHaveLength(255);
    expect(errorFor('email', at255)).toBe('Email too long');
    expect(errorFor('email', 'x'.repeat(10_000))).toBe('Email too long');
  });

  it('phone: optional; plus optional, first digit 1-9, up to 16 digits', () => {
    expect(errorFor('phone', '')).toBeUndefined();
    expect(errorFor('phone', undefined)).toBeUndefined();
    expect(errorFor('phone', '   ')).toBeUndefined();
    expect(errorFor('phone', '+919845000001')).toBeUndefined();
    expect(errorFor('phone', '919845000001')).toBeUndefined();
    expect(errorFor('phone', '0804000000')).toBe('Invalid phone number format');
    expect(errorFor('phone', '+0804000000')).toBe('Invalid phone number format');
    expect(errorFor('phone', '1'.repeat(16))).toBeUndefined();
    expect(errorFor('phone', `+${'1'.repeat(16)}`)).toBeUndefined();
    expect(errorFor('phone', '1'.repeat(17))).toBe('Invalid phone number format');
    expect(errorFor('phone', `+${'1'.repeat(17)}`)).toBe('Invalid phone number format');
    expect(errorFor('phone', '7')).toBeUndefined();
    expect(errorFor('phone', '++91')).toBe('Invalid phone number format');
    expect(errorFor('phone', '98450abc01')).toBe('Invalid phone number format');
    // Grouping characters are not digits and are ignored.
    expect(errorFor('phone', '+91 98450 00001')).toBeUndefined();
    expect(errorFor('phone', '(080) 4000-0000')).toBe('Invalid phone number format');
    expect(errorFor('phone', '80-4000-0000')).toBeUndefined();
  });

  it('service: required and one of the eight values; six are offered', () => {
    expect(contactServices).toHaveLength(8);
    expect(offeredServices).toEqual([
      'Web & Custom Development',
      'E-commerce & Inventory',
      'WhatsApp & Communications',
      'Offshore Talent',
      'Virtual Office Services',
      'Other',
    ]);
    expect(errorFor('service', '')).toBe('Please select a service');
    expect(errorFor('service', undefined)).toBe('Please select a service');
    expect(errorFor('service', 'Cyber Security')).toBe('Invalid service selected');
    expect(errorFor('service', 'web & custom development')).toBe('Invalid service selected');
    for (const service of contactServices) expect(errorFor('service', service)).toBeUndefined();
  });

  it('message: required, 10 to 1000 characters', () => {
    expect(errorFor('message', '')).toBe('Message is required');
    expect(errorFor('message', ' \n ')).toBe('Message is required');
    expect(errorFor('message', 'a')).toBe('Message must be at least 10 characters');
    expect(errorFor('message', 'a'.repeat(9))).toBe('Message must be at least 10 characters');
    expect(errorFor('message', 'a'.repeat(10))).toBeUndefined();
    expect(errorFor('message', 'a'.repeat(1000))).toBeUndefined();
    expect(errorFor('message', 'a'.repeat(1001))).toBe('Message too long (max 1000 characters)');
    expect(errorFor('message', '😀'.repeat(1000))).toBeUndefined();
    expect(errorFor('message', '😀'.repeat(1001))).toBe('Message too long (max 1000 characters)');
  });

  it('consent must be ticked', () => {
    expect(errorFor('consent', false)).toBe('You must accept the terms and conditions');
    expect(errorFor('consent', undefined)).toBe('You must accept the terms and conditions');
    expect(errorFor('consent', 'true')).toBe('You must accept the terms and conditions');
    expect(errorFor('consent', true)).toBeUndefined();
  });

  it('trims what it returns', () => {
    const result = parseContactForm({ ...valid, firstName: '  Asha ', email: ' asha@example.com ' });
    expect(result.success && result.data.firstName).toBe('Asha');
    expect(result.success && result.data.email).toBe('asha@example.com');
  });

  it('finds the first step holding an error', () => {
    expect(firstStepWithError([])).toBeNull();
    expect(firstStepWithError(['consent', 'email'])).toBe(0);
    expect(firstStepWithError(['consent', 'message'])).toBe(1);
    expect(firstStepWithError(['consent'])).toBe(2);
    expect(firstStepWithError(['phone', 'service'])).toBe(0);
  });

  it('never throws on input that is not a form', () => {
    for (const input of [null, undefined, 42, 'text', [], { firstName: 5 }]) {
      expect(parseContactForm(input).success).toBe(false);
    }
  });
});
