import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";

const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full border border-blue-800 bg-white text-blue-800 hover:bg-blue-50";

/** A slide's own Previous and Next: links to the neighbouring slides (the first's Previous is the last). */
export function SlideSteps({ previousId, nextId }: { previousId: string; nextId: string }) {
  return (
    <div className="flex items-center gap-3">
      <a href={`#${previousId}`} className={ARROW} aria-label="Previous testimonial">
        <ChevronLeft aria-hidden="true" className="size-5" />
      </a>
      <a href={`#${nextId}`} className={ARROW} aria-label="Next testimonial">
        <ChevronRight aria-hidden="true" className="size-5" />
      </a>
    </div>
  );
}

/** The dots under the carousel: one link per slide. */
export function CarouselDots({ count, targetId }: { count: number; targetId: (position: number) => string }) {
  return (
    <nav aria-label="Testimonials" className="mt-6 flex justify-center">
      <ul className="flex items-center gap-1">
        {Array.from({ length: count }, (_, dot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
          <li key={dot}>
            <a
              href={`#${targetId(dot + 1)}`}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span className="sr-only">Show testimonial {dot + 1}</span>
              <span
                aria-hidden="true"
                className="size-3 rounded-full border-2 border-blue-800 bg-white group-hover:bg-blue-100"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
