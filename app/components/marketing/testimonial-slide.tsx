import { MoneyFacts } from "#app/components/marketing/money-facts.tsx";
import { PersonPhoto } from "#app/components/marketing/person-photo.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Quote } from "#app/components/ui/icons.tsx";
import type { Testimonial } from "#app/content/testimonials.ts";

/**
 * One testimonial: its position, photo, quote, the program's figures and an Apply Now link. Its
 * figures are a story's (`data-story`): the site's own claims are figures.ts's.
 */
export function TestimonialSlide({
  testimonial,
  position,
  total,
  className,
}: {
  testimonial: Testimonial;
  position: number;
  total: number;
  className: string;
}) {
  return (
    // The WAI-ARIA carousel pattern marks each slide as a group; a fieldset would imply a form.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${testimonial.name}`}
      data-slide={position}
      data-story
      className={`${className} grid w-full gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[3fr_2fr]`}
    >
      <p className="text-sm font-semibold text-slate-700 md:col-span-2">
        Testimonial {position} of {total}
      </p>
      <figure className="flex flex-col gap-4">
        <figcaption className="flex items-center gap-4">
          {/* The carousel sits below the hero at every width: its photos load lazily (the default). */}
          <PersonPhoto image={testimonial.image} />
          <span>
            <span className="block text-lg font-bold text-slate-900">{testimonial.name}</span>
            <span className="block text-sm text-slate-700">{testimonial.location}</span>
          </span>
        </figcaption>
        <blockquote className="flex gap-3 text-lg text-slate-800">
          <Quote aria-hidden="true" className="size-6 shrink-0 text-blue-800" />
          <p>{testimonial.quote}</p>
        </blockquote>
      </figure>
      <div className="flex flex-col gap-4">
        <MoneyFacts {...testimonial} />
        <ButtonLink to="/apply" className="self-start">
          Apply Now
        </ButtonLink>
      </div>
    </div>
  );
}
