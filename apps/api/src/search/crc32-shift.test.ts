import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyModP, shiftFor } from './crc32-shift.ts';

const combineCrc32 = (a: number, b: number, shift: number) => (multiplyModP(shift, a) ^ b) >>> 0;

describe('CRC-32 of a concatenation from its pieces', () => {
  it('equals the CRC of the joined bytes, for any two pieces', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 5000 }), (a, b) => {
        const joined = crc32(Buffer.concat([a, b]));
        expect(combineCrc32(crc32(Buffer.from(a)), crc32(Buffer.from(b)), shiftFor(b.length))).toBe(joined);
      }),
    );
  });

  it('handles large and empty pieces', () => {
    const big = Buffer.alloc(3_000_000, 7);
    const head = Buffer.from('{"SearchId":');
    expect(combineCrc32(crc32(head), crc32(big), shiftFor(big.length))).toBe(
      crc32(Buffer.concat([head, big])),
    );
    expect(combineCrc32(crc32(head), 0, shiftFor(0))).toBe(crc32(head));
    expect(multiplyModP(0, 12345)).toBe(0);
    expect(multiplyModP(12345, 0)).toBe(0);
  });
});
