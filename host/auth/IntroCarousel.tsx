import { useEffect, useId, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';

/** How long each slide shows while the carousel plays. */
export const SLIDE_MS = 6000;

interface Slide {
  readonly title: MessageKey;
  readonly text: MessageKey;
  readonly picture: ReactNode;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Spec 1 §2 "Auth screens": six slides, in this order. */
const slides: readonly Slide[] = [
  {
    title: 'auth.slideSearchTitle',
    text: 'auth.slideSearchText',
    picture: (
      <>
        <circle cx="28" cy="28" r="14" {...stroke} />
        <path d="M38 38l14 14" {...stroke} />
      </>
    ),
  },
  {
    title: 'auth.slideWidgetsTitle',
    text: 'auth.slideWidgetsText',
    picture: (
      <>
        <rect x="8" y="8" width="20" height="20" rx="3" {...stroke} />
        <rect x="36" y="8" width="20" height="20" rx="3" {...stroke} />
        <rect x="8" y="36" width="48" height="20" rx="3" {...stroke} />
      </>
    ),
  },
  {
    title: 'auth.slideDepthTitle',
    text: 'auth.slideDepthText',
    picture: (
      <>
        <path d="M32 8L6 20l26 12 26-12z" {...stroke} />
        <path d="M6 32l26 12 26-12" {...stroke} />
        <path d="M6 44l26 12 26-12" {...stroke} />
      </>
    ),
  },
  {
    title: 'auth.slideNotesTitle',
    text: 'auth.slideNotesText',
    picture: (
      <>
        <path d="M14 6h26l12 12v40H14z" {...stroke} />
        <path d="M40 6v12h12M22 30h22M22 40h22M22 50h14" {...stroke} />
      </>
    ),
  },
  {
    title: 'auth.slideBooksTitle',
    text: 'auth.slideBooksText',
    picture: (
      <>
        <rect x="8" y="10" width="10" height="44" rx="2" {...stroke} />
        <rect x="22" y="10" width="10" height="44" rx="2" {...stroke} />
        <path d="M38 14l9-3 11 40-9 3z" {...stroke} />
      </>
    ),
  },
  {
    title: 'auth.slideVisualiseTitle',
    text: 'auth.slideVisualiseText',
    picture: (
      <>
        <path d="M32 16L14 44M32 16l18 28M14 44h36" {...stroke} />
        <circle cx="32" cy="14" r="7" fill="currentColor" />
        <circle cx="12" cy="46" r="7" fill="currentColor" />
        <circle cx="52" cy="46" r="7" fill="currentColor" />
      </>
    ),
  },
];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The intro carousel of the auth pages, after the WAI-ARIA carousel pattern: a pause/play button first, previous
 * and next, one button per slide. It does not move while the pointer or focus is in it, and does not start by
 * itself for learners who ask for reduced motion. While it plays, slide changes are not read out.
 */
export function IntroCarousel() {
  const t = useT();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const rotating = playing && !held;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section
      className="tj-carousel"
      aria-roledescription={t('auth.carousel')}
      aria-label={t('auth.carouselLabel')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="tj-carousel-controls">
        <button
          type="button"
          className="tj-icon-button"
          aria-label={t(playing ? 'auth.pauseSlides' : 'auth.playSlides')}
          onClick={() => setPlaying((value) => !value)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className="tj-icon-button"
          aria-controls={id}
          aria-label={t('auth.previousSlide')}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="tj-icon-button"
          aria-controls={id}
          aria-label={t('auth.nextSlide')}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div id={id} className="tj-carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.title}
            className="tj-slide"
            role="group"
            aria-roledescription={t('auth.slide')}
            aria-label={t('auth.slidePosition', { position: position + 1, total: slides.length })}
            hidden={position !== index}
          >
            <svg className="tj-slide-picture" viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
              {slide.picture}
            </svg>
            <h2>{t(slide.title)}</h2>
            <p>{t(slide.text)}</p>
          </div>
        ))}
      </div>
      <div className="tj-carousel-dots">
        {slides.map((slide, position) => (
          <button
            key={slide.title}
            type="button"
            className="tj-carousel-dot"
            aria-label={t('auth.showSlide', { title: t(slide.title) })}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => go(position)}
          />
        ))}
      </div>
    </section>
  );
}
