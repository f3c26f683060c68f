import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { CarouselLabels, Testimonial } from '@/lib/content/schemas/home';
import { fillTemplate } from '@/lib/content/template';
import { useCarousel } from '@/lib/home/use-carousel';
import './TestimonialCarousel.css';

/** Ratings are out of five stars (SPEC §3). */
const STAR_SCALE = 5;

export interface TestimonialCarouselProps {
  testimonials: Testimonial[];
  labels: CarouselLabels;
}

/**
 * 'Loved by professionals' carousel (SPEC §2, §4, §9), following the WAI-ARIA APG carousel pattern: a labelled
 * region, slides as "n of 5" groups, previous/next/dot buttons and a rotation toggle. Slides are announced politely
 * only while they are not rotating by themselves. The static HTML already shows the first page as readable text.
 */
export default function TestimonialCarousel({ testimonials, labels }: TestimonialCarouselProps) {
  const total = testimonials.length;
  const carousel = useCarousel(total);
  const slidesId = useId();

  return (
    <section
      className="tc"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-ready={carousel.ready ? '' : undefined}
      data-moved={carousel.moved ? '' : undefined}
      data-per-page={carousel.perPage}
      {...carousel.pauseHandlers}
    >
      <div className="tc__slides" id={slidesId} aria-live={carousel.rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, i) => {
          const current = carousel.visible.includes(i);
          return (
            <div
              key={i}
              className="tc__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(labels.slide, { n: i + 1, total })}
              aria-hidden={current ? undefined : true}
              data-current={current ? '' : undefined}
            >
              <TestimonialCard testimonial={testimonial} starsLabel={labels.stars} />
            </div>
          );
        })}
      </div>

      <div className="tc__controls">
        <Button variant="outline" size="icon" aria-label={labels.previous} aria-controls={slidesId} onClick={carousel.previous}>
          <Chevron direction="left" />
        </Button>
        <div className="tc__dots" role="group" aria-label={labels.pagination}>
          {Array.from({ length: carousel.pages }, (_, p) => (
            <button
              key={p}
              type="button"
              className="tc__dot"
              aria-label={fillTemplate(labels.goToPage, { n: p + 1 })}
              aria-current={p === carousel.page ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => carousel.goToPage(p)}
            />
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label={labels.next} aria-controls={slidesId} onClick={carousel.next}>
          <Chevron direction="right" />
        </Button>
        <Button variant="ghost" size="icon" className="tc__toggle" aria-label={carousel.playing ? labels.pause : labels.play} onClick={carousel.togglePlaying}>
          {carousel.playing ? <PauseIcon /> : <PlayIcon />}
        </Button>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial, starsLabel }: { testimonial: Testimonial; starsLabel: string }) {
  return (
    <figure className="tc-card">
      <span className="tc-card__stars" role="img" aria-label={fillTemplate(starsLabel, { n: testimonial.stars, total: STAR_SCALE })}>
        {Array.from({ length: STAR_SCALE }, (_, s) => (
          <svg key={s} aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" data-filled={s < testimonial.stars ? '' : undefined}>
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
        ))}
      </span>
      <blockquote className="tc-card__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="tc-card__person">
        <img src={testimonial.avatarSrc} alt="" width={48} height={48} loading="lazy" decoding="async" />
        <span>
          <span className="tc-card__name">{testimonial.name}</span>
          <span className="tc-card__role">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d="M7 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L8.5 4.6A1 1 0 0 0 7 5.5z" />
    </svg>
  );
}
