/** Keyframes shared by every placeholder rule; injected once. */
export const placeholderKeyframes = '@keyframes tj-kit-loading{to{background-position:-200% 0}}';

/**
 * The loading box a tag shows until its widget first renders: while undefined, and while defined but still marked
 * busy by the autoloader (React renders after the definition: an empty element would collapse and the page jump
 * twice). Block-level with a minimum height so the page does not jump when the widget renders, a neutral translucent
 * shimmer that suits light and dark pages, and no motion for readers who asked for less.
 */
export function placeholderCss(tag: string): string {
  const selector = `${tag}:not(:defined),${tag}[aria-busy='true']`;
  return (
    `${selector}{display:block;min-height:3rem;border-radius:.5rem;` +
    'outline:1px solid rgb(128 128 128/.35);outline-offset:-1px;' +
    'background:linear-gradient(90deg,rgb(128 128 128/.1) 30%,rgb(128 128 128/.25) 50%,rgb(128 128 128/.1) 70%) 0 0/200% 100%;' +
    'animation:tj-kit-loading 1.4s linear infinite}' +
    `@media (prefers-reduced-motion:reduce){${selector}{animation:none}}`
  );
}
