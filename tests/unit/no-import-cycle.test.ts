import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import importCycles from '@/eslint-rules/no-import-cycle.mjs';

// The rule follows imports inside the project only, so the files it is tried on live in
// the project too: under data/, which git and lint leave alone.
const projectRoot = path.resolve(import.meta.dirname, '../..');
let dir: string;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
}

async function cyclesIn(file: string) {
  const eslint = new ESLint({
    cwd: projectRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-cycles': importCycles },
        rules: { 'import-cycles/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles([path.join(dir, file)]);
  return results.flatMap((result) => result.messages.map((message) => message.message));
}

beforeAll(() => {
  fs.mkdirSync(path.join(projectRoot, 'data'), { recursive: true });
  dir = fs.mkdtempSync(path.join(projectRoot, 'data', 'import-cycle-rule-'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('eslint-rules/no-import-cycle', () => {
  it('reports a cycle that only a type-only import closes, naming the way round', async () => {
    write({
      'cart.ts':
        "import { discount } from './coupon';\nexport interface Cart { total: number }\nexport const net = (c: Cart) => c.total - discount(c);\n",
      'coupon.ts':
        "import { type Cart } from './cart';\nexport const discount = (c: Cart) => c.total / 10;\n",
    });
    const messages = await cyclesIn('coupon.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/coupon\.ts -> .*cart\.ts -> .*coupon\.ts/);
  });

  it('follows re-exports through an index.ts face', async () => {
    write({
      'index.ts': "export { total } from './lines';\n",
      'lines.ts': "import type { Total } from './sum';\nexport const total: Total = 1;\n",
      'sum.ts':
        "import { total } from './index';\nexport type Total = typeof total extends number ? number : never;\n",
    });
    expect(await cyclesIn('lines.ts')).toHaveLength(1);
  });

  it('says nothing about imports that go one way', async () => {
    write({
      'money.ts': 'export type Cents = number;\n',
      'price.ts': "import { type Cents } from './money';\nexport const price: Cents = 100;\n",
      'order.ts':
        "import { price } from './price';\nimport type { Cents } from './money';\nexport const due: Cents = price;\n",
    });
    expect(await cyclesIn('order.ts')).toEqual([]);
  });
});
