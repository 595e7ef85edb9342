import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Few, larger files for the browser: on a slow mobile network each extra request costs a
 * round trip (and, over HTTP/1.1, a connection), while a few kilobytes of code a page does
 * not use cost almost nothing. React and React Router go in one long-cached file; the
 * site's own modules that two or more pages use go in another; each page keeps its own.
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      // Content stays with the pages that show it (most is large and few pages share it),
      // except the small modules every page or form needs.
      name: "shared",
      test: /[\\/]app[\\/](?!content[\\/](?!(site|legal)\.ts))/,
      minShareCount: 2,
      priority: 10,
    },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
});
