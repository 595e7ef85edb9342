import { z } from "zod/mini";
import { isPicturePath } from "../domain/picture-paths";

/**
 * A picture's address, for every schema that takes one (a post's cover, a completed project's
 * pictures): missing gets `requiredMessage`; any address the media store or the built images
 * would not produce gets a sentence saying what to do, and nothing is saved.
 */
export function picturePath(requiredMessage: string, uploadMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.minLength(1, requiredMessage),
    z.refine(
      (src) => src === "" || isPicturePath(src),
      `${uploadMessage}: only a picture uploaded here or one of the site's own images can be used`,
    ),
  );
}
