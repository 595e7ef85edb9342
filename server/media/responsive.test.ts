import { describe, expect, it } from "vitest";
import { responsiveSources, withResponsiveSources } from "./responsive";

const id = "00112233445566778899";

describe("withResponsiveSources", () => {
  it("gives an uploaded cover its widths, and the size of the file its src names", () => {
    const cover = { src: `/media/${id}-960.webp`, alt: "Cover", width: 3000, height: 2000 };
    expect(withResponsiveSources(cover)).toEqual({
      src: `/media/${id}-960.webp`,
      alt: "Cover",
      width: 960,
      height: 640,
      srcset: `/media/${id}-480.webp 480w, /media/${id}-720.webp 720w, /media/${id}-960.webp 960w, /media/${id}-1440.webp 1440w`,
      avifSrcset: `/media/${id}-480.avif 480w, /media/${id}-720.avif 720w, /media/${id}-960.avif 960w, /media/${id}-1440.avif 1440w`,
    });
  });

  it("leaves a seeded picture, or anything else, as it is", () => {
    const seeded = { src: "/images/blog/a.webp", alt: "A", width: 1200, height: 800 };
    expect(withResponsiveSources(seeded)).toBe(seeded);
    expect(responsiveSources(`/media/${id}-960.avif`, 1200)).toBeUndefined();
    expect(responsiveSources(`/media/../x-960.webp`, 1200)).toBeUndefined();
    expect(responsiveSources(`/media/${id}-960.webp`, Number.NaN)).toBeUndefined();
  });
});
