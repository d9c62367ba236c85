import { CarouselControls } from "#app/components/marketing/carousel-controls.tsx";
import { TestimonialSlide } from "#app/components/marketing/testimonial-slide.tsx";
import type { Testimonial } from "#app/content/testimonials.ts";

const ROOT = "testimonial-carousel";

/** The id of the radio button (a dot) that shows the slide at `position`. */
export function choiceId(position: number): string {
  return `testimonial-choice-${position}`;
}

/**
 * Which slide and which Previous/Next pair show: the one whose dot is checked. Without `:has()`
 * every slide shows, one under the other, still readable.
 */
function carouselCss(count: number): string {
  const rules: string[] = [];
  for (let position = 1; position <= count; position += 1) {
    const when = `.${ROOT}:has(#${choiceId(position)}:checked)`;
    rules.push(
      `${when} .carousel-slide:not(.carousel-slide-${position}), ${when} .carousel-step:not(.carousel-step-${position}) { display: none; }`,
    );
  }
  return rules.join("\n");
}

/**
 * The home page testimonials, in HTML and CSS alone (the page is sent without scripts,
 * docs/decisions/0032). The dots are a group of radio buttons, one per slide: the checked one is
 * the slide shown, so the dots say which is active (to the eye: filled; to a screen reader:
 * "checked"). Tab reaches the group; the arrow keys move through it, wrapping both ways. Previous
 * and Next are labels of the neighbouring dots, for the mouse and touch. Nothing is a link: the
 * page never jumps and no history entry is added. It never moves by itself (decisions.md).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className={`${ROOT} bg-slate-50`}
    >
      <style>{carouselCss(count)}</style>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What Our Clients Say
        </h2>
        <p className="mt-2 text-slate-700">
          Real programs, real savings. Results vary from client to client.
        </p>
        <CarouselControls names={testimonials.map((testimonial) => testimonial.name)} choiceId={choiceId} />
        <div className="mt-4">
          {testimonials.map((testimonial, index) => (
            <TestimonialSlide
              key={testimonial.id}
              testimonial={testimonial}
              position={index + 1}
              total={count}
              className={`carousel-slide carousel-slide-${index + 1}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
