/** @jest-environment node */
import { createTurnSigner } from '@/worker/lib/signing';

describe('signatures of model turns', () => {
  const signer = createTurnSigner('server-secret');
  const turn = { sessionId: 'user_1_abcdefgh', question: 'What does it cost?', answer: 'Plans start at ₹3,000 a month.' };

  it('verifies what it signed, giving back the position, for that session, question and answer only', async () => {
    const sig = await signer.sign({ ...turn, position: 3 });
    expect(sig).toMatch(/^3\.[A-Za-z0-9_-]{43}$/);
    await expect(signer.verify(turn, sig)).resolves.toBe(3);
    await expect(signer.verify({ ...turn, answer: 'Plans start at ₹0 a month.' }, sig)).resolves.toBeNull();
    await expect(signer.verify({ ...turn, question: 'Is it free?' }, sig)).resolves.toBeNull();
    await expect(signer.verify({ ...turn, sessionId: 'user_2_abcdefgh' }, sig)).resolves.toBeNull();
  });

  it('refuses a signature whose position was changed', async () => {
    const sig = await signer.sign({ ...turn, position: 3 });
    await expect(signer.verify(turn, sig.replace(/^3\./, '4.'))).resolves.toBeNull();
  });

  it("refuses missing, malformed and other secrets' signatures", async () => {
    const other = await createTurnSigner('another-secret').sign({ ...turn, position: 1 });
    await expect(signer.verify(turn, other)).resolves.toBeNull();
    await expect(signer.verify(turn, undefined)).resolves.toBeNull();
    await expect(signer.verify(turn, 'not base64!')).resolves.toBeNull();
    await expect(signer.verify(turn, `0.${'A'.repeat(43)}`)).resolves.toBeNull();
  });

  it('keeps the fields apart, so one cannot lend characters to the next', async () => {
    const sig = await signer.sign({ sessionId: 'user_1_abcdefgh', position: 1, question: 'x', answer: 'y\nz' });
    await expect(signer.verify({ sessionId: 'user_1_abcdefgh', question: 'x\ny', answer: 'z' }, sig)).resolves.toBeNull();
  });

  it('needs a secret and a sensible position', async () => {
    expect(() => createTurnSigner('')).toThrow(/secret/);
    await expect(signer.sign({ ...turn, position: 0 })).rejects.toThrow(/position/);
  });
});
