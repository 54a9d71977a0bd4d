/** @jest-environment node */
import { createTurnSigner } from '@/lib/chat/server/signing';

describe('signatures of model turns', () => {
  const signer = createTurnSigner('server-secret');

  it('verifies what it signed, for that session and that text only', async () => {
    const sig = await signer.sign('user_1_abcdefgh', 'Plans start at ₹3,000 a month.');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(signer.verify('user_1_abcdefgh', 'Plans start at ₹3,000 a month.', sig)).resolves.toBe(true);
    await expect(signer.verify('user_1_abcdefgh', 'Plans start at ₹0 a month.', sig)).resolves.toBe(false);
    await expect(signer.verify('user_2_abcdefgh', 'Plans start at ₹3,000 a month.', sig)).resolves.toBe(false);
  });

  it('refuses missing, malformed and other secrets\' signatures', async () => {
    const other = await createTurnSigner('another-secret').sign('user_1_abcdefgh', 'Hello');
    await expect(signer.verify('user_1_abcdefgh', 'Hello', other)).resolves.toBe(false);
    await expect(signer.verify('user_1_abcdefgh', 'Hello', undefined)).resolves.toBe(false);
    await expect(signer.verify('user_1_abcdefgh', 'Hello', 'not base64!')).resolves.toBe(false);
  });

  it('keeps session and text apart, so one cannot lend characters to the other', async () => {
    const sig = await signer.sign('user_1_abcdefgh', 'x\ny');
    await expect(signer.verify('user_1_abcdefgh\nx', 'y', sig)).resolves.toBe(false);
  });

  it('needs a secret', () => {
    expect(() => createTurnSigner('')).toThrow(/secret/);
  });
});
