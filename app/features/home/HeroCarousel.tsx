import { Link } from "react-router";
import { CarouselDots, CarouselSlides, PlayPauseButton } from "../../components/carousel/Carousel";
import { useCarousel } from "../../components/carousel/useCarousel";
import { buttonClass } from "../../components/button";
import { ContentImage } from "../../components/ContentImage";
import { heroSlides } from "#shared/content/home";
import { site } from "#shared/content/site";

/** The home page's opening: three slides, advancing every 5 s, with dots to pick one. */
export function HeroCarousel() {
  const carousel = useCarousel(heroSlides.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="bg-gradient-to-br from-brand-50 via-white to-orange-50"
      {...carousel.regionProps}
    >
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:pt-16">
        <h1 className="sr-only">
          {site.name}: {site.tagline}
        </h1>
        <CarouselSlides
          carousel={carousel}
          items={heroSlides}
          itemKey={(slide) => slide.id}
          renderItem={(slide) => {
            const first = slide.id === heroSlides[0]?.id;
            return (
              <div className="grid items-center gap-8 md:grid-cols-2">
                <div>
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {slide.eyebrow}
                  </p>
                  <h2 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-5 text-lg leading-8 text-slate-600">{slide.text}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link to={slide.cta.to} className={buttonClass("primary")}>
                      {slide.cta.label}
                    </Link>
                    <Link to="/contact" className={buttonClass("outline")}>
                      Talk to us
                    </Link>
                  </div>
                </div>
                <ContentImage
                  image={slide.image}
                  // Phones do not show the pictures: lazy, a hidden one is never fetched. On a
                  // wider screen the first is the largest thing on the screen at load.
                  fetchPriority={first ? "high" : "low"}
                  loading="lazy"
                  className="mx-auto hidden h-auto w-full max-w-lg md:block"
                />
              </div>
            );
          }}
        />
        <div className="mt-6 flex items-center gap-2">
          <CarouselDots carousel={carousel} labels={heroSlides.map((slide) => slide.eyebrow)} />
          <PlayPauseButton
            carousel={carousel}
            label="highlights"
            className="border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          />
        </div>
      </div>
    </section>
  );
}
