import { CarouselDots } from "#app/components/marketing/carousel-controls.tsx";
import { TestimonialSlide } from "#app/components/marketing/testimonial-slide.tsx";
import type { Testimonial } from "#app/content/testimonials.ts";

/** The id of a slide, the target of the links that show it (`#testimonial-2`). */
export function slideId(position: number): string {
  return `testimonial-${position}`;
}

/**
 * The home page testimonials, in HTML and CSS alone (the page is sent without scripts,
 * docs/decisions/0032): the slides sit side by side in a horizontal scroller that snaps to
 * one slide at a time. It moves by swiping or scrolling, by the arrow keys once the scroller
 * (or anything in it) has focus, and by links: each slide's Previous and Next (wrapping both
 * ways) and the dots below, which point at the slides' ids. It never moves by itself.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const wrap = (position: number) => ((((position - 1) % count) + count) % count) + 1;
  return (
    <section aria-roledescription="carousel" aria-labelledby="testimonials-heading" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What Our Clients Say
        </h2>
        <p className="mt-2 text-slate-700">
          Real programs, real savings. Results vary from client to client.
        </p>
        {/* Arrow keys scroll it while focus is on a link inside (a slide's Previous, Next or Apply Now). */}
        <div className="mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain rounded-xl motion-safe:scroll-smooth">
          {testimonials.map((testimonial, index) => (
            <TestimonialSlide
              key={testimonial.id}
              testimonial={testimonial}
              position={index + 1}
              total={count}
              id={slideId(index + 1)}
              previousId={slideId(wrap(index))}
              nextId={slideId(wrap(index + 2))}
            />
          ))}
        </div>
        <CarouselDots count={count} targetId={slideId} />
      </div>
    </section>
  );
}
