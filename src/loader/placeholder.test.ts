import { describe, expect, it } from 'vitest';
import { placeholderCss, placeholderKeyframes } from './placeholder.ts';

describe('placeholderCss', () => {
  const css = placeholderCss('tj-detail');

  it('styles only that tag, undefined or busy before its first render, as a block that holds its place', () => {
    expect(css.startsWith("tj-detail:not(:defined),tj-detail[aria-busy='true']{")).toBe(true);
    expect(css).toContain('display:block');
    expect(css).toContain('min-height:3rem');
  });

  it('animates with the shared keyframes, and stops for readers who prefer less motion', () => {
    expect(css).toContain('animation:tj-kit-loading ');
    expect(placeholderKeyframes).toContain('@keyframes tj-kit-loading');
    expect(css).toContain(
      "@media (prefers-reduced-motion:reduce){tj-detail:not(:defined),tj-detail[aria-busy='true']{animation:none}}",
    );
  });
});
