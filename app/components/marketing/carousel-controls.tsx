import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";

const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full border border-blue-800 bg-white text-blue-800 hover:bg-blue-50";

/** Previous, dots and next, plus the polite live region that announces the current slide. */
export function CarouselControls({
  index,
  count,
  onSelect,
}: {
  index: number;
  count: number;
  onSelect: (next: number) => void;
}) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={ARROW}
          aria-label="Previous testimonial"
          onClick={() => onSelect(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ul className="flex items-center gap-1">
          {Array.from({ length: count }, (_, dot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
            <li key={dot}>
              <button
                type="button"
                aria-label={`Show testimonial ${dot + 1}`}
                aria-current={dot === index ? "true" : undefined}
                onClick={() => onSelect(dot)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={[
                    "size-3 rounded-full border-2 border-blue-800",
                    dot === index ? "bg-blue-800" : "bg-white group-hover:bg-blue-100",
                  ].join(" ")}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={ARROW}
          aria-label="Next testimonial"
          onClick={() => onSelect(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p aria-live="polite" aria-atomic="true" className="text-sm text-slate-700">
        Testimonial {index + 1} of {count}
      </p>
    </div>
  );
}
