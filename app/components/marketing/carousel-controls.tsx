import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";

const ARROW =
  "carousel-step inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-blue-800 bg-white text-blue-800 hover:bg-blue-50";

/**
 * The carousel's controls: Previous, one dot per slide, Next. The dots are radio buttons named
 * for their slide ("Testimonial 2 of 3: Marcus T."); the checked one is filled. Each slide has
 * its own Previous and Next (shown only with it), labels of the neighboring dots that wrap
 * around: a click checks that dot. They are hidden from screen readers, who have the dots.
 */
export function CarouselControls({
  names,
  choiceId,
}: {
  names: readonly string[];
  choiceId: (position: number) => string;
}) {
  const count = names.length;
  const wrap = (position: number) => ((((position - 1) % count) + count) % count) + 1;
  const steps = (direction: -1 | 1) =>
    names.map((_, index) => {
      const position = index + 1;
      const Icon = direction < 0 ? ChevronLeft : ChevronRight;
      return (
        <label
          key={position}
          htmlFor={choiceId(wrap(position + direction))}
          aria-hidden="true"
          title={direction < 0 ? "Previous testimonial" : "Next testimonial"}
          data-step={direction < 0 ? "previous" : "next"}
          className={`${ARROW} carousel-step-${position}`}
        >
          <Icon className="size-5" />
        </label>
      );
    });
  return (
    <fieldset className="mt-6 flex items-center justify-center gap-3">
      <legend className="sr-only">Choose a testimonial</legend>
      {steps(-1)}
      <span className="flex items-center gap-1">
        {names.map((name, index) => (
          <label
            key={name}
            className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full"
          >
            <input
              type="radio"
              name="testimonial"
              id={choiceId(index + 1)}
              value={index + 1}
              defaultChecked={index === 0}
              aria-label={`Testimonial ${index + 1} of ${count}: ${name}`}
              className="size-3.5 cursor-pointer appearance-none rounded-full border-2 border-blue-800 bg-white checked:size-4 checked:bg-blue-800 hover:bg-blue-100 checked:hover:bg-blue-800"
            />
          </label>
        ))}
      </span>
      {steps(1)}
    </fieldset>
  );
}
