/**
 * Signatures of Manu's replies. The endpoint signs each reply it sends (HMAC-SHA-256 over
 * the session id and the text, with a server secret); a model turn sent back as history
 * counts only when its signature matches, so nobody can put words in Manu's mouth. Web
 * Crypto only, so the same code runs in the Worker, Node and the tests.
 */

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** The signed message: the session and the text, separated so neither can borrow from the other. */
const signedBytes = (sessionId: string, text: string) => encoder.encode(`${sessionId.length}:${sessionId}\n${text}`);

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
  sign(sessionId: string, text: string): Promise<string>;
  verify(sessionId: string, text: string, signature: string | undefined): Promise<boolean>;
};

export function createTurnSigner(secret: string): TurnSigner {
  if (!secret) throw new Error('A signing secret is required');
  const key = hmacKey(secret);
  return {
    async sign(sessionId, text) {
      return toBase64Url(await crypto.subtle.sign('HMAC', await key, signedBytes(sessionId, text)));
    },
    async verify(sessionId, text, signature) {
      const bytes = signature ? fromBase64Url(signature) : null;
      if (!bytes) return false;
      // subtle.verify compares in constant time.
      return crypto.subtle.verify('HMAC', await key, bytes as BufferSource, signedBytes(sessionId, text));
    },
  };
}
