import {
  CarouselArrows,
  CarouselSlides,
  PlayPauseButton,
} from "../../components/carousel/Carousel";
import { useCarousel } from "../../components/carousel/useCarousel";
import { ContentImage } from "../../components/ContentImage";
import { testimonials } from "#shared/content/testimonials";

/** What students say: four testimonials, advancing every 5 s, with previous and next. */
export function TestimonialCarousel() {
  const carousel = useCarousel(testimonials.length);
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          What our students say
        </h2>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Student testimonials"
          className="mt-10"
          {...carousel.regionProps}
        >
          <CarouselSlides
            carousel={carousel}
            items={testimonials}
            itemKey={(item) => item.name}
            renderItem={(item) => (
              <figure className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <blockquote className="text-lg leading-8 text-slate-700">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <ContentImage
                    image={item.image}
                    loading="lazy"
                    className="size-14 rounded-full"
                  />
                  <div>
                    <p className="font-semibold text-slate-900">{item.name}</p>
                    <p className="text-sm text-slate-600">
                      {item.role}, {item.institution}
                    </p>
                  </div>
                </figcaption>
              </figure>
            )}
          />
          <div className="mt-6 flex items-center justify-center gap-2">
            <CarouselArrows carousel={carousel} itemName="testimonial" />
            <PlayPauseButton
              carousel={carousel}
              label="testimonials"
              className="border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            />
            <p className="ml-2 text-sm text-slate-600" aria-hidden="true">
              {/* One per slide, shown by attribute: the script before React never writes text. */}
              {testimonials.map((item, i) => (
                <span key={item.name} data-carousel-position={i} hidden={i !== carousel.index}>
                  {i + 1} / {testimonials.length}
                </span>
              ))}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
