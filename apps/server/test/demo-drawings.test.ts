import { describe, expect, it } from 'vitest';
import { drawingSvg, kindForName, TOY_KINDS } from '../src/demo/drawings';
import { generateFactories, generateProduct } from '../src/demo/generator';

describe('demo pictures drawn by what the product name says', () => {
  it('picks the drawing from the name, else the category’s kind', () => {
    expect(kindForName('全自动泡泡枪', 'rocket')).toBe('bubble');
    expect(kindForName('可爱毛绒兔子', 'bear')).toBe('rabbit');
    expect(kindForName('天文望远镜', 'rocket')).toBe('telescope');
    expect(kindForName('合金工程车', 'plane')).toBe('truck');
    expect(kindForName('合金汽车模型', 'plane')).toBe('car');
    expect(kindForName('遥控直升机', 'drone')).toBe('drone');
    expect(kindForName('惯性飞机', 'car')).toBe('plane');
    expect(kindForName('电动恐龙', 'robot')).toBe('dinosaur');
    expect(kindForName('弹力球', 'ball')).toBe('ball');
  });

  it('draws every generated product as its name says, with a shape for every kind', () => {
    const factories = generateFactories(20);
    const products = Array.from({ length: 600 }, (_, i) => generateProduct(i, factories));
    for (const p of products) {
      if (p.name.includes('泡泡')) expect(p.drawing.kind, p.name).toBe('bubble');
      if (p.name.includes('娃娃')) expect(p.drawing.kind, p.name).toBe('doll');
      if (/汽车|赛车|越野车/.test(p.name)) expect(p.drawing.kind, p.name).toBe('car');
      if (p.name.includes('恐龙')) expect(p.drawing.kind, p.name).toBe('dinosaur');
    }
    expect(products.some((p) => p.drawing.kind === 'bubble')).toBe(true);
    for (const kind of TOY_KINDS) {
      const svg = drawingSvg({ ...(products[0] as (typeof products)[number]).drawing, kind });
      expect(svg).toContain('<g transform=');
      expect(svg.length).toBeGreaterThan(600);
    }
  });
});
