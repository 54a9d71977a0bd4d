/**
 * Signatures of Manu's replies. The endpoint signs each reply it sends: an HMAC-SHA-256, with a
 * server secret, over the session, the reply's position in the conversation, the question it
 * answered and the reply itself. A model turn sent back as history counts only when its
 * signature matches all four, so nobody can put words in Manu's mouth, pair a real reply with
 * a question it did not answer, or use one reply twice or out of order. The signature is
 * `{position}.{mac}`: the position travels with it, so the history needs no other field. Web
 * Crypto only, so the same code runs in the Worker, Node and the tests.
 */

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** One reply as signed: its session, its position (1 for the first reply), its question and its text. */
export type SignedTurn = { sessionId: string; position: number; question: string; answer: string };

/** Highest position a signature may carry: far beyond any day's conversation, short enough to parse safely. */
export const MAX_POSITION = 999_999;

/** The signed message: a JSON array, so no field can borrow characters from the next. */
const signedBytes = (turn: SignedTurn) => encoder.encode(JSON.stringify(['manu-turn-v2', turn.sessionId, turn.position, turn.question, turn.answer]));

const SIGNATURE = /^([1-9][0-9]{0,5})\.([A-Za-z0-9_-]{43})$/;

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export type TurnSigner = {
  sign(turn: SignedTurn): Promise<string>;
  /** The reply's position when the signature is this endpoint's for exactly this turn; null otherwise. */
  verify(turn: Omit<SignedTurn, 'position'>, signature: string | undefined): Promise<number | null>;
};

export function createTurnSigner(secret: string): TurnSigner {
  if (!secret) throw new Error('A signing secret is required');
  const key = hmacKey(secret);
  return {
    async sign(turn) {
      if (!Number.isInteger(turn.position) || turn.position < 1 || turn.position > MAX_POSITION) throw new Error(`Not a turn position: ${turn.position}`);
      return `${turn.position}.${toBase64Url(await crypto.subtle.sign('HMAC', await key, signedBytes(turn)))}`;
    },
    async verify(turn, signature) {
      const match = signature ? SIGNATURE.exec(signature) : null;
      const bytes = match ? fromBase64Url(match[2]!) : null;
      if (!match || !bytes) return null;
      const position = Number(match[1]);
      // subtle.verify compares in constant time.
      return (await crypto.subtle.verify('HMAC', await key, bytes as BufferSource, signedBytes({ ...turn, position }))) ? position : null;
    },
  };
}
