// Synthesises the chat assistant's intro chime (public/intro.mp3): a soft rising E-major
// arpeggio of bell-like tones, about 1.5 s. Writes a WAV and encodes it with LAME
// (Debian: apt-get install -y lame). Run once by hand; the mp3 is committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RATE = 44100;
const SECONDS = 1.6;
const samples = new Float64Array(Math.round(RATE * SECONDS));

/** A struck tone: a few partials, each fading exponentially, higher ones faster. */
function addBell(frequency: number, start: number, gain: number) {
  const partials: [ratio: number, amp: number, decay: number][] = [
    [1, 1, 1.6],
    [2, 0.32, 2.6],
    [3, 0.12, 3.8],
    [4.2, 0.05, 5.5],
  ];
  const first = Math.round(start * RATE);
  for (let i = first; i < samples.length; i += 1) {
    const t = (i - first) / RATE;
    const attack = Math.min(1, t / 0.006);
    let value = 0;
    for (const [ratio, amp, decay] of partials) value += amp * Math.exp(-decay * t) * Math.sin(2 * Math.PI * frequency * ratio * t);
    samples[i]! += gain * attack * value;
  }
}

addBell(659.25, 0.0, 0.55); // E5
addBell(830.61, 0.11, 0.5); // G#5
addBell(987.77, 0.22, 0.5); // B5
addBell(1318.51, 0.36, 0.32); // E6

// Fade the tail to silence and normalise the peak to -3 dBFS.
const fade = Math.round(0.25 * RATE);
for (let i = samples.length - fade; i < samples.length; i += 1) samples[i]! *= (samples.length - i) / fade;
const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
const scale = (10 ** (-3 / 20)) / peak;

const data = Buffer.alloc(samples.length * 2);
samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v * scale)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const dir = mkdtempSync(path.join(os.tmpdir(), 'intro-'));
const wav = path.join(dir, 'intro.wav');
writeFileSync(wav, Buffer.concat([header, data]));
const out = path.join(import.meta.dirname, '..', 'public', 'intro.mp3');
execFileSync('lame', ['--silent', '-m', 'm', '-V', '5', '--tt', 'Manu intro', wav, out]);
rmSync(dir, { recursive: true, force: true });
console.log(`wrote ${out}`);
