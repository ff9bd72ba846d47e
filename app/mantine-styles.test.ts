// Every Mantine component the app uses has its styles (app/mantine-styles.ts imports Mantine's CSS
// per component): a component newly used without its line would render unstyled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');

/** Components whose look comes from others' styles (they have no file of their own, or need more). */
const BUILT_ON: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  NativeSelect: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput', 'Input'],
  Select: ['Combobox', 'Input'],
  Autocomplete: ['Combobox', 'Input'],
  HoverCard: ['Popover'],
  Menu: ['Popover'],
  RangeSlider: ['Slider'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  LoadingOverlay: ['Overlay', 'Loader'],
  SegmentedControl: ['FloatingIndicator'],
  Tabs: ['UnstyledButton'],
  Button: ['UnstyledButton'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'app'))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names!.split(',')) {
        const clean = name
          .replace(/^\s*type\s+/, '')
          .replace(/\s+as\s+.*$/, '')
          .trim();
        if (/^[A-Z]/.test(clean)) used.add(clean);
      }
    }
  }
  return used;
}

describe("Mantine's styles per component", () => {
  it('has the styles of every component the app imports, and of those they are built on', () => {
    const imported = readFileSync(path.join(root, 'app/mantine-styles.ts'), 'utf8');
    const missing: string[] = [];
    for (const component of usedComponents()) {
      for (const name of [component, ...(BUILT_ON[component] ?? [])]) {
        if (!existsSync(path.join(stylesDir, `${name}.layer.css`))) continue;
        if (!imported.includes(`'@mantine/core/styles/${name}.layer.css'`)) missing.push(`${name} (for ${component})`);
      }
    }
    expect(missing, 'add these to app/mantine-styles.ts').toEqual([]);
  });
});
