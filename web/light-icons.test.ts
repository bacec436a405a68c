import { describe, expect, it } from 'vitest';
import { isLucideIconMaker } from './light-icons.ts';

describe("the build's lighter lucide icons (issue #20)", () => {
  it("takes the place of lucide-react's icon maker, imported by its icon modules only", () => {
    const icon = '/app/node_modules/lucide-react/dist/esm/icons/bell.mjs';
    expect(isLucideIconMaker('../createLucideIcon.mjs', icon)).toBe(true);
    expect(
      isLucideIconMaker(
        './createLucideIcon.mjs',
        '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs',
      ),
    ).toBe(true);
    expect(isLucideIconMaker('../defaultAttributes.mjs', icon)).toBe(false);
    expect(isLucideIconMaker('./createLucideIcon.mjs', '/app/web/src/ui/button.tsx')).toBe(false);
    expect(isLucideIconMaker('../createLucideIcon.mjs', undefined)).toBe(false);
  });
});
