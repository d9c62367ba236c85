import { useCallback, useEffect, useRef, useState } from "react";
import { CarouselControls } from "#app/components/marketing/carousel-controls.tsx";
import { TestimonialSlide } from "#app/components/marketing/testimonial-slide.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { Testimonial } from "#app/content/testimonials.ts";

/**
 * The home page testimonials. Without JavaScript every slide is shown, one under the other.
 * Once hydrated it shows one slide at a time and moves only on its controls, the dots and
 * ArrowLeft/ArrowRight while focus is inside it; it never autoplays and wraps both ways.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const rootRef = useRef<HTMLElement>(null);
  const slidesRef = useRef<HTMLDivElement>(null);
  // Focus inside the slide being hidden moves to the new slide, so it is never lost.
  const refocusSlide = useRef(false);

  const select = useCallback(
    (next: number) => {
      const slides = slidesRef.current;
      refocusSlide.current = Boolean(slides?.contains(document.activeElement));
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
      event.preventDefault();
      select(index + (event.key === "ArrowRight" ? 1 : -1));
    };
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [index, select]);

  useEffect(() => {
    if (!refocusSlide.current) return;
    refocusSlide.current = false;
    slidesRef.current?.querySelector<HTMLElement>(`[data-slide="${index + 1}"]`)?.focus();
  }, [index]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="bg-slate-50"
    >
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What Our Clients Say
        </h2>
        <p className="mt-2 text-slate-700">
          Real programs, real savings. Results vary from client to client.
        </p>
        <div ref={slidesRef} className="mt-6 space-y-6">
          {testimonials.map((testimonial, position) => (
            <TestimonialSlide
              key={testimonial.id}
              testimonial={testimonial}
              position={position + 1}
              total={count}
              hidden={hydrated && position !== index}
            />
          ))}
        </div>
        {hydrated ? <CarouselControls index={index} count={count} onSelect={select} /> : null}
      </div>
    </section>
  );
}
