/**
 * CRC-32 (the gzip/zlib polynomial) arithmetic, as zlib's crc32_combine does it: appending n bytes
 * with CRC `b` to data with CRC `a` gives `multiplyModP(shiftFor(n), a) ^ b`. `shiftFor(n)` depends
 * only on the length, so a fixed piece's shift is computed once.
 */
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial, both in reflected bit order. */
export function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let bb = b >>> 0;
  const aa = a >>> 0;
  if (aa === 0) return 0;
  for (;;) {
    if ((aa & m) >>> 0) {
      p ^= bb;
      if ((aa & (m - 1)) >>> 0 === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod p for k = 0..31 (x^1 is 0x40000000 in reflected order). */
const POWERS: number[] = [0x40000000];
for (let k = 1; k < 32; k++) POWERS.push(multiplyModP(POWERS[k - 1] as number, POWERS[k - 1] as number));

/** x^(8n) mod p: the operator that moves a CRC past n appended bytes. */
export function shiftFor(bytes: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multiplyModP(POWERS[k % 32] as number, p);
  }
  return p;
}
