import { describe, expect, it } from 'vitest';
import { chooseMotif } from '@/emulator/catalog/images/choose-motif';
import { MOTIFS } from '@/emulator/catalog/images/motifs';
import { hash32, renderIllustration, seededRandom, tone } from '@/emulator/catalog/images/svg';

describe('renderIllustration', () => {
  it('is deterministic: the same spec gives the same SVG', () => {
    const spec = { motif: 'mug' as const, productSeed: 7, view: 1, size: 560 };
    expect(renderIllustration(spec)).toBe(renderIllustration({ ...spec }));
  });

  it('varies with the product and the view', () => {
    const base = { motif: 'vase' as const, productSeed: 3, view: 0, size: 330 };
    const variants = [
      base,
      { ...base, productSeed: 4 },
      { ...base, view: 1 },
      { ...base, view: 2 },
    ].map(renderIllustration);
    expect(new Set(variants).size).toBe(4);
    expect(renderIllustration({ ...base, view: 3 })).toBe(renderIllustration(base));
  });

  it('draws every motif as a well-formed, script-free SVG of the requested size', () => {
    for (const motif of MOTIFS) {
      const svg = renderIllustration({ motif, productSeed: 11, view: 0, size: 80 });
      expect(
        svg.startsWith(
          '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 800 800">',
        ),
        motif,
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|<script|\n/);
      const opened = (svg.match(/<g\b/g) ?? []).length;
      expect((svg.match(/<\/g>/g) ?? []).length, motif).toBe(opened);
    }
  });
});

describe('colour helpers', () => {
  it('tone mixes toward white or black', () => {
    expect(tone('#336699', 1)).toBe('#ffffff');
    expect(tone('#336699', -1)).toBe('#000000');
    expect(tone('#336699', 0)).toBe('#336699');
    expect(tone('#000000', 0.5)).toBe('#808080');
  });

  it('seededRandom repeats for a seed and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(hash32(1)).not.toBe(hash32(2));
  });
});

describe('chooseMotif', () => {
  it('reads the product name first, then the categories, else a parcel', () => {
    expect(chooseMotif('Speckled Latte Bowl Mug')).toBe('mug');
    expect(chooseMotif('Brass Candle Holder')).toBe('candle');
    expect(chooseMotif('Cast Iron Skillet')).toBe('pan');
    expect(chooseMotif('Double-Walled Glass Tumbler Pair')).toBe('glass');
    expect(chooseMotif('Glass Storage Jars')).toBe('jar');
    expect(chooseMotif('Jute Garden Twine')).toBe('twine');
    expect(chooseMotif('Mystery Item', ['Garden'])).toBe('planter');
    expect(chooseMotif('Mystery Item', ['Gifts'])).toBe('parcel');
  });
});
